import type { CustomerOrderLine, OrderCard } from '@bhoj/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';
import { moveTicket, ticketsOf } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await orderingWorld(ctx.db);
});
afterAll(() => ctx.close());

const history = (auth: Record<string, string>, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/orders/history/${query}`, headers: auth });

/** The lines of a page of cards in order-list/'s shape: what the history's item table and View show. */
const linesOfCards = (cards: OrderCard[]) =>
  cards.flatMap((card) =>
    card.tickets.flatMap((ticket) =>
      ticket.items.map((item) => ({
        ...item,
        order: ticket.order,
        status: ticket.status,
        restaurant: ticket.restaurant,
        restaurant_slug: ticket.restaurant_slug,
        created_at: ticket.created_at,
        payment_method: card.payment_method,
      })),
    ),
  );
const byId = <T extends { id: number }>(rows: T[]) => [...rows].sort((a, b) => a.id - b.id);

/** Both drivers (pg.Pool and PGlite) send every statement through `query`. */
async function statementsOf(run: () => Promise<unknown>) {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const spy = vi.spyOn(client, 'query');
  try {
    await run();
    return spy.mock.calls.length;
  } finally {
    spy.mockRestore();
  }
}

describe('GET orders/history/', () => {
  it('answers one card per order, newest first, with its tickets, prep estimate and money', async () => {
    const shopper = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, shopper.auth);
    await calls.add(world.kacchi.slug, { quantity: 2 });
    await calls.add(world.burger.slug);
    const first = (await calls.checkout({ address: 'Mohakhali', payment_method: 'cash_on_delivery' })).json();
    await calls.add(world.borhani.slug);
    const second = (
      await calls.checkout({ address: 'Mohakhali', payment_method: 'cash_on_delivery' })
    ).json();
    const [kacchi] = await ticketsOf(ctx.db, first.id);
    await moveTicket(ctx.app, world.first.owner.auth, kacchi!.id, { stage: 'accepted', prep_minutes: 35 });
    const res = await history(shopper.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, next: null, previous: null });
    expect(body.results.map((o: { id: number }) => o.id)).toEqual([second.id, first.id]);
    const card = body.results[1];
    expect(card).toMatchObject({
      number: `#${first.id}`,
      address: 'Mohakhali',
      payment_method: 'cash_on_delivery',
      payment_state: 'cash_on_delivery',
      subtotal: 820.5,
      delivery_fee: 105.5,
      total: 926,
      placed_total: 926,
      can_cancel: false,
      can_retry_payment: false,
    });
    expect(card.tickets[0]).toMatchObject({
      number: `#${first.id}-1`,
      restaurant: world.first.restaurant.name,
      restaurant_slug: world.first.restaurant.slug,
      stage: 'accepted',
      status: 'Pending',
      prep_minutes: 35,
      items: [{ item_name: 'Kacchi', quantity: 2, item_price: 250, subtotal: 500 }],
      delivery_fee: 60,
      total: 560,
    });
    expect(card.tickets[1]).toMatchObject({
      stage: 'new',
      prep_minutes: null,
      accepted_at: null,
      total: 366,
    });
    expect(body.results[0].can_cancel).toBe(true);
  });

  it('shows a customer only their own orders; owners and admins are refused', async () => {
    const stranger = await createShopper(ctx.db);
    expect((await history(stranger.auth)).json()).toEqual({
      count: 0,
      next: null,
      previous: null,
      results: [],
    });
    expect((await history(world.first.owner.auth)).statusCode).toBe(403);
    expect((await history({})).statusCode).toBe(401);
    expect((await history(stranger.auth, '?page=2')).statusCode).toBe(404);
  });

  it('carries each line as order-list/ answers it (image included), also once a ticket is canceled', async () => {
    const shopper = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, shopper.auth);
    await calls.add(world.kacchi.slug, { quantity: 2 });
    await calls.add(world.borhani.slug);
    await calls.add(world.burger.slug);
    const order = (await calls.checkout({ address: 'Gulshan', payment_method: 'cash_on_delivery' })).json();
    const orderList = async () => byId<CustomerOrderLine>((await calls.orderLines('order-list')).json());
    const cardLines = async () => byId(linesOfCards((await history(shopper.auth)).json().results));

    const lines = await orderList();
    expect(lines).toHaveLength(3);
    expect(lines.find((line) => line.item_name === 'Kacchi')?.item_image).toBe(
      `${ctx.config.publicUrl}/media/k.webp`,
    );
    expect(await cardLines()).toEqual(lines);

    const burger = (await ticketsOf(ctx.db, order.id)).find(
      (ticket) => ticket.restaurantId === world.second.restaurant.id,
    );
    const canceled = await moveTicket(ctx.app, world.second.owner.auth, burger!.id, {
      stage: 'canceled',
      reason: 'Out of buns',
    });
    expect(canceled.statusCode).toBe(200);
    const after = await orderList();
    expect(after.map((line) => line.status)).toEqual(['Pending', 'Pending', 'Canceled']);
    expect(await cardLines()).toEqual(after);
  });

  it('answers a page of many orders in as many statements as a page of one', async () => {
    const [one, many] = [await createShopper(ctx.db), await createShopper(ctx.db)];
    for (const [shopper, orders] of [
      [one, 1],
      [many, 4],
    ] as const) {
      const calls = shopperCalls(ctx.app, shopper.auth);
      for (let i = 0; i < orders; i++) {
        await calls.add(world.kacchi.slug);
        await calls.add(world.burger.slug);
        await calls.checkout({ address: 'Uttara', payment_method: 'cash_on_delivery' });
      }
    }
    // Each asked once first, so that the token's first use (looked up, touched) counts for neither.
    await history(one.auth);
    expect((await history(many.auth)).json().results).toHaveLength(4);
    const ofOne = await statementsOf(() => history(one.auth));
    expect(await statementsOf(() => history(many.auth))).toBe(ofOne);
  });
});
