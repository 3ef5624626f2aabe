import { and, countDistinct, desc, eq, inArray } from 'drizzle-orm';
import { ADMIN_MESSAGES, type MessageAnswer, type Restaurant, type RestaurantCreate } from '@bhoj/contract';
import type { Tx } from '../../../db/client.ts';
import { foods, orderLines, restaurants } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { businessError, fieldError, notFound } from '../../../lib/errors.ts';
import { selectRestaurants } from '../../catalog/restaurant-query.ts';
import { recordAudit } from '../audit/record.ts';
import { slugFromName } from '../slugs.ts';
import { changeRole } from '../users/role-change.ts';
import { insertRestaurant } from './insert-restaurant.ts';

/** Tries again when another create took the same slug between our look and our insert. */
const SLUG_ATTEMPTS = 3;

const openOrdersMessage = (n: number) =>
  `This restaurant has ${n} open order${n === 1 ? '' : 's'}; complete or cancel them first.`;

/** The restaurant, locked for the rest of the transaction (404 when there is none). */
async function lockRestaurant(tx: Tx, id: number): Promise<Restaurant> {
  const locked = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, id))
    .for('update');
  const [restaurant] = locked.length > 0 ? await selectRestaurants(tx).where(eq(restaurants.id, id)) : [];
  if (!restaurant) throw notFound();
  return restaurant;
}

/** Orders with a Pending or Paid line of this restaurant. */
async function openOrderCount(tx: Tx, restaurantId: number): Promise<number> {
  const [row] = await tx
    .select({ n: countDistinct(orderLines.orderId) })
    .from(orderLines)
    .where(and(eq(orderLines.restaurantId, restaurantId), inArray(orderLines.status, ['Pending', 'Paid'])));
  return row?.n ?? 0;
}

/** Restaurants for admins, approved or not; every change is audited in its transaction. */
export function adminRestaurantsService({ db }: Pick<Deps, 'db'>) {
  return {
    /** Every restaurant, approved or not, newest first. */
    list: (): Promise<Restaurant[]> =>
      selectRestaurants(db).orderBy(desc(restaurants.createdAt), desc(restaurants.id)),

    /** A restaurant for an existing user, who becomes its owner (and restaurant_owner), in one transaction. */
    async create(actorId: number, input: RestaurantCreate): Promise<Restaurant> {
      const base = slugFromName(input.name, input.slug);
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction((tx) => insertRestaurant(tx, actorId, input, base));
        } catch (err) {
          const constraint = uniqueViolation(err);
          if (constraint === 'restaurants_slug_key' && attempt < SLUG_ATTEMPTS) continue;
          if (constraint === 'restaurants_owner_id_key')
            throw fieldError('owner', ADMIN_MESSAGES.ownerHasRestaurant);
          throw err;
        }
      }
    },

    async setApproved(actorId: number, id: number, isApproved: boolean): Promise<Restaurant> {
      return db.transaction(async (tx) => {
        const before = await lockRestaurant(tx, id);
        if (before.is_approved === isApproved) return before;
        await tx.update(restaurants).set({ isApproved, updatedAt: new Date() }).where(eq(restaurants.id, id));
        await recordAudit(tx, {
          actorId,
          action: 'approval',
          entity: 'restaurant',
          entityId: id,
          before: { is_approved: before.is_approved },
          after: { is_approved: isApproved },
        });
        return { ...before, is_approved: isApproved };
      });
    },

    /**
     * Refused while the restaurant has open orders. Its foods are deleted first, inside the transaction:
     * that waits for any checkout still ordering one of them, so the count that follows cannot miss its
     * lines; a refusal rolls the foods back. Past order lines keep their snapshot (restaurant_id → null).
     * The owner goes back to shopping as a customer, signed out everywhere.
     */
    async remove(actorId: number, id: number): Promise<MessageAnswer> {
      const removed = await db.transaction(async (tx) => {
        const before = await lockRestaurant(tx, id);
        await tx.delete(foods).where(eq(foods.restaurantId, id));
        const open = await openOrderCount(tx, id);
        if (open > 0) throw businessError(409, openOrdersMessage(open));
        await tx.delete(restaurants).where(eq(restaurants.id, id));
        await changeRole(tx, actorId, before.owner_id, 'restaurant_owner', 'customer');
        await recordAudit(tx, { actorId, action: 'delete', entity: 'restaurant', entityId: id, before });
        return before;
      });
      return { message: `Restaurant "${removed.name}" deleted.` };
    },
  };
}
