import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, payments } from '../../../db/schema/index.ts';
import type { TestContext } from '../../../test/context.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../../test/shopping.ts';
import type { FakeSslcommerz } from '../testing/fake-sslcommerz.ts';
import {
  type SslcommerzTestContext,
  sslcommerzTestContext,
  TEST_STORE,
} from '../testing/sslcommerz-context.ts';
import { paymentState } from '../testing.ts';

const PUBLIC_URL = 'https://shop.example';
const STORE = TEST_STORE;
let paying: SslcommerzTestContext;
let gateway: FakeSslcommerz;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  paying = await sslcommerzTestContext({ PUBLIC_URL });
  ({ ctx, gateway } = paying);
  world = await orderingWorld(ctx.db);
});
afterAll(() => paying.close());

const body = {
  total_amount: 1,
  address: 'Flat 4B, House 12, Road 27, Banani',
  payment_method: 'online_payment',
};
const ipn = (fields: Record<string, string>) => paying.ipn(fields);
const browserReturn = (name: string, fields: Record<string, string>) => paying.browserReturn(name, fields);

/** A shopper with 2 kacchi and 3 borhani (TK 680.75 + fee TK 60 = TK 740.75) who started paying online. */
async function startedPayment() {
  const customer = await createShopper(ctx.db);
  const calls = shopperCalls(ctx.app, customer.auth);
  await calls.add(world.kacchi.slug, { quantity: 2 });
  await calls.add(world.borhani.slug, { quantity: 3 });
  const res = await calls.pay(customer.user.id, body);
  const [payment] = await ctx.db
    .select()
    .from(payments)
    .innerJoin(orders, eq(orders.id, payments.orderId))
    .where(eq(orders.userId, customer.user.id));
  return {
    ...customer,
    calls,
    res,
    transactionId: payment?.payments.transactionId ?? '',
    orderId: payment?.orders.id ?? 0,
  };
}

describe('session init', () => {
  it("opens an SSLCommerz session for the server's total and answers its GatewayPageURL", async () => {
    const started = await startedPayment();
    expect(started.res.statusCode).toBe(200);
    const session = gateway.sessions.get(started.transactionId)!;
    expect(started.res.json()).toEqual({
      redirect_url: expect.stringMatching(new RegExp(`^${gateway.baseUrl}/gateway/`)),
    });
    expect(session).toMatchObject({
      store_id: STORE.storeId,
      store_passwd: STORE.storePassword,
      total_amount: '740.75',
      currency: 'BDT',
      tran_id: started.transactionId,
      success_url: `${PUBLIC_URL}/api/payment/sslcommerz/success/`,
      fail_url: `${PUBLIC_URL}/api/payment/sslcommerz/fail/`,
      cancel_url: `${PUBLIC_URL}/api/payment/sslcommerz/cancel/`,
      ipn_url: `${PUBLIC_URL}/api/payment/sslcommerz/ipn/`,
      cus_name: 'Rahima Akter',
      cus_email: started.user.email,
      cus_phone: '+8801712345678',
      cus_add1: 'Flat 4B, House 12, Road 27, Banani',
      shipping_method: 'NO',
      product_name: `Bhoj order #${started.orderId}`,
    });
    const state = await paymentState(ctx.db, started.orderId);
    expect(state.payments[0]).toMatchObject({ provider: 'sslcommerz', amount: 740.75, state: 'initiated' });
  });

  it('makes no order and keeps the cart when the gateway refuses the session: 502', async () => {
    gateway.refuseSessions();
    try {
      const started = await startedPayment();
      expect(started.res.statusCode).toBe(502);
      expect(started.res.json()).toEqual({
        error:
          'The payment gateway did not answer. Nothing was charged and your cart is unchanged. Try again.',
      });
      expect(started.orderId).toBe(0);
      expect((await started.calls.list()).json().items).toHaveLength(2);
    } finally {
      gateway.refuseSessions(false);
    }
  });
});

describe('IPN', () => {
  it('refuses a forged signature and changes nothing', async () => {
    const { transactionId, orderId } = await startedPayment();
    const forged = { ...gateway.complete(transactionId), verify_sign: '0'.repeat(32) };
    const res = await ipn(forged);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid signature.' });
    // A genuinely signed form with its amount changed afterwards.
    const tampered = { ...gateway.complete(transactionId), amount: '1.00' };
    expect((await ipn(tampered)).statusCode).toBe(400);
    expect(await paymentState(ctx.db, orderId)).toMatchObject({
      paidAt: null,
      statuses: ['Pending', 'Pending'],
    });
    expect((await paymentState(ctx.db, orderId)).payments[0]!.state).toBe('initiated');
  });

  it('refuses a payment the gateway reports for another amount or currency', async () => {
    const { transactionId, orderId } = await startedPayment();
    for (const overrides of [{ amount: '1.00' }, { amount: '740.74' }, { currency: 'USD' }]) {
      const res = await ipn(gateway.complete(transactionId, overrides));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'The gateway did not confirm this payment.' });
    }
    expect((await paymentState(ctx.db, orderId)).payments[0]!.state).toBe('initiated');
  });

  it('refuses a signed IPN whose val_id the validation API does not know', async () => {
    const { transactionId, orderId } = await startedPayment();
    const signed = gateway.sign({ ...gateway.complete(transactionId), val_id: 'made-up' });
    expect((await ipn(signed)).statusCode).toBe(400);
    expect((await paymentState(ctx.db, orderId)).paidAt).toBeNull();
  });

  it('marks a valid payment paid once, whatever is replayed or raced afterwards', async () => {
    const { transactionId, orderId } = await startedPayment();
    const paidForm = gateway.complete(transactionId);
    const res = await ipn(paidForm);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'paid' });
    const paid = await paymentState(ctx.db, orderId);
    expect(paid.payments).toHaveLength(1);
    expect(paid.payments[0]).toMatchObject({ state: 'paid', gatewayRef: paidForm.val_id });
    expect(paid.paidAt).toBeInstanceOf(Date);
    expect(paid.statuses).toEqual(['Paid', 'Paid']);

    const replays = await Promise.all([ipn(paidForm), ipn(paidForm), browserReturn('success', paidForm)]);
    expect(replays[0]!.json()).toEqual({ status: 'already-paid' });
    expect(replays[2]!.statusCode).toBe(303);
    expect(replays[2]!.headers.location).toBe('/order-history/?payment=success');
    expect(await paymentState(ctx.db, orderId)).toEqual(paid);
    const [{ n }] = (await ctx.db.select({ n: count() }).from(orders).where(eq(orders.id, orderId))) as [
      { n: number },
    ];
    expect(n).toBe(1);
  });

  it('makes one payment paid when the IPN and the browser return race', async () => {
    const { transactionId, orderId } = await startedPayment();
    const paidForm = gateway.complete(transactionId);
    const [hook, back] = await Promise.all([ipn(paidForm), browserReturn('success', paidForm)]);
    expect(hook.statusCode).toBe(200);
    expect(back.headers.location).toBe('/order-history/?payment=success');
    const state = await paymentState(ctx.db, orderId);
    expect(state.payments.map((p) => p.state)).toEqual(['paid']);
    expect(state.statuses).toEqual(['Paid', 'Paid']);
  });

  it('records a signed FAILED notification; the order stays unpaid', async () => {
    const { transactionId, orderId } = await startedPayment();
    const res = await ipn(gateway.sign({ tran_id: transactionId, status: 'FAILED', amount: '740.75' }));
    expect(res.json()).toEqual({ status: 'recorded' });
    expect((await paymentState(ctx.db, orderId)).payments[0]!.state).toBe('failed');
  });

  it('answers 404 for a signed notification of an unknown transaction', async () => {
    expect((await ipn(gateway.sign({ tran_id: 'nope', status: 'VALID', val_id: 'x' }))).statusCode).toBe(404);
  });
});

describe('browser returns', () => {
  it('success validates with the gateway (the form is not trusted) before marking paid', async () => {
    const { transactionId, orderId } = await startedPayment();
    const forged = await browserReturn('success', {
      tran_id: transactionId,
      val_id: 'forged',
      status: 'VALID',
    });
    expect(forged.statusCode).toBe(303);
    expect(forged.headers.location).toBe('/checkout/?payment=failed');
    expect((await paymentState(ctx.db, orderId)).paidAt).toBeNull();

    const res = await browserReturn('success', gateway.complete(transactionId));
    expect(res.headers.location).toBe('/order-history/?payment=success');
    expect(await paymentState(ctx.db, orderId)).toMatchObject({ statuses: ['Paid', 'Paid'] });
  });

  it('fail and cancel returns change nothing by themselves: the transaction query decides', async () => {
    for (const [name, state, status] of [
      ['fail', 'failed', 'FAILED'],
      ['cancel', 'cancelled', 'CANCELLED'],
    ] as const) {
      const { transactionId, orderId } = await startedPayment();
      // Anyone who knows the transaction id can post the return: the gateway knows of no end yet.
      const forged = await browserReturn(name, { tran_id: transactionId, status });
      expect(forged.statusCode).toBe(303);
      expect(forged.headers.location).toBe(`/checkout/?payment=${state}`);
      expect((await paymentState(ctx.db, orderId)).payments[0]!.state).toBe('initiated');
      // The customer really ends it on the gateway's page: now the return ends the payment.
      gateway.end(transactionId, status);
      const res = await browserReturn(name, { tran_id: transactionId, status });
      expect(res.headers.location).toBe(`/checkout/?payment=${state}`);
      const after = await paymentState(ctx.db, orderId);
      expect(after).toMatchObject({ paidAt: null, statuses: ['Pending', 'Pending'] });
      expect(after.payments[0]!.state).toBe(state);
      // Money the gateway vouches for afterwards is not the order's: it is kept aside and refunded.
      expect((await ipn(gateway.complete(transactionId))).json()).toEqual({ status: 'refund' });
      expect((await browserReturn(name, { tran_id: transactionId })).headers.location).toBe(
        '/order-history/?payment=refund',
      );
      const late = await paymentState(ctx.db, orderId);
      expect(late).toMatchObject({ paidAt: null, statuses: ['Pending', 'Pending'] });
      expect(late.payments[0]!.state).toBe('late');
    }
  });

  it('a fail return for a payment the gateway took records the money', async () => {
    const { transactionId, orderId } = await startedPayment();
    gateway.complete(transactionId);
    const res = await browserReturn('fail', { tran_id: transactionId, status: 'FAILED' });
    expect(res.headers.location).toBe('/order-history/?payment=success');
    expect(await paymentState(ctx.db, orderId)).toMatchObject({ statuses: ['Paid', 'Paid'] });
  });
});
