import { desc, eq, sql } from 'drizzle-orm';
import { orderLines, orders, payments, tickets } from '../../../db/schema/index.ts';
import type { TestContext } from '../../../test/context.ts';
import { createUser } from '../../../test/factories.ts';
import type { orderingWorld } from '../../../test/shopping.ts';
import { createShopper, shopperCalls } from '../../../test/shopping.ts';
import { expireUnpaidOrders } from '../expiry.ts';
import type { FakeSslcommerz } from '../testing/fake-sslcommerz.ts';
import { gatewayDeps, testRefundSender } from '../testing/gateway-deps.ts';
import type { SslcommerzTestContext } from '../testing/sslcommerz-context.ts';

type Headers = Record<string, string>;
type World = Awaited<ReturnType<typeof orderingWorld>>;

/** One shopper of a run, and what the model expects in their cart (food id → quantity). */
export interface Shopper {
  userId: number;
  auth: Headers;
  cart: Map<number, number>;
}

/** An order placed in a run: whose, its foods, the transaction ids of its payments (oldest first). */
export interface PlacedOrder {
  id: number;
  shopper: Shopper;
  foods: Map<number, number>;
  transactions: string[];
}

/** The model a run keeps: its shoppers and their orders. Everything else is read from the system. */
export interface Model {
  shoppers: Shopper[];
  orders: PlacedOrder[];
}

/** How a payment's money or its end reaches the API: the gateway's notification or the browser. */
export type Channel = 'notification' | 'browser';

const FORM = { 'content-type': 'application/x-www-form-urlencoded' };

/**
 * The real Bhoj under test, driven as its users and gateways drive it: every call over HTTP (through
 * `inject`), but the expiry sweep and the refund sender, which run as the app's own rounds do.
 */
export function moneySystem(ctx: TestContext, world: World, paying: SslcommerzTestContext | null) {
  const gateway: FakeSslcommerz | null = paying?.gateway ?? null;
  const foods = [world.kacchi, world.borhani, world.burger];
  const owners = new Map([
    [world.first.restaurant.id, world.first.owner.auth],
    [world.second.restaurant.id, world.second.owner.auth],
  ]);
  /** The gateway's signed forms of transactions it took money for: the money is taken once. */
  const taken = new Map<string, Record<string, string>>();
  let admin: Headers | null = null;
  const post = (url: string, headers: Headers, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
  const sandbox = (transactionId: string, action: 'pay' | 'fail' | 'cancel') =>
    post(`/api/payment/sandbox/${transactionId}/${action}/`, FORM, {});

  async function foodsOf(orderId: number) {
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId));
    const byFood = new Map<number, number>();
    for (const line of lines) byFood.set(line.foodId!, (byFood.get(line.foodId!) ?? 0) + line.quantity);
    return byFood;
  }
  const newestTransaction = async (orderId: number) =>
    (
      await ctx.db
        .select({ id: payments.transactionId })
        .from(payments)
        .where(eq(payments.orderId, orderId))
        .orderBy(desc(payments.id))
        .limit(1)
    )[0]?.id;
  const move = (cart: Map<number, number>, by: Map<number, number>, sign: 1 | -1) => {
    for (const [food, quantity] of by) cart.set(food, (cart.get(food) ?? 0) + sign * quantity);
  };

  return {
    ctx,
    provider: gateway ? ('sslcommerz' as const) : ('sandbox' as const),

    async newShopper(): Promise<Shopper> {
      const { user, auth } = await createShopper(ctx.db);
      return { userId: user.id, auth, cart: new Map() };
    },

    async add(shopper: Shopper, food: number, quantity: number) {
      const chosen = foods[food % foods.length]!;
      const res = await shopperCalls(ctx.app, shopper.auth).add(chosen.slug, { quantity });
      return () => {
        if (res.statusCode < 300) move(shopper.cart, new Map([[chosen.id, quantity]]), 1);
      };
    },

    /** Places the cart (cash or online); answers how the model follows once every racer is done. */
    async checkout(model: Model, shopper: Shopper, online: boolean) {
      const calls = shopperCalls(ctx.app, shopper.auth);
      const res = online
        ? await calls.pay(shopper.userId, { address: 'Road 11, Banani' })
        : await calls.checkout({ address: 'Road 11, Banani', payment_method: 'cash_on_delivery' });
      if (res.statusCode >= 300) return () => {};
      const [order] = await ctx.db
        .select({ id: orders.id })
        .from(orders)
        .where(eq(orders.userId, shopper.userId))
        .orderBy(desc(orders.id))
        .limit(1);
      const placed: PlacedOrder = {
        id: order!.id,
        shopper,
        foods: await foodsOf(order!.id),
        transactions: online ? [(await newestTransaction(order!.id))!] : [],
      };
      return () => {
        move(shopper.cart, placed.foods, -1);
        model.orders.push(placed);
      };
    },

    /** The money of one of the order's payments arrives (once at the gateway; its news may repeat). */
    async pay(order: PlacedOrder, transaction: number, channel: Channel) {
      const transactionId = order.transactions[transaction % order.transactions.length];
      if (!transactionId) return () => {};
      if (!gateway) {
        await sandbox(transactionId, 'pay');
        return () => {};
      }
      let form = taken.get(transactionId);
      if (!form) {
        form = gateway.complete(transactionId);
        taken.set(transactionId, form);
      }
      if (channel === 'notification') await paying!.ipn(form);
      else await paying!.browserReturn('success', form);
      return () => {};
    },

    /** The customer gives up on the gateway's page (no money), told by the browser or the gateway. */
    async giveUp(order: PlacedOrder, transaction: number, channel: Channel) {
      const transactionId = order.transactions[transaction % order.transactions.length];
      if (!transactionId) return () => {};
      if (!gateway) {
        await sandbox(transactionId, channel === 'browser' ? 'cancel' : 'fail');
        return () => {};
      }
      if (taken.has(transactionId)) return () => {};
      gateway.end(transactionId, 'CANCELLED');
      if (channel === 'browser') {
        await paying!.browserReturn('cancel', { tran_id: transactionId, status: 'CANCELLED' });
      } else {
        await paying!.ipn(gateway.sign({ tran_id: transactionId, status: 'CANCELLED' }));
      }
      return () => {};
    },

    async cancel(order: PlacedOrder) {
      const res = await post(`/api/orders/${order.id}/cancel/`, order.shopper.auth);
      return () => {
        if (res.statusCode === 200) move(order.shopper.cart, order.foods, 1);
      };
    },

    async retry(order: PlacedOrder) {
      const res = await post(`/api/orders/${order.id}/retry-payment/`, order.shopper.auth);
      const transactionId = res.statusCode === 200 ? await newestTransaction(order.id) : undefined;
      return () => {
        if (transactionId && !order.transactions.includes(transactionId))
          order.transactions.push(transactionId);
      };
    },

    async payCash(order: PlacedOrder) {
      await post(`/api/orders/${order.id}/pay-cash/`, order.shopper.auth);
      return () => {};
    },

    /** The order's time runs out (it is made 31 minutes old) and a sweep runs. */
    async expire(order: PlacedOrder) {
      await ctx.db
        .update(orders)
        .set({ createdAt: sql`now() - interval '31 minutes'` })
        .where(eq(orders.id, order.id));
      const deps = gatewayDeps(ctx);
      await expireUnpaidOrders(deps, 30);
      await deps.background.settle();
      return () => {};
    },

    /** The restaurant of one of the order's tickets moves it on its board. */
    async ownerMove(order: PlacedOrder, ticket: number, stage: string) {
      const rows = await ctx.db
        .select()
        .from(tickets)
        .where(eq(tickets.orderId, order.id))
        .orderBy(tickets.seq);
      const chosen = rows[ticket % rows.length]!;
      const body =
        stage === 'canceled'
          ? { stage, reason: 'Kitchen closed' }
          : stage === 'accepted'
            ? { stage, prep_minutes: 20 }
            : { stage };
      await post(`/api/restaurant/tickets/${chosen.id}/move/`, owners.get(chosen.restaurantId!)!, body);
      return () => {};
    },

    /** Support sets one of the order's lines to Pending, Completed or Canceled (its whole ticket moves). */
    async adminMove(order: PlacedOrder, line: number, status: string) {
      admin ??= (await createUser(ctx.db, { role: 'admin' })).auth;
      const lines = await ctx.db
        .select()
        .from(orderLines)
        .where(eq(orderLines.orderId, order.id))
        .orderBy(orderLines.id);
      const chosen = lines[line % lines.length]!;
      await post(`/api/admin/order-status/${chosen.id}/`, admin, { status });
      return () => {};
    },

    async refundRound() {
      await testRefundSender(ctx).run();
      return () => {};
    },
  };
}
export type MoneySystem = ReturnType<typeof moneySystem>;
