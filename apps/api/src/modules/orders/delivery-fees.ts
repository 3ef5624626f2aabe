import { asc, eq } from 'drizzle-orm';
import type { RestaurantDeliveryFee } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, foods, restaurants } from '../../db/schema/index.ts';

/** Each restaurant of the customer's cart once, with its current delivery fee, in the order first added. */
export async function cartDeliveryFees(db: Db, userId: number): Promise<RestaurantDeliveryFee[]> {
  const rows = await db
    .select({
      id: restaurants.id,
      restaurant: restaurants.name,
      restaurant_slug: restaurants.slug,
      delivery_fee: restaurants.deliveryFee,
    })
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(foods, eq(foods.id, cartLines.foodId))
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .where(eq(carts.userId, userId))
    .orderBy(asc(cartLines.id));
  const seen = new Map<number, RestaurantDeliveryFee>();
  for (const { id, ...fee } of rows) if (!seen.has(id)) seen.set(id, fee);
  return [...seen.values()];
}
