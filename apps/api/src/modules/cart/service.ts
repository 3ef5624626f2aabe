import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import {
  type Cart,
  type CartItem,
  type CartMergeAnswer,
  type GuestCartLine,
  MAX_LINE_QUANTITY,
  ORDERING_MESSAGES,
} from '@bhoj/contract';
import { cartLines, carts, foods, restaurants } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { businessError, fieldError, notFound } from '../../lib/errors.ts';
import { isJoined } from '../../lib/rows.ts';
import { cartTotals } from './cart-totals.ts';
import { cartItemColumns, ensureCart, findOwnLine, orderable, toCartItem } from './cart-query.ts';
import { mergeGuestCart } from './merge-guest-cart.ts';

/** The customer's own cart: every statement names the customer, so another's line is never touched. */
export function cartService({ db }: Pick<Deps, 'db'>) {
  const ownCartIds = (userId: number) =>
    db.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));

  const service = {
    async list(userId: number): Promise<Cart> {
      const rows = await db
        .select({ cartId: carts.id, line: cartItemColumns })
        .from(carts)
        .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
        .leftJoin(foods, eq(foods.id, cartLines.foodId))
        .leftJoin(restaurants, eq(restaurants.id, foods.restaurantId))
        .where(eq(carts.userId, userId))
        .orderBy(asc(cartLines.id));
      const cartId = rows[0]?.cartId ?? (await ensureCart(db, userId));
      // A cart without lines comes back as one row of nulls (LEFT JOIN).
      const lines = rows.map(({ line }) => line).filter(isJoined);
      return { id: cartId, user: userId, items: lines.map(toCartItem), ...cartTotals(lines) };
    },

    /**
     * Adds `quantity` of a food: a new line, or more of an existing one. The line is written in one
     * statement (INSERT … ON CONFLICT DO UPDATE adding to the stored quantity), so concurrent adds of the
     * same food all count.
     */
    async add(userId: number, foodSlug: string, quantity: number): Promise<CartItem> {
      const [food] = await db
        .select({
          foodId: foods.id,
          name: foods.name,
          price: foods.price,
          image: foods.image,
          available: orderable,
          restaurantName: restaurants.name,
          restaurantSlug: restaurants.slug,
        })
        .from(foods)
        .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
        .where(eq(foods.slug, foodSlug));
      if (!food) throw notFound();
      if (!food.available) throw businessError(400, ORDERING_MESSAGES.foodUnavailable);
      await ensureCart(db, userId);
      const { rows } = await db.execute<{ id: number; quantity: number }>(sql`
        insert into ${cartLines} (cart_id, food_id, quantity)
        select ${carts.id}, ${food.foodId}, ${quantity} from ${carts} where ${carts.userId} = ${userId}
        on conflict (cart_id, food_id) do update set quantity = ${cartLines}.quantity + excluded.quantity
          where ${cartLines}.quantity + excluded.quantity <= ${MAX_LINE_QUANTITY}
        returning id, quantity`);
      // No row back: the line would pass the limit, and was left as it was.
      if (!rows[0]) throw fieldError('quantity', ORDERING_MESSAGES.lineLimit);
      return toCartItem({ ...food, ...rows[0] });
    },

    async update(userId: number, lineId: number, quantity: number): Promise<CartItem> {
      const updated = await db
        .update(cartLines)
        .set({ quantity })
        .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, ownCartIds(userId))))
        .returning({ id: cartLines.id });
      const row = updated.length ? await findOwnLine(db, userId, lineId) : undefined;
      if (!row) throw notFound();
      return toCartItem(row);
    },

    async remove(userId: number, lineId: number): Promise<void> {
      const removed = await db
        .delete(cartLines)
        .where(and(eq(cartLines.id, lineId), inArray(cartLines.cartId, ownCartIds(userId))))
        .returning({ id: cartLines.id });
      if (!removed.length) throw notFound();
    },

    /** Adds a browser's guest cart (once per key) and answers the cart with what was added and skipped. */
    async merge(userId: number, key: string, items: readonly GuestCartLine[]): Promise<CartMergeAnswer> {
      const outcome = await mergeGuestCart(db, userId, key, items);
      return { cart: await service.list(userId), ...outcome };
    },
  };
  return service;
}
