import { and, eq, sql } from 'drizzle-orm';
import type { CartItem } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { cartLines, carts, foods, restaurants } from '../../db/schema/index.ts';
import { lineTotal } from '../../lib/money.ts';

/** A food can go into a cart (and be ordered) while it is available and its restaurant approved. */
export const orderable = sql<boolean>`(${foods.isAvailable} and ${restaurants.isApproved})`;

/** What a CartItem is made of: the line, its food's current price and its restaurant. */
export const cartItemColumns = {
  id: cartLines.id,
  foodId: foods.id,
  name: foods.name,
  price: foods.price,
  image: foods.image,
  quantity: cartLines.quantity,
  available: orderable,
  restaurantId: restaurants.id,
  restaurantName: restaurants.name,
  restaurantSlug: restaurants.slug,
  deliveryFee: restaurants.deliveryFee,
};

/** A cart line's food at its current price, and whether it can be ordered now. */
export type CartLineFood = {
  foodId: number;
  name: string;
  price: number;
  image: string;
  quantity: number;
  available: boolean;
  restaurantName: string;
};

export type CartItemRow = CartLineFood & { id: number; restaurantSlug: string };

export const toCartItem = (row: CartItemRow): CartItem => ({
  id: row.id,
  food_item: row.foodId,
  food_item_name: row.name,
  food_item_price: row.price,
  food_image: row.image,
  quantity: row.quantity,
  total_price: lineTotal(row.price, row.quantity),
  is_available: row.available,
  restaurant_name: row.restaurantName,
  restaurant_slug: row.restaurantSlug,
});

/** One line of the customer's own cart (another customer's line is simply not found). */
export async function findOwnLine(db: Db, userId: number, lineId: number) {
  const [row] = await db
    .select(cartItemColumns)
    .from(cartLines)
    .innerJoin(carts, eq(carts.id, cartLines.cartId))
    .innerJoin(foods, eq(foods.id, cartLines.foodId))
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .where(and(eq(cartLines.id, lineId), eq(carts.userId, userId)));
  return row;
}

/** The customer's cart id; the row is made on first use (concurrent first uses make one row). */
export async function ensureCart(db: Db, userId: number): Promise<number> {
  const [made] = await db.insert(carts).values({ userId }).onConflictDoNothing().returning({ id: carts.id });
  if (made) return made.id;
  const [found] = await db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
  return found!.id;
}
