import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, refunds } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';
import { expireUnpaidOrders } from './expiry.ts';
import { paymentState } from './testing.ts';
import { gatewayDeps, testRefundSender } from './testing/gateway-deps.ts';
import type { FakeSslcommerz } from './testing/fake-sslcommerz.ts';
import { type SslcommerzTestContext, sslcommerzTestContext } from './testing/sslcommerz-context.ts';

let paying: SslcommerzTestContext;
let gateway: FakeSslcommerz;
let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  paying = await sslcommerzTestContext();
  ({ ctx, gateway } = paying);
  world = await orderingWorld(ctx.db);
  // An order of two tickets first, so that no later order's id is its ticket's id.
  const early = await createShopper(ctx.db);
  await shopperCalls(ctx.app, early.auth).add(world.kacchi.slug);
  await shopperCalls(ctx.app, early.auth).add(world.burger.slug);
  await shopperCalls(ctx.app, early.auth).checkout({ address: 'Uttara', payment_method: 'cash_on_delivery' });
});
afterAll(() => paying.close());

type Headers = Record<string, string>;
const post = (url: string, headers: Headers, payload?: object) =>
  ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const ipn = (fields: Record<string, string>) => paying.ipn(fields);
const card = async (auth: Headers, orderId: number) =>
  (await ctx.app.inject({ method: 'GET', url: `/api/orders/${orderId}/`, headers: auth })).json();
/** The newest payment's transaction id of an order. */
const newestTransaction = async (orderId: number) =>
  (await paymentState(ctx.db, orderId)).payments.at(-1)!.transactionId;

/** A shopper who started paying online for 2 kacchi (TK 500 + fee TK 60 = TK 560). */
async function started() {
  const shopper = await createShopper(ctx.db);
  await shopperCalls(ctx.app, shopper.auth).add(world.kacchi.slug, { quantity: 2 });
  const res = await shopperCalls(ctx.app, shopper.auth).pay(shopper.user.id, { address: 'Mirpur 10' });
  expect(res.statusCode).toBe(200);
  const [order] = await ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
  return { ...shopper, orderId: order!.id, transactionId: await newestTransaction(order!.id) };
}

/** The order's money is exact: what arrived = what the order keeps + what is owed back (not void). */
async function expectMoneyAddsUp(auth: Headers, orderId: number) {
  const state = await paymentState(ctx.db, orderId);
  const arrived = state.payments.filter((p) => p.state === 'paid' || p.state === 'late');
  const owed = state.refunds.filter((r) => r.state !== 'void');
  const kept = state.paidAt ? (await card(auth, orderId)).total : 0;
  const sum = (xs: number[]) => xs.reduce((a, b) => a + Math.round(b * 100), 0);
  expect(sum(arrived.map((p) => p.amount))).toBe(sum(owed.map((r) => r.amount)) + Math.round(kept * 100));
  expect(state.payments.filter((p) => p.state === 'paid').length).toBeLessThanOrEqual(1);
}

describe('money for an order that no longer takes it is kept aside and refunded, never accepted', () => {
  it('the order was canceled, then the signed IPN arrives: late, refunded through the refund API', async () => {
    const shopper = await started();
    expect((await post(`/api/orders/${shopper.orderId}/cancel/`, shopper.auth)).statusCode).toBe(200);
    const res = await ipn(gateway.complete(shopper.transactionId));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'refund' });
    const state = await paymentState(ctx.db, shopper.orderId);
    expect(state.paidAt).toBeNull();
    expect(state.payments.map((p) => p.state)).toEqual(['late']);
    expect(state.statuses).toEqual(['Canceled']);
    expect(await card(shopper.auth, shopper.orderId)).toMatchObject({
      payment_state: 'not_paid',
      refunds: [
        {
          amount: 560,
          ticket: null,
          reason: 'The payment arrived after the order was canceled.',
        },
      ],
    });
    // Sent to SSLCommerz's refund API as soon as it is owed, under its own refund id.
    await expect
      .poll(async () => (await paymentState(ctx.db, shopper.orderId)).refunds[0]!.state)
      .toBe('sent');
    const [refund] = (await paymentState(ctx.db, shopper.orderId)).refunds;
    const asked = gateway.refunds.get(refund!.gatewayRef!)!;
    expect(asked).toMatchObject({
      refund_trans_id: refund!.transactionId,
      refund_amount: '560.00',
      bank_tran_id: (state.payments[0]!.gatewayPayload as { bank_tran_id: string }).bank_tran_id,
    });
    // The bank finishes it; the next round hears so.
    gateway.finishRefund(refund!.gatewayRef!);
    await testRefundSender(ctx).run();
    const done = (await paymentState(ctx.db, shopper.orderId)).refunds[0]!;
    expect(done).toMatchObject({ state: 'refunded', refundedBy: null });
    expect(done.refundedAt).toBeInstanceOf(Date);
    // The IPN again changes nothing.
    expect((await ipn(gateway.complete(shopper.transactionId))).json()).toEqual({ status: 'refund' });
    expect((await paymentState(ctx.db, shopper.orderId)).refunds).toHaveLength(1);
    await expectMoneyAddsUp(shopper.auth, shopper.orderId);
  });

  it('the expiry sweep canceled the order, then the payment arrives: late, refunded', async () => {
    const shopper = await started();
    await ctx.db
      .update(orders)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(orders.id, shopper.orderId));
    const deps = gatewayDeps(ctx);
    expect(await expireUnpaidOrders(deps, 30)).toBe(1);
    expect((await ipn(gateway.complete(shopper.transactionId))).json()).toEqual({ status: 'refund' });
    const state = await paymentState(ctx.db, shopper.orderId);
    expect(state.payments.map((p) => p.state)).toEqual(['late']);
    expect(state.refunds).toMatchObject([
      { amount: 560, reason: 'The payment arrived after its time ran out.' },
    ]);
    await expectMoneyAddsUp(shopper.auth, shopper.orderId);
    await deps.background.settle();
  });

  it('after a retry, both payments paid: one is the order’s, the other is refunded (no double charge)', async () => {
    const shopper = await started();
    const retry = await post(`/api/orders/${shopper.orderId}/retry-payment/`, shopper.auth);
    expect(retry.statusCode).toBe(200);
    const second = await newestTransaction(shopper.orderId);
    const answers = await Promise.all([
      ipn(gateway.complete(shopper.transactionId)),
      ipn(gateway.complete(second)),
    ]);
    expect(answers.map((a) => a.json().status).sort()).toEqual(['paid', 'refund']);
    const state = await paymentState(ctx.db, shopper.orderId);
    expect(state.payments.map((p) => p.state)).toEqual(['late', 'paid']);
    expect(state.paidAt).toBeInstanceOf(Date);
    expect(state.refunds).toMatchObject([{ amount: 560, paymentId: state.payments[0]!.id }]);
    await expectMoneyAddsUp(shopper.auth, shopper.orderId);
  });

  it('after pay-cash, the online payment arrives: the order stays cash and unpaid, the money is refunded', async () => {
    const shopper = await started();
    expect((await post(`/api/orders/${shopper.orderId}/pay-cash/`, shopper.auth)).statusCode).toBe(200);
    expect((await ipn(gateway.complete(shopper.transactionId))).json()).toEqual({ status: 'refund' });
    expect(await card(shopper.auth, shopper.orderId)).toMatchObject({
      payment_method: 'cash_on_delivery',
      payment_state: 'cash_on_delivery',
      refunds: [
        { amount: 560, reason: 'The payment arrived after the order was switched to cash on delivery.' },
      ],
    });
    expect((await paymentState(ctx.db, shopper.orderId)).paidAt).toBeNull();
    await expectMoneyAddsUp(shopper.auth, shopper.orderId);
  });

  it('a signed FAILED notification whose signature leaves out the status changes nothing', async () => {
    const shopper = await started();
    const keys = ['tran_id', 'amount', 'currency'];
    const res = await ipn(
      gateway.sign(
        { tran_id: shopper.transactionId, status: 'FAILED', amount: '560.00', currency: 'BDT' },
        keys,
      ),
    );
    expect(res.statusCode).toBe(400);
    expect((await paymentState(ctx.db, shopper.orderId)).payments[0]!.state).toBe('initiated');
  });
});

describe('refunds the gateway refuses', () => {
  it('turn failed with its reason; an admin sends them again, or marks them refunded by hand', async () => {
    const admin = await createUser(ctx.db, { role: 'admin' });
    const shopper = await started();
    gateway.refuseRefunds('Refund amount exceeds the available balance');
    try {
      await post(`/api/orders/${shopper.orderId}/cancel/`, shopper.auth);
      await ipn(gateway.complete(shopper.transactionId));
      await expect
        .poll(async () => (await paymentState(ctx.db, shopper.orderId)).refunds[0]!.state)
        .toBe('failed');
    } finally {
      gateway.refuseRefunds(null);
    }
    const [refund] = (await paymentState(ctx.db, shopper.orderId)).refunds;
    expect(refund!.note).toContain('Refund amount exceeds the available balance');
    const list = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/refunds/?state=failed',
      headers: admin.auth,
    });
    expect(list.json().results).toContainEqual(
      expect.objectContaining({
        id: refund!.id,
        order: shopper.orderId,
        amount: 560,
        provider: 'sslcommerz',
      }),
    );
    const retried = await post(`/api/admin/refunds/${refund!.id}/retry/`, admin.auth);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().state).toBe('due');
    await testRefundSender(ctx).run();
    expect((await paymentState(ctx.db, shopper.orderId)).refunds[0]!.state).toBe('sent');
    const marked = await post(`/api/admin/refunds/${refund!.id}/refunded/`, admin.auth, {
      note: 'Paid back by bKash, ref 8N7A6D',
    });
    expect(marked.statusCode).toBe(200);
    expect(marked.json()).toMatchObject({
      state: 'refunded',
      refunded_by_admin: true,
      note: 'Paid back by bKash, ref 8N7A6D',
    });
    const again = await post(`/api/admin/refunds/${refund!.id}/retry/`, admin.auth);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'Only a failed refund can be sent again.' });
    const [row] = await ctx.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(row!.refundedBy).toBe(admin.user.id);
  });
});
