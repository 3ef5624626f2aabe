import { addressText, MAX_SAVED_ADDRESSES } from '@bhoj/contract';
import type { Tx } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import { addressesOf, lockAddressBook, makeDefault } from './address-rows.ts';
import { eq } from 'drizzle-orm';

/**
 * Inside an order's transaction: the order's address becomes the customer's default and is marked used.
 * A saved address is recognised by its one-line text; a new text is saved as an address of its own,
 * unless the customer already keeps the most allowed (then the order goes ahead and nothing is saved).
 */
export async function rememberOrderAddress(tx: Tx, userId: number, text: string) {
  await lockAddressBook(tx, userId);
  const saved = await addressesOf(tx, userId);
  const now = new Date();
  let id = saved.find((row) => addressText(row) === text)?.id;
  if (id !== undefined) {
    await tx.update(addresses).set({ lastUsedAt: now }).where(eq(addresses.id, id));
  } else {
    if (saved.length >= MAX_SAVED_ADDRESSES) return;
    const [row] = await tx
      .insert(addresses)
      .values({ userId, address: text, lastUsedAt: now })
      .returning({ id: addresses.id });
    id = row!.id;
  }
  await makeDefault(tx, userId, id);
}
