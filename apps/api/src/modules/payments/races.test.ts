import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments, tickets } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';
import { paymentState } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await orderingWorld(ctx.db);
});
afterAll(() => ctx.close());

const PAGE = '/api/payment/sandbox/';
const press = (transactionId: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `${PAGE}${transactionId}/pay/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });

describe('paying while the customer cancels', () => {
  it('ends each order either paid and live, or canceled with the money refunded: never both', async () => {
    const started = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const shopper = await createShopper(ctx.db);
        await shopperCalls(ctx.app, shopper.auth).add(world.burger.slug);
        const res = await shopperCalls(ctx.app, shopper.auth).pay(shopper.user.id, { address: 'Banani' });
        const [order] = await ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
        const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
        expect(res.json().redirect_url).toContain(payment!.transactionId);
        return { ...shopper, orderId: order!.id, transactionId: payment!.transactionId };
      }),
    );
    const outcomes = await Promise.all(
      started.map(async (s) => {
        const [paid, cancel] = await Promise.all([
          press(s.transactionId),
          ctx.app.inject({ method: 'POST', url: `/api/orders/${s.orderId}/cancel/`, headers: s.auth }),
        ]);
        return { ...s, landed: paid.headers.location, canceled: cancel.statusCode === 200 };
      }),
    );
    for (const outcome of outcomes) {
      const state = await paymentState(ctx.db, outcome.orderId);
      const stages = (await ctx.db.select().from(tickets).where(eq(tickets.orderId, outcome.orderId))).map(
        (t) => t.stage,
      );
      if (outcome.canceled) {
        expect(stages).toEqual(['canceled']);
        expect(state.paidAt).toBeNull();
        expect(state.payments.map((p) => p.state)).toEqual(['late']);
        expect(state.refunds).toMatchObject([{ amount: 366, ticketId: null }]);
        expect(outcome.landed).toBe('/order-history/?payment=refund');
      } else {
        expect(stages).toEqual(['new']);
        expect(state.paidAt).toBeInstanceOf(Date);
        expect(state.payments.map((p) => p.state)).toEqual(['paid']);
        expect(state.refunds).toEqual([]);
        expect(outcome.landed).toBe('/order-history/?payment=success');
      }
    }
  });
});
