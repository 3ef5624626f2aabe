import { eq, inArray } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { orders, refunds, tickets } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { orderingWorld } from '../../test/shopping.ts';
import { sumTaka } from '../../lib/money.ts';
import { lineTotal } from '../../lib/money.ts';
import { paymentStateOf } from '../orders/tickets/ticket-rows.ts';
import { moneyCommands } from './model/commands.ts';
import { expectMoneyRules } from './model/invariants.ts';
import { type Model, moneySystem, type MoneySystem } from './model/system.ts';
import { sslcommerzTestContext } from './testing/sslcommerz-context.ts';

/**
 * Random sequences (and two-at-a-time races) of everything that moves an order's money — checkout, the
 * gateway's money and its news (notification, browser, replayed, late), giving up, canceling, retrying,
 * paying cash instead, the expiry sweep, restaurants' and support's moves, refunds sent — checked after
 * every step: the money rules in the database, each order's card against the rows, each cart against the
 * model. MONEY_MODEL_RUNS sets how many sequences run (a few in `npm test`; many more by hand).
 */
const RUNS = Number(process.env.MONEY_MODEL_RUNS ?? 6);
const MAX_COMMANDS = 20;
const TIMEOUT_MS = Math.max(60_000, RUNS * 15_000);

/** What the customer's card says of the order is what the rows hold. */
async function expectCardsMatchRows(system: MoneySystem, model: Model) {
  const { db, app } = system.ctx;
  for (const order of model.orders) {
    const refundsNow = () =>
      db.select().from(refunds).where(eq(refunds.orderId, order.id)).orderBy(refunds.id);
    const before = await refundsNow();
    const res = await app.inject({
      method: 'GET',
      url: `/api/orders/${order.id}/`,
      headers: order.shopper.auth,
    });
    expect(res.statusCode).toBe(200);
    const card = res.json();
    const [row] = await db.select().from(orders).where(eq(orders.id, order.id));
    const ticketRows = await db
      .select()
      .from(tickets)
      .where(eq(tickets.orderId, order.id))
      .orderBy(tickets.seq);
    const live = ticketRows.filter((t) => t.stage !== 'canceled');
    expect(card.payment_state).toBe(paymentStateOf(row!.paymentMethod, row!.paidAt, live.length === 0));
    expect(card.tickets.map((t: { id: number; stage: string }) => [t.id, t.stage])).toEqual(
      ticketRows.map((t) => [t.id, t.stage]),
    );
    const liveIds = new Set(live.map((t) => t.id));
    expect(card.total).toBe(
      sumTaka(
        card.tickets
          .filter((t: { id: number }) => liveIds.has(t.id))
          .map((t: { items: { item_price: number; quantity: number }[]; delivery_fee: number }) =>
            sumTaka([...t.items.map((i) => lineTotal(i.item_price, i.quantity)), t.delivery_fee]),
          ),
      ),
    );
    // The app's own refund sender may move a refund on (due → sending → sent → refunded, or failed) while
    // the card is read: the card shows it where the rows had it before, after, or in between.
    const after = await refundsNow();
    const shown = card.refunds as { id: number; amount: number; state: string }[];
    const owed = after.filter((r) => r.state !== 'void');
    expect(shown.map((r) => [r.id, r.amount])).toEqual(owed.map((r) => [r.id, r.amount]));
    const rank = (state: string | undefined) =>
      ['due', 'sending', 'sent', 'refunded'].indexOf(state === 'failed' ? 'sent' : state!);
    for (const [i, refund] of shown.entries()) {
      const then = before.find((r) => r.id === refund.id)?.state ?? 'due';
      expect(rank(refund.state), `refund ${refund.id}`).toBeGreaterThanOrEqual(rank(then));
      expect(rank(refund.state), `refund ${refund.id}`).toBeLessThanOrEqual(rank(owed[i]!.state));
    }
  }
}

/** Each shopper's cart holds what the model says: what they added, less what orders took, plus what canceling gave back. */
async function expectCartsMatchModel(system: MoneySystem, model: Model) {
  for (const shopper of model.shoppers) {
    const res = await system.ctx.app.inject({ method: 'GET', url: '/api/cart/list/', headers: shopper.auth });
    const held = new Map<number, number>(
      res.json().items.map((i: { food_item: number; quantity: number }) => [i.food_item, i.quantity]),
    );
    const expected = new Map([...shopper.cart].filter(([, quantity]) => quantity !== 0));
    expect(held).toEqual(expected);
  }
}

async function afterEachStep(model: Model, system: MoneySystem) {
  await expectMoneyRules(system.ctx.db);
  await expectCardsMatchRows(system, model);
  await expectCartsMatchModel(system, model);
}

/** Two shoppers with an online order each and something in their carts again. */
async function startingModel(system: MoneySystem): Promise<Model> {
  const model: Model = { shoppers: [await system.newShopper(), await system.newShopper()], orders: [] };
  for (const [i, shopper] of model.shoppers.entries()) {
    (await system.add(shopper, i, 2))();
    (await system.add(shopper, 2, 1))();
    (await system.checkout(model, shopper, true))();
    (await system.add(shopper, i + 1, 1))();
  }
  return model;
}

for (const provider of ['sandbox', 'sslcommerz'] as const) {
  describe(`money under every interleaving (${provider})`, () => {
    let close: () => Promise<void> = async () => {};
    afterAll(() => close());

    it(
      `keeps every money rule through ${RUNS} random sequences of up to ${MAX_COMMANDS} steps and races`,
      async () => {
        let ctx: TestContext;
        let paying = null;
        if (provider === 'sslcommerz') {
          paying = await sslcommerzTestContext();
          ctx = paying.ctx;
          close = paying.close;
        } else {
          ctx = await createTestContext();
          close = () => ctx.close();
        }
        const world = await orderingWorld(ctx.db);
        const system = moneySystem(ctx, world, paying);
        await fc.assert(
          fc.asyncProperty(moneyCommands(afterEachStep, MAX_COMMANDS), async (commands) => {
            const model = await startingModel(system);
            await fc.asyncModelRun(() => ({ model, real: system }), commands);
            // Every refund owed is sent in the end (the app's own sender may be sending some just now).
            const ids = model.orders.map((o) => o.id);
            await expect
              .poll(async () => {
                await system.refundRound();
                const owed = await ctx.db.select().from(refunds).where(inArray(refunds.orderId, ids));
                return owed.filter((r) => r.state === 'due' || r.state === 'sending').length;
              })
              .toBe(0);
          }),
          { numRuns: RUNS, endOnFailure: true },
        );
      },
      TIMEOUT_MS,
    );
  });
}
