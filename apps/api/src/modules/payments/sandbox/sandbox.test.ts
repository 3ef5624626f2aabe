import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser } from '../../../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../../test/shopping.ts';
import { paymentState } from '../testing.ts';

const PUBLIC_URL = 'https://bhoj.example';
const PAGE = `${PUBLIC_URL}/api/payment/sandbox/`;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL });
  world = await orderingWorld(ctx.db);
});
afterAll(() => ctx.close());

const body = { total_amount: 1, address: 'Uttara Sector 7', payment_method: 'online_payment' };

/** A shopper with 2 kacchi and 1 burger (TK 820.50 + fees TK 105.50 = TK 926) who started paying online. */
async function startedPayment(headers: Record<string, string> = {}) {
  const customer = await createShopper(ctx.db);
  const calls = shopperCalls(ctx.app, customer.auth);
  await calls.add(world.kacchi.slug, { quantity: 2 });
  await calls.add(world.burger.slug);
  const res = await calls.pay(customer.user.id, body, headers);
  const redirect: string = res.json().redirect_url;
  const transactionId = decodeURIComponent(redirect.slice(PAGE.length, -1));
  const [payment] = await ctx.db.select().from(payments).where(eq(payments.transactionId, transactionId));
  return { ...customer, calls, res, redirect, transactionId, orderId: payment?.orderId ?? 0 };
}
const press = (transactionId: string, action: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/payment/sandbox/${transactionId}/${action}/`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: '',
  });
const page = (transactionId: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/payment/sandbox/${transactionId}/` });

describe('POST payment/{userId}/ (sandbox)', () => {
  it("places the unpaid order at the server's total and answers the sandbox page", async () => {
    const started = await startedPayment();
    expect(started.res.statusCode).toBe(200);
    expect(started.res.json()).toEqual({
      redirect_url: expect.stringMatching(
        /^https:\/\/bhoj\.example\/api\/payment\/sandbox\/\d+-[0-9a-f]{18}\/$/,
      ),
    });
    const [order] = await ctx.db.select().from(orders).where(eq(orders.id, started.orderId));
    expect(order).toMatchObject({
      userId: started.user.id,
      paymentMethod: 'online_payment',
      address: 'Uttara Sector 7',
      subtotal: 820.5,
      deliveryFee: 105.5,
      total: 926,
      paidAt: null,
    });
    const state = await paymentState(ctx.db, started.orderId);
    expect(state.payments).toHaveLength(1);
    expect(state.payments[0]).toMatchObject({
      provider: 'sandbox',
      transactionId: started.transactionId,
      amount: 926,
      currency: 'BDT',
      state: 'initiated',
      gatewayRef: null,
    });
    expect(state.statuses).toEqual(['Pending', 'Pending']);
    expect((await started.calls.list()).json().items).toEqual([]);
    const [line] = (await started.calls.orderLines()).json();
    expect(line).toMatchObject({
      order: started.orderId,
      status: 'Pending',
      payment_method: 'online_payment',
    });
  });

  it('serves the payment page: amount in TK, the order and three buttons', async () => {
    const { transactionId, orderId } = await startedPayment();
    const res = await page(transactionId);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('TK 926.00');
    expect(res.body).toContain(`#${orderId}`);
    expect(res.body).toContain('Sandbox payment page: it takes no money.');
    for (const action of ['pay', 'fail', 'cancel']) {
      expect(res.body).toContain(`action="/api/payment/sandbox/${transactionId}/${action}/"`);
    }
  });

  it('Pay marks the payment, the order and its lines paid, once: 303 to the order history', async () => {
    const { transactionId, orderId } = await startedPayment();
    const res = await press(transactionId, 'pay');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/order-history/?payment=success');
    const paid = await paymentState(ctx.db, orderId);
    expect(paid.payments[0]).toMatchObject({ state: 'paid', gatewayRef: `sandbox:${transactionId}` });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.statuses).toEqual(['Paid', 'Paid']);
    // Pressed again (a replayed callback) and raced with Fail: nothing changes.
    const again = await Promise.all([press(transactionId, 'pay'), press(transactionId, 'fail')]);
    expect(again.map((r) => r.headers.location)).toEqual(Array(2).fill('/order-history/?payment=success'));
    expect(await paymentState(ctx.db, orderId)).toEqual(paid);
    expect((await page(transactionId)).body).toContain('This payment is complete.');
  });

  it('Fail and Cancel leave the order unpaid and Pending: 303 back to checkout', async () => {
    for (const [action, state] of [
      ['fail', 'failed'],
      ['cancel', 'cancelled'],
    ] as const) {
      const { transactionId, orderId } = await startedPayment();
      const res = await press(transactionId, action);
      expect(res.statusCode).toBe(303);
      expect(res.headers.location).toBe(`/checkout/?payment=${state}`);
      const after = await paymentState(ctx.db, orderId);
      expect(after).toMatchObject({ paidAt: null, statuses: ['Pending', 'Pending'] });
      expect(after.payments[0]!.state).toBe(state);
      // Paid anyway (a page left open): the money is late, kept aside and refunded; the order stays unpaid.
      expect((await press(transactionId, 'pay')).headers.location).toBe('/order-history/?payment=refund');
      const late = await paymentState(ctx.db, orderId);
      expect(late).toMatchObject({ paidAt: null, statuses: ['Pending', 'Pending'] });
      expect(late.payments[0]!.state).toBe('late');
      expect(late.refunds).toMatchObject([{ amount: late.payments[0]!.amount, ticketId: null }]);
    }
  });

  it('answers 404 for an unknown transaction', async () => {
    const res = await page('no-such-payment');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('This payment does not exist.');
    const pressed = await press('no-such-payment', 'pay');
    expect(pressed.statusCode).toBe(404);
    expect(pressed.json()).toEqual({ detail: 'Not found.' });
  });

  it('answers the same payment for a repeated Idempotency-Key, then where it stands', async () => {
    const key = { 'idempotency-key': 'pay-attempt-1' };
    const started = await startedPayment(key);
    await started.calls.add(world.borhani.slug);
    const again = await started.calls.pay(started.user.id, body, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ redirect_url: started.redirect });
    await press(started.transactionId, 'pay');
    expect((await started.calls.pay(started.user.id, body, key)).json()).toEqual({
      redirect_url: `${PUBLIC_URL}/order-history/?payment=success`,
    });
    const [{ n }] = (await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, started.user.id))) as [{ n: number }];
    expect(n).toBe(1);
    expect((await paymentState(ctx.db, started.orderId)).payments).toHaveLength(1);
    expect((await started.calls.list()).json().items).toHaveLength(1);
  });

  it('answers 409 when the key already made a cash order', async () => {
    const customer = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, customer.auth);
    await calls.add(world.kacchi.slug);
    const key = { 'idempotency-key': 'shared-key' };
    await calls.checkout({ address: 'Banani', payment_method: 'cash_on_delivery' }, key);
    const res = await calls.pay(customer.user.id, body, key);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: 'This Idempotency-Key was already used for another kind of order.' });
  });

  it('checks the cart and profile like POST orders/, and the body fields', async () => {
    const incomplete = await createShopper(ctx.db, { phoneNumber: null });
    const calls = shopperCalls(ctx.app, incomplete.auth);
    await calls.add(world.kacchi.slug);
    expect((await calls.pay(incomplete.user.id, body)).json()).toEqual({
      error: 'first name, last name and phone number is required',
    });
    const empty = await createShopper(ctx.db);
    expect((await shopperCalls(ctx.app, empty.auth).pay(empty.user.id, body)).json()).toEqual({
      error: 'Your cart is empty',
    });
    const fields = shopperCalls(ctx.app, empty.auth);
    expect((await fields.pay(empty.user.id, { total_amount: 5 })).json()).toEqual({
      address: ['Address is required.'],
    });
    expect((await fields.pay(empty.user.id, { ...body, payment_method: 'cash_on_delivery' })).json()).toEqual(
      {
        payment_method: ['payment_method must be online_payment here.'],
      },
    );
  });

  it("refuses another customer's id (403, whatever the body), owners and admins (403), visitors (401)", async () => {
    const customer = await createShopper(ctx.db);
    const other = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, customer.auth);
    await calls.add(world.kacchi.slug);
    for (const payload of [body, {}]) {
      const res = await calls.pay(other.user.id, payload);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await calls.pay('abc' as unknown as number, body)).statusCode).toBe(403);
    for (const role of ['restaurant_owner', 'admin'] as const) {
      const staff = await createUser(ctx.db, { role });
      expect((await shopperCalls(ctx.app, staff.auth).pay(staff.user.id, body)).statusCode).toBe(403);
    }
    const anonymous = await ctx.app.inject({
      method: 'POST',
      url: `/api/payment/${customer.user.id}/`,
      payload: body,
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await calls.list()).json().items).toHaveLength(1);
  });
});
