import { and, countDistinct, eq, inArray } from 'drizzle-orm';
import type { MessageAnswer, Restaurant } from '@bhoj/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { foods, orderLines, restaurants, users } from '../../../db/schema/index.ts';
import { businessError, notFound } from '../../../lib/errors.ts';
import { recordAudit } from '../audit/record.ts';
import { revokeTokens } from '../users/tokens.ts';
import { restaurantById } from './query.ts';

const openOrdersMessage = (n: number) =>
  `This restaurant has ${n} open order${n === 1 ? '' : 's'}; complete or cancel them first.`;

/** The restaurant, locked for the rest of the transaction (404 when there is none). */
async function lockRestaurant(tx: Tx, id: number): Promise<Restaurant> {
  const locked = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.id, id))
    .for('update');
  const restaurant = locked.length > 0 ? await restaurantById(tx, id) : undefined;
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

/** The owner of a deleted restaurant goes back to shopping as a customer; their sessions end. */
async function demoteOwner(tx: Tx, actorId: number, ownerId: number) {
  const [owner] = await tx
    .update(users)
    .set({ role: 'customer', updatedAt: new Date() })
    .where(and(eq(users.id, ownerId), eq(users.role, 'restaurant_owner')))
    .returning({ id: users.id });
  if (!owner) return;
  await revokeTokens(tx, ownerId);
  await recordAudit(tx, {
    actorId,
    action: 'role_change',
    entity: 'user',
    entityId: ownerId,
    before: { role: 'restaurant_owner' },
    after: { role: 'customer' },
  });
}

export function restaurantsAdminService(db: Db) {
  return {
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
     */
    async remove(actorId: number, id: number): Promise<MessageAnswer> {
      return db.transaction(async (tx) => {
        const before = await lockRestaurant(tx, id);
        await tx.delete(foods).where(eq(foods.restaurantId, id));
        const open = await openOrderCount(tx, id);
        if (open > 0) throw businessError(409, openOrdersMessage(open));
        await tx.delete(restaurants).where(eq(restaurants.id, id));
        await demoteOwner(tx, actorId, before.owner_id);
        await recordAudit(tx, { actorId, action: 'delete', entity: 'restaurant', entityId: id, before });
        return { message: `Restaurant "${before.name}" deleted.` };
      });
    },
  };
}
