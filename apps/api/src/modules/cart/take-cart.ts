import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { cartLines, foods, restaurants } from '../../db/schema/index.ts';
import type { CartLineFood } from './cart-query.ts';

/** A line taken out of the cart at checkout, with what the order needs to know of its restaurant. */
export type TakenLine = CartLineFood & { restaurantId: number; deliveryFee: number; ownerId: number };

/**
 * Empties the cart and answers what it held, with current prices: one DELETE … RETURNING, so a line
 * updated concurrently is taken with its final quantity and a line removed concurrently is not taken.
 * The caller holds the cart row's lock; rolling back puts every line back.
 */
export async function takeCartLines(tx: Tx, cartId: number): Promise<TakenLine[]> {
  const { rows } = await tx.execute<TakenLine>(sql`
    with taken as (
      delete from ${cartLines} where ${cartLines.cartId} = ${cartId}
      returning id, food_id, quantity
    )
    select f.id as "foodId", f.name, f.price, f.image, taken.quantity,
           (f.is_available and r.is_approved) as available,
           r.id as "restaurantId", r.name as "restaurantName", r.delivery_fee as "deliveryFee",
           r.owner_id as "ownerId"
    from taken
    join ${foods} f on f.id = taken.food_id
    join ${restaurants} r on r.id = f.restaurant_id
    order by taken.id`);
  return rows;
}
