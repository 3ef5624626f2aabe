import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, orders, payments, refunds } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';
import { moveTicket, ticketsOf } from '../orders/testing.ts';
import { testRefundSender } from './testing/gateway-deps.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
let admin: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await orderingWorld(ctx.db);
  admin = await createUser(ctx.db, { role: 'admin' });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const refundsOf = (orderId: number) =>
  ctx.db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(refunds.id);
const linesOf = async (orderId: number) =>
  (await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orderId))).map((l) => l);

/** 2 kacchi (first restaurant, fee TK 60) and a burger (second, fee TK 45.50), paid online: TK 1,186. */
async function paidOrder(pay = true) {
  const shopper = await createShopper(ctx.db);
  const calls = shopperCalls(ctx.app, shopper.auth);
  await calls.add(world.kacchi.slug, { quantity: 2 });
  await calls.add(world.burger.slug);
  await calls.pay(shopper.user.id, { address: 'Dhanmondi 27' });
  const [order] = await ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, order!.id));
  if (pay) {
    await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/sandbox/${payment!.transactionId}/pay/`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
  }
  const [first, second] = await ticketsOf(ctx.db, order!.id);
  return { ...shopper, orderId: order!.id, first: first!, second: second! };
}

describe('a canceled ticket of a paid order is owed back', () => {
  it('the restaurant cancels its ticket: its lines and delivery fee are refunded, the rest is kept', async () => {
    const order = await paidOrder();
    const res = await moveTicket(ctx.app, world.second.owner.auth, order.second.id, {
      stage: 'canceled',
      reason: 'Out of buns',
    });
    expect(res.statusCode).toBe(200);
    expect(await refundsOf(order.orderId)).toMatchObject([
      {
        ticketId: order.second.id,
        amount: 366,
        reason: 'Out of buns',
        createdBy: world.second.owner.user.id,
      },
    ]);
    const card = (
      await ctx.app.inject({ method: 'GET', url: `/api/orders/${order.orderId}/`, headers: order.auth })
    ).json();
    expect(card).toMatchObject({ payment_state: 'paid', total: 560, placed_total: 926 });
    expect(card.refunds).toMatchObject([{ amount: 366, ticket: `#${order.orderId}-2` }]);
    await testRefundSender(ctx).run();
    expect((await refundsOf(order.orderId))[0]!.state).toBe('refunded');
  });

  it('an admin restores a canceled ticket: its refund is void while owed, and refused once sent', async () => {
    const order = await paidOrder();
    const [line] = (await linesOf(order.orderId)).filter((l) => l.ticketId === order.first.id);
    const cancel = await post(`/api/admin/order-status/${line!.id}/`, admin.auth, { status: 'Canceled' });
    expect(cancel.json().status).toBe('Canceled');
    expect(await refundsOf(order.orderId)).toMatchObject([
      { ticketId: order.first.id, amount: 560, state: 'due' },
    ]);
    const restore = await post(`/api/admin/order-status/${line!.id}/`, admin.auth, { status: 'Pending' });
    expect(restore.statusCode).toBe(200);
    expect(restore.json().status).toBe('Paid');
    expect((await refundsOf(order.orderId)).map((r) => r.state)).toEqual(['void']);
    // Canceled again: owed again; once it went to the gateway, the ticket cannot come back.
    await post(`/api/admin/order-status/${line!.id}/`, admin.auth, { status: 'Canceled' });
    await testRefundSender(ctx).run();
    expect((await refundsOf(order.orderId)).map((r) => r.state)).toEqual(['void', 'refunded']);
    const late = await post(`/api/admin/order-status/${line!.id}/`, admin.auth, { status: 'Completed' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'This ticket’s refund has already gone to the gateway; it cannot be restored.',
    });
    expect((await ticketsOf(ctx.db, order.orderId))[0]!.stage).toBe('canceled');
  });

  it('a cash order owes nothing when a ticket is canceled', async () => {
    const shopper = await createShopper(ctx.db);
    await shopperCalls(ctx.app, shopper.auth).add(world.burger.slug);
    const placed = await shopperCalls(ctx.app, shopper.auth).checkout({
      address: 'Gulshan 2',
      payment_method: 'cash_on_delivery',
    });
    const [ticket] = await ticketsOf(ctx.db, placed.json().id);
    await moveTicket(ctx.app, world.second.owner.auth, ticket!.id, { stage: 'canceled', reason: 'Closed' });
    expect(await refundsOf(placed.json().id)).toEqual([]);
  });
});

describe('an order awaiting its online payment is on no board', () => {
  it('refuses the restaurant’s spec line move and the admin’s with 409, changing nothing', async () => {
    const order = await paidOrder(false);
    const [line] = (await linesOf(order.orderId)).filter((l) => l.ticketId === order.first.id);
    const owner = await post(`/api/order-status/${line!.id}/`, world.first.owner.auth, {
      status: 'Canceled',
    });
    const byAdmin = await post(`/api/admin/order-status/${line!.id}/`, admin.auth, { status: 'Canceled' });
    for (const res of [owner, byAdmin]) {
      expect(res.statusCode).toBe(409);
      expect(res.json()).toEqual({
        error: 'This order is waiting for its online payment: it cannot be moved yet.',
      });
    }
    expect((await ticketsOf(ctx.db, order.orderId)).map((t) => t.stage)).toEqual(['new', 'new']);
  });
});

describe('GET admin/refunds/', () => {
  it('lists refunds newest first for admins only, filtered by state', async () => {
    const list = await ctx.app.inject({ method: 'GET', url: '/api/admin/refunds/', headers: admin.auth });
    expect(list.statusCode).toBe(200);
    const body = list.json();
    expect(body.count).toBeGreaterThanOrEqual(3);
    const ids = body.results.map((r: { id: number }) => r.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const voided = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/refunds/?state=void',
      headers: admin.auth,
    });
    expect(voided.json().results.every((r: { state: string }) => r.state === 'void')).toBe(true);
    const bad = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/refunds/?state=lost',
      headers: admin.auth,
    });
    expect(bad.statusCode).toBe(400);
    for (const who of [world.first.owner.auth, {}]) {
      const refused = await ctx.app.inject({ method: 'GET', url: '/api/admin/refunds/', headers: who });
      expect([401, 403]).toContain(refused.statusCode);
    }
    const missing = await post('/api/admin/refunds/999999/refunded/', admin.auth, { note: 'x' });
    expect(missing.statusCode).toBe(404);
    const blank = await post(`/api/admin/refunds/${ids[0]}/refunded/`, admin.auth, { note: '  ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ note: ['Note is required.'] });
  });
});
