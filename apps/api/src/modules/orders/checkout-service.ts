import { and, eq } from 'drizzle-orm';
import { type CheckoutBody, closedMessage, type Order, ORDERING_MESSAGES } from '@bhoj/contract';
import type { Tx } from '../../db/client.ts';
import { carts, orderLines, orders, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { businessError } from '../../lib/errors.ts';
import { rememberOrderAddress } from '../addresses/remember-address.ts';
import { cartTotals } from '../cart/cart-totals.ts';
import { type TakenLine, takeCartLines } from '../cart/take-cart.ts';
import { deliveryHoursAt } from './delivery-hours.ts';
import { loadCustomerOrder } from './order-query.ts';
import { announceOnBoard } from './tickets/announce.ts';

export type CheckoutDeps = Pick<Deps, 'db' | 'config' | 'events' | 'log' | 'mailer' | 'background'>;

/** The order just written, as the step that runs inside its transaction sees it. */
export interface PlacedOrder {
  id: number;
  total: number;
  address: string;
}
/** Runs inside the order's transaction after the order is written (a payment opens here); throwing undoes all. */
export type WithinOrder = (tx: Tx, order: PlacedOrder) => Promise<void>;

export interface PlaceResult {
  order: Order;
  /** false: an earlier request with the same Idempotency-Key made this order. */
  created: boolean;
}

const findByKey = async (tx: Tx, userId: number, key: string) => {
  const [row] = await tx
    .select({ id: orders.id })
    .from(orders)
    .where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row?.id;
};

async function requireCompleteProfile(tx: Tx, userId: number) {
  const [user] = await tx
    .select({ first: users.firstName, last: users.lastName, phone: users.phoneNumber })
    .from(users)
    .where(eq(users.id, userId));
  const complete = user && user.first.trim() && user.last.trim() && user.phone?.trim();
  if (!complete) throw businessError(400, ORDERING_MESSAGES.profileIncomplete);
}

async function writeOrder(
  tx: Tx,
  userId: number,
  input: CheckoutBody,
  key: string | undefined,
  lines: TakenLine[],
) {
  const totals = cartTotals(lines);
  const [order] = await tx
    .insert(orders)
    .values({
      userId,
      paymentMethod: input.payment_method,
      address: input.address,
      subtotal: totals.total_price,
      deliveryFee: totals.delivery_fee,
      total: totals.total,
      idempotencyKey: key ?? null,
    })
    .returning({ id: orders.id, total: orders.total, address: orders.address });
  // Each line lands on its restaurant's ticket (the order_lines_ticket trigger opens it).
  await tx.insert(orderLines).values(
    lines.map((line) => ({
      orderId: order!.id,
      foodId: line.foodId,
      restaurantId: line.restaurantId,
      restaurantName: line.restaurantName,
      itemName: line.name,
      itemImage: line.image,
      itemPrice: line.price,
      quantity: line.quantity,
    })),
  );
  return order!;
}

const isKeyConflict = (err: unknown) => uniqueViolation(err) === 'orders_user_id_idempotency_key_key';

/** Checkout: turns the customer's cart into an order, exactly once. */
export function ordersCheckoutService(deps: CheckoutDeps) {
  const { db, config } = deps;
  /**
   * One transaction: lock the cart row (concurrent checkouts of one cart queue here), answer the first
   * order again for a repeated Idempotency-Key, check hours and profile, take the cart's lines at current
   * prices (refusing unavailable ones, which rolls the cart back), write the order and its lines.
   */
  async function placeOnce(
    userId: number,
    input: CheckoutBody,
    key: string | undefined,
    within?: WithinOrder,
  ) {
    return db.transaction(async (tx) => {
      const [cart] = await tx
        .select({ id: carts.id })
        .from(carts)
        .where(eq(carts.userId, userId))
        .for('update');
      const earlier = key ? await findByKey(tx, userId, key) : undefined;
      if (earlier) return { orderId: earlier, created: false };
      // Online orders are made by the payment call, which opens the payment in the same transaction.
      if (input.payment_method === 'online_payment' && !within) {
        throw businessError(400, ORDERING_MESSAGES.onlineNeedsPayment);
      }
      const hours = deliveryHoursAt(config.deliveryHours);
      if (!hours.is_open) throw businessError(400, closedMessage(hours.open, hours.close));
      await requireCompleteProfile(tx, userId);
      const lines = cart ? await takeCartLines(tx, cart.id) : [];
      if (!lines.length) throw businessError(400, ORDERING_MESSAGES.cartEmpty);
      if (lines.some((line) => !line.available)) throw businessError(400, ORDERING_MESSAGES.cartUnavailable);
      const order = await writeOrder(tx, userId, input, key, lines);
      await rememberOrderAddress(tx, userId, order.address);
      await within?.(tx, order);
      return { orderId: order.id, created: true };
    });
  }

  return {
    async place(
      userId: number,
      input: CheckoutBody,
      key?: string,
      within?: WithinOrder,
    ): Promise<PlaceResult> {
      let placed;
      try {
        placed = await placeOnce(userId, input, key, within);
      } catch (err) {
        // A safety net: the cart lock already serializes checkouts, but should two first uses of one key
        // still collide on the unique index, the loser answers the winner's order.
        if (!key || !isKeyConflict(err)) throw err;
        placed = await placeOnce(userId, input, key, within);
      }
      const order = await loadCustomerOrder(db, userId, placed.orderId);
      // Online orders reach the boards once paid (recordPayment announces them then).
      if (placed.created && input.payment_method === 'cash_on_delivery') {
        void announceOnBoard(deps, placed.orderId);
      }
      return { order: order!, created: placed.created };
    },
  };
}
