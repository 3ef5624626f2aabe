import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { addressText, type SavedAddress } from '@bhoj/contract';
import type { Db, Tx } from '../../db/client.ts';
import { addresses, users } from '../../db/schema/index.ts';

type AddressRow = typeof addresses.$inferSelect;

export const toSavedAddress = (row: AddressRow): SavedAddress => ({
  id: row.id,
  label: row.label,
  address: row.address,
  area: row.area,
  city: row.city,
  notes: row.notes,
  is_default: row.isDefault,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
  text: addressText(row),
});

/** The default first, then the most recently used, then the newest. */
export const addressesOf = (db: Db | Tx, userId: number) =>
  db
    .select()
    .from(addresses)
    .where(eq(addresses.userId, userId))
    .orderBy(desc(addresses.isDefault), sql`${addresses.lastUsedAt} desc nulls last`, desc(addresses.id));

/** Locks the customer's row: one change to their address book at a time (the limit and the default hold). */
export const lockAddressBook = (tx: Tx, userId: number) =>
  tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');

/** Makes `id` the customer's only default (cleared first: the one-default index checks each statement). */
export async function makeDefault(tx: Tx, userId: number, id: number) {
  await tx
    .update(addresses)
    .set({ isDefault: false })
    .where(and(eq(addresses.userId, userId), eq(addresses.isDefault, true), ne(addresses.id, id)));
  await tx
    .update(addresses)
    .set({ isDefault: true })
    .where(and(eq(addresses.userId, userId), eq(addresses.id, id)));
}
