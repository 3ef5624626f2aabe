import { and, eq, inArray, sql } from 'drizzle-orm';
import { type GuestCartLine, MAX_LINE_QUANTITY } from '@bhoj/contract';
import type { Db, Tx } from '../../db/client.ts';
import { cartLines, cartMerges, foods, type MergeOutcome, restaurants } from '../../db/schema/index.ts';
import { ensureCart, orderable } from './cart-query.ts';

/** The guest lines by food, a food sent twice counted once with both quantities. */
function byFood(items: readonly GuestCartLine[]): Map<number, number> {
  const wanted = new Map<number, number>();
  for (const { food, quantity } of items) wanted.set(food, (wanted.get(food) ?? 0) + quantity);
  return wanted;
}

/**
 * Adds the guest lines to the customer's cart at the server's prices: unknown and unorderable foods are
 * skipped, and a line stops at MAX_LINE_QUANTITY (what did not fit is reported, not refused).
 */
async function addGuestLines(tx: Tx, userId: number, items: readonly GuestCartLine[]): Promise<MergeOutcome> {
  const wanted = byFood(items);
  const ids = [...wanted.keys()];
  if (ids.length === 0) return { added: [], skipped: [] };
  const cartId = await ensureCart(tx, userId);
  const found = await tx
    .select({ id: foods.id, available: orderable })
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .where(inArray(foods.id, ids));
  // Locked, so the room counted here is the room there is when the lines are written.
  const existing = await tx
    .select({ foodId: cartLines.foodId, quantity: cartLines.quantity })
    .from(cartLines)
    .where(and(eq(cartLines.cartId, cartId), inArray(cartLines.foodId, ids)))
    .for('update');
  const available = new Map(found.map((food) => [food.id, food.available]));
  const inCart = new Map(existing.map((line) => [line.foodId, line.quantity]));

  const outcome: MergeOutcome = { added: [], skipped: [] };
  for (const [food, requested] of wanted) {
    const room = MAX_LINE_QUANTITY - (inCart.get(food) ?? 0);
    if (!available.has(food)) outcome.skipped.push({ food, reason: 'not_found' });
    else if (!available.get(food)) outcome.skipped.push({ food, reason: 'unavailable' });
    else if (room <= 0) outcome.skipped.push({ food, reason: 'line_limit' });
    else outcome.added.push({ food, quantity: Math.min(requested, room), requested });
  }
  if (outcome.added.length > 0) {
    await tx
      .insert(cartLines)
      .values(outcome.added.map(({ food, quantity }) => ({ cartId, foodId: food, quantity })))
      .onConflictDoUpdate({
        target: [cartLines.cartId, cartLines.foodId],
        set: { quantity: sql`least(${cartLines.quantity} + excluded.quantity, ${MAX_LINE_QUANTITY})` },
      });
  }
  return outcome;
}

/**
 * Merges a guest cart once per Idempotency-Key: the key's row is written first, so a repeat (even one
 * sent while the first is still running, which waits on that row) finds it and answers what the first
 * merge did, adding nothing.
 */
export function mergeGuestCart(
  db: Db,
  userId: number,
  key: string,
  items: readonly GuestCartLine[],
): Promise<MergeOutcome> {
  return db.transaction(async (tx) => {
    const [claimed] = await tx
      .insert(cartMerges)
      .values({ userId, idempotencyKey: key })
      .onConflictDoNothing()
      .returning({ id: cartMerges.id });
    if (!claimed) {
      const [earlier] = await tx
        .select({ outcome: cartMerges.outcome })
        .from(cartMerges)
        .where(and(eq(cartMerges.userId, userId), eq(cartMerges.idempotencyKey, key)));
      // The earlier merge committed its outcome with its row: a row is never seen without one.
      return earlier!.outcome!;
    }
    const outcome = await addGuestLines(tx, userId, items);
    await tx.update(cartMerges).set({ outcome }).where(eq(cartMerges.id, claimed.id));
    return outcome;
  });
}
