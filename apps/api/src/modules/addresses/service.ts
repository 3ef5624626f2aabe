import { and, eq } from 'drizzle-orm';
import {
  ADDRESS_MESSAGES,
  type AddressFields,
  addressText,
  MAX_SAVED_ADDRESSES,
  type SavedAddress,
} from '@bhoj/contract';
import { addresses } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { businessError, notFound } from '../../lib/errors.ts';
import { addressesOf, lockAddressBook, makeDefault, toSavedAddress } from './address-rows.ts';

type Fields = AddressFields;

const columns = (body: Fields) => ({
  label: body.label,
  address: body.address,
  area: body.area,
  city: body.city,
  notes: body.notes,
});

/** A customer's address book: list, add, edit, delete, choose the default. */
export function addressesService({ db }: Pick<Deps, 'db'>) {
  /** The saved address of this customer, as the answer shows it; 404 for anyone else's. */
  async function one(userId: number, id: number): Promise<SavedAddress> {
    const [row] = await db
      .select()
      .from(addresses)
      .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
    if (!row) throw notFound();
    return toSavedAddress(row);
  }

  return {
    list: async (userId: number) => (await addressesOf(db, userId)).map(toSavedAddress),

    async add(userId: number, body: Fields): Promise<SavedAddress> {
      const id = await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const saved = await addressesOf(tx, userId);
        if (saved.length >= MAX_SAVED_ADDRESSES) throw businessError(400, ADDRESS_MESSAGES.limit);
        if (saved.some((row) => addressText(row) === addressText(body))) {
          throw businessError(400, ADDRESS_MESSAGES.duplicate);
        }
        const [row] = await tx
          .insert(addresses)
          .values({ userId, ...columns(body) })
          .returning({ id: addresses.id });
        // The first address is the default; a later one only when asked.
        if (body.is_default || !saved.some((other) => other.isDefault))
          await makeDefault(tx, userId, row!.id);
        return row!.id;
      });
      return one(userId, id);
    },

    async update(userId: number, id: number, body: Fields): Promise<SavedAddress> {
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const saved = await addressesOf(tx, userId);
        if (!saved.some((row) => row.id === id)) throw notFound();
        if (saved.some((row) => row.id !== id && addressText(row) === addressText(body))) {
          throw businessError(400, ADDRESS_MESSAGES.duplicate);
        }
        await tx
          .update(addresses)
          .set({ ...columns(body), updatedAt: new Date() })
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)));
        if (body.is_default) await makeDefault(tx, userId, id);
      });
      return one(userId, id);
    },

    async remove(userId: number, id: number): Promise<void> {
      await db.transaction(async (tx) => {
        await lockAddressBook(tx, userId);
        const [gone] = await tx
          .delete(addresses)
          .where(and(eq(addresses.id, id), eq(addresses.userId, userId)))
          .returning({ isDefault: addresses.isDefault });
        if (!gone) throw notFound();
        // The default went: the next in line (most recently used, else newest) takes its place.
        const [next] = gone.isDefault ? await addressesOf(tx, userId).limit(1) : [];
        if (next) await makeDefault(tx, userId, next.id);
      });
    },
  };
}
