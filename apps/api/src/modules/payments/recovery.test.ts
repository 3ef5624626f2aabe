import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, orders, payments, tickets } from '../../db/schema/index.ts';
import { type BusEvent, inProcessEventBus } from '../../lib/events.ts';
import { announceDeps, createTestContext, type TestContext } from '../../test/context.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';
import { expireUnpaidOrders } from './expiry.ts';
import { moveTicket, ticketsOf } from '../orders/testing.ts';
import { paymentState } from './testing.ts';

const PUBLIC_URL = 'https://bhoj.example';
const PAGE = `${PUBLIC_URL}/api/payment/sandbox/`;
const published: BusEvent[] = [];
let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  const bus = inProcessEventBus();
  ctx = await createTestContext(
    { PUBLIC_URL },
    { events: { ...bus, publish: async (e) => void published.push(e) } },
  );
  world = await orderingWorld(ctx.db);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers) =>
  ctx.app.inject({ method, url, headers });
const transactionOf = (redirect: string) => decodeURIComponent(redirect.slice(PAGE.length, -1));
const press = (transactionId: string, action: 'pay' | 'cancel' | 'fail') =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${transactionId}/${action}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const boardOrders = async (auth: Headers) =>
  (await call('GET', '/api/restaurant/tickets/', auth)).json().results.map((t: { order: number }) => t.order);
const created = (orderId: number) =>
  published.filter((e) => e.type === 'order.created' && e.data.order_id === orderId);

/** A shopper who started paying online for 2 kacchi (first restaurant) and a burger (second): TK 926. */
async function startedPayment() {
  const shopper = await createShopper(ctx.db);
  const calls = shopperCalls(ctx.app, shopper.auth);
  await calls.add(world.kacchi.slug, { quantity: 2 });
  await calls.add(world.burger.slug);
  const res = await calls.pay(shopper.user.id, { address: 'Uttara Sector 7' });
  const transactionId = transactionOf(res.json().redirect_url);
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.transactionId, transactionId));
  return { ...shopper, transactionId, orderId: payment!.orderId };
}
const card = async (auth: Headers, orderId: number) =>
  (await call('GET', `/api/orders/${orderId}/`, auth)).json();

describe('an online order awaiting its payment', () => {
  it('is on no board and in no count, even once the customer cancels at the gateway', async () => {
    const started = await startedPayment();
    expect((await press(started.transactionId, 'cancel')).statusCode).toBe(303);
    expect(await boardOrders(world.first.owner.auth)).not.toContain(started.orderId);
    const stats = (await call('GET', '/api/restaurant/data/', world.first.owner.auth)).json();
    expect(stats.total_orders).toBe(0);
    expect(created(started.orderId)).toEqual([]);
    expect(await card(started.auth, started.orderId)).toMatchObject({
      number: `#${started.orderId}`,
      payment_method: 'online_payment',
      payment_state: 'awaiting_payment',
      total: 926,
      can_cancel: true,
      can_retry_payment: true,
      can_pay_cash: true,
    });
  });

  it('retry after a canceled payment pays the same order once, then it reaches both boards', async () => {
    const started = await startedPayment();
    await press(started.transactionId, 'cancel');
    const retry = await call('POST', `/api/orders/${started.orderId}/retry-payment/`, started.auth);
    expect(retry.statusCode).toBe(200);
    const second = transactionOf(retry.json().redirect_url);
    expect(second).not.toBe(started.transactionId);
    // A third try ends the second payment: only the newest one is open.
    const third = transactionOf(
      (await call('POST', `/api/orders/${started.orderId}/retry-payment/`, started.auth)).json().redirect_url,
    );
    expect((await press(third, 'pay')).headers.location).toBe('/order-history/?payment=success');
    const rows = await ctx.db
      .select()
      .from(payments)
      .where(eq(payments.orderId, started.orderId))
      .orderBy(payments.id);
    expect(rows.map((p) => [p.state, p.amount])).toEqual([
      ['cancelled', 926],
      ['cancelled', 926],
      ['paid', 926],
    ]);
    // The replaced payment paid afterwards (a page left open): late, kept aside, refunded in full.
    expect((await press(second, 'pay')).headers.location).toBe('/order-history/?payment=refund');
    const after = await paymentState(ctx.db, started.orderId);
    expect(after.payments.map((p) => p.state)).toEqual(['cancelled', 'late', 'paid']);
    expect(after.refunds).toMatchObject([
      { amount: 926, reason: 'The order was already paid by another payment.' },
    ]);
    // The sandbox gives it back as soon as it is owed.
    await expect
      .poll(async () => (await paymentState(ctx.db, started.orderId)).refunds[0]!.state)
      .toBe('refunded');
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, started.orderId));
    expect(order!.paidAt).not.toBeNull();
    expect(await boardOrders(world.first.owner.auth)).toContain(started.orderId);
    expect(await boardOrders(world.second.owner.auth)).toContain(started.orderId);
    await expect.poll(() => created(started.orderId).length).toBe(2);
    expect(await card(started.auth, started.orderId)).toMatchObject({
      payment_state: 'paid',
      can_retry_payment: false,
    });
    const again = await call('POST', `/api/orders/${started.orderId}/retry-payment/`, started.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'This order is not waiting for a payment.' });
  });

  it('switches to cash on delivery: on the boards at once; no second switch', async () => {
    const started = await startedPayment();
    const res = await call('POST', `/api/orders/${started.orderId}/pay-cash/`, started.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payment_method: 'cash_on_delivery',
      payment_state: 'cash_on_delivery',
      can_pay_cash: false,
    });
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, started.orderId));
    expect(payment!.state).toBe('cancelled');
    expect(await boardOrders(world.second.owner.auth)).toContain(started.orderId);
    await expect.poll(() => created(started.orderId).length).toBe(2);
    expect((await call('POST', `/api/orders/${started.orderId}/pay-cash/`, started.auth)).statusCode).toBe(
      409,
    );
    // Money for the payment it left is late: the order stays cash, the money is refunded.
    expect((await press(started.transactionId, 'pay')).headers.location).toBe(
      '/order-history/?payment=refund',
    );
    await expect
      .poll(async () => (await card(started.auth, started.orderId)).refunds[0]?.state)
      .toBe('refunded');
    expect(await card(started.auth, started.orderId)).toMatchObject({
      payment_state: 'cash_on_delivery',
      refunds: [
        {
          amount: 926,
          ticket: null,
          refunded_at: expect.any(String),
          reason: 'The payment arrived after the order was switched to cash on delivery.',
        },
      ],
    });
  });

  it('cancel puts the foods back in the cart and ends the payment; nobody else may', async () => {
    const started = await startedPayment();
    const stranger = await createShopper(ctx.db);
    expect((await call('POST', `/api/orders/${started.orderId}/cancel/`, stranger.auth)).statusCode).toBe(
      404,
    );
    expect(
      (await call('POST', `/api/orders/${started.orderId}/cancel/`, world.first.owner.auth)).statusCode,
    ).toBe(403);
    expect((await call('POST', `/api/orders/${started.orderId}/cancel/`, {})).statusCode).toBe(401);
    const res = await call('POST', `/api/orders/${started.orderId}/cancel/`, started.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      payment_state: 'not_paid',
      total: 0,
      placed_total: 926,
      can_cancel: false,
    });
    expect(
      res.json().tickets.map((t: { stage: string; cancel_reason: string }) => [t.stage, t.cancel_reason]),
    ).toEqual([
      ['canceled', 'Canceled by the customer'],
      ['canceled', 'Canceled by the customer'],
    ]);
    const cart = (await shopperCalls(ctx.app, started.auth).list()).json();
    expect(
      cart.items.map((i: { food_item_name: string; quantity: number }) => [i.food_item_name, i.quantity]),
    ).toEqual([
      ['Kacchi', 2],
      ['Burger', 1],
    ]);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, started.orderId));
    expect(payment!.state).toBe('cancelled');
    const twice = await call('POST', `/api/orders/${started.orderId}/cancel/`, started.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({ error: 'This order was canceled.' });
    expect(
      (await call('POST', `/api/orders/${started.orderId}/retry-payment/`, started.auth)).statusCode,
    ).toBe(409);
  });

  it('answers 404 for an unknown or another customer’s order and 400 for a malformed id', async () => {
    const started = await startedPayment();
    const stranger = await createShopper(ctx.db);
    expect(
      (await call('POST', `/api/orders/${started.orderId}/retry-payment/`, stranger.auth)).statusCode,
    ).toBe(404);
    expect((await call('POST', '/api/orders/99999999/pay-cash/', started.auth)).statusCode).toBe(404);
    expect((await call('GET', `/api/orders/${started.orderId}/`, stranger.auth)).statusCode).toBe(404);
    expect((await call('POST', '/api/orders/abc/cancel/', started.auth)).statusCode).toBe(400);
  });
});

describe('expiry of unpaid online orders', () => {
  it('cancels orders unpaid for longer than the timeout with "payment not completed", once', async () => {
    const old = await startedPayment();
    const fresh = await startedPayment();
    const cash = await createShopper(ctx.db);
    const cashCalls = shopperCalls(ctx.app, cash.auth);
    await cashCalls.add(world.borhani.slug);
    const cashOrder = (
      await cashCalls.checkout({ address: 'Banani', payment_method: 'cash_on_delivery' })
    ).json();
    const ago = sql`now() - interval '31 minutes'`;
    for (const id of [old.orderId, cashOrder.id])
      await ctx.db.update(orders).set({ createdAt: ago }).where(eq(orders.id, id));
    const deps = announceDeps(ctx);
    const counts = await Promise.all([expireUnpaidOrders(deps, 30), expireUnpaidOrders(deps, 30)]);
    expect(counts.reduce((a, b) => a + b, 0)).toBeGreaterThanOrEqual(1);
    const stages = async (orderId: number) =>
      (await ctx.db.select().from(tickets).where(eq(tickets.orderId, orderId))).map((t) => [
        t.stage,
        t.cancelReason,
      ]);
    expect(await stages(old.orderId)).toEqual([
      ['canceled', 'payment not completed'],
      ['canceled', 'payment not completed'],
    ]);
    expect(await stages(fresh.orderId)).toEqual([
      ['new', ''],
      ['new', ''],
    ]);
    expect(await stages(cashOrder.id)).toEqual([['new', '']]);
    const [payment] = await ctx.db.select().from(payments).where(eq(payments.orderId, old.orderId));
    expect(payment!.state).toBe('expired');
    expect(await expireUnpaidOrders(deps, 30)).toBe(0);
    expect((await card(old.auth, old.orderId)).payment_state).toBe('not_paid');
    await deps.background.settle();
  });
});

describe('customer cancel once a restaurant has accepted', () => {
  it('is refused with 409 and changes nothing', async () => {
    const shopper = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, shopper.auth);
    await calls.add(world.kacchi.slug);
    await calls.add(world.burger.slug);
    const order = (await calls.checkout({ address: 'Gulshan 1', payment_method: 'cash_on_delivery' })).json();
    const [first] = await ticketsOf(ctx.db, order.id);
    await moveTicket(ctx.app, world.first.owner.auth, first!.id, { stage: 'accepted', prep_minutes: 20 });
    const res = await call('POST', `/api/orders/${order.id}/cancel/`, shopper.auth);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'The restaurant has already accepted your order; it can no longer be canceled here.',
    });
    const cart = await ctx.db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, shopper.user.id));
    expect(cart[0]!.n).toBe(0);
  });
});
