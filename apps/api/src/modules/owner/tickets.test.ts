import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, tickets } from '../../db/schema/index.ts';
import { type BusEvent, inProcessEventBus } from '../../lib/events.ts';
import { moveTicket, ticketsOf as ticketsOfOrder } from '../orders/testing.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
let shopper: Awaited<ReturnType<typeof createShopper>>;
const published: BusEvent[] = [];
beforeAll(async () => {
  const bus = inProcessEventBus();
  ctx = await createTestContext({}, { events: { ...bus, publish: async (e) => void published.push(e) } });
  world = await orderingWorld(ctx.db);
  shopper = await createShopper(ctx.db);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const board = (auth: Headers, query = '') =>
  ctx.app.inject({ method: 'GET', url: `/api/restaurant/tickets/${query}`, headers: auth });
const move = (auth: Headers, id: number, payload: unknown) => moveTicket(ctx.app, auth, id, payload);
const oldMove = (auth: Headers, lineId: number, status: string) =>
  ctx.app.inject({ method: 'POST', url: `/api/order-status/${lineId}/`, headers: auth, payload: { status } });
const firstOwner = () => world.first.owner.auth;
const secondOwner = () => world.second.owner.auth;

/** A cash order of kacchi ×2 and borhani (first restaurant) and a burger (second). */
async function twoRestaurantOrder() {
  const calls = shopperCalls(ctx.app, shopper.auth);
  await calls.add(world.kacchi.slug, { quantity: 2 });
  await calls.add(world.burger.slug);
  await calls.add(world.borhani.slug);
  const res = await calls.checkout({ address: 'Road 2, Mirpur 10', payment_method: 'cash_on_delivery' });
  expect(res.statusCode).toBe(201);
  return res.json() as { id: number; items: { id: number; item_name: string }[] };
}
const ticketsOf = (orderId: number) => ticketsOfOrder(ctx.db, orderId);
const lineStatuses = async (ticketId: number) =>
  (
    await ctx.db
      .select({ status: orderLines.status })
      .from(orderLines)
      .where(eq(orderLines.ticketId, ticketId))
  ).map((row) => row.status);

describe('tickets', () => {
  it('a two-restaurant order gives two tickets, each with its own lines and delivery fee', async () => {
    const order = await twoRestaurantOrder();
    const rows = await ticketsOf(order.id);
    expect(rows.map((t) => [t.seq, t.restaurantId, t.stage, t.deliveryFee])).toEqual([
      [1, world.first.restaurant.id, 'new', 60],
      [2, world.second.restaurant.id, 'new', 45.5],
    ]);
    const mine = (await board(firstOwner())).json();
    const ticket = mine.results.find((t: { order: number }) => t.order === order.id);
    expect(ticket).toMatchObject({
      number: `#${order.id}-1`,
      stage: 'new',
      status: 'Pending',
      customer_name: 'Rahima Akter',
      phone_number: '+8801712345678',
      address: 'Road 2, Mirpur 10',
      payment_method: 'cash_on_delivery',
      payment_state: 'cash_on_delivery',
      subtotal: 560.25,
      delivery_fee: 60,
      total: 620.25,
      cancel_reason: '',
      prep_minutes: null,
      next_stages: ['accepted', 'canceled'],
    });
    expect(
      ticket.items.map((i: { item_name: string; quantity: number; subtotal: number }) => [
        i.item_name,
        i.quantity,
        i.subtotal,
      ]),
    ).toEqual([
      ['Kacchi', 2, 500],
      ['Borhani', 1, 60.25],
    ]);
    const theirs = (await board(secondOwner())).json();
    const other = theirs.results.find((t: { order: number }) => t.order === order.id);
    expect(other).toMatchObject({ number: `#${order.id}-2`, total: 366, items: [{ item_name: 'Burger' }] });
  });

  it('walks the pipeline New → Accepted (prep time) → Preparing → Out for delivery → Delivered', async () => {
    const order = await twoRestaurantOrder();
    const [first] = await ticketsOf(order.id);
    const accepted = await move(firstOwner(), first!.id, { stage: 'accepted', prep_minutes: '25' });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({
      stage: 'accepted',
      prep_minutes: 25,
      status: 'Pending',
      next_stages: ['preparing', 'canceled'],
    });
    expect(accepted.json().accepted_at).not.toBeNull();
    for (const stage of ['preparing', 'out_for_delivery']) {
      expect((await move(firstOwner(), first!.id, { stage })).json()).toMatchObject({
        stage,
        status: 'Pending',
      });
    }
    expect(await lineStatuses(first!.id)).toEqual(['Pending', 'Pending']);
    const delivered = await move(firstOwner(), first!.id, { stage: 'delivered' });
    expect(delivered.json()).toMatchObject({ stage: 'delivered', status: 'Completed', next_stages: [] });
    expect(await lineStatuses(first!.id)).toEqual(['Completed', 'Completed']);
    // The other restaurant's ticket did not move.
    const [, second] = await ticketsOf(order.id);
    expect(second!.stage).toBe('new');
    expect(await lineStatuses(second!.id)).toEqual(['Pending']);
  });

  it('refuses illegal moves with 409 and missing prep time or reason with 400, changing nothing', async () => {
    const order = await twoRestaurantOrder();
    const [first] = await ticketsOf(order.id);
    const skip = await move(firstOwner(), first!.id, { stage: 'delivered' });
    expect(skip.statusCode).toBe(409);
    expect(skip.json()).toEqual({ error: 'A ticket cannot move from New to Delivered.' });
    const noPrep = await move(firstOwner(), first!.id, { stage: 'accepted' });
    expect(noPrep.statusCode).toBe(400);
    expect(noPrep.json()).toEqual({ prep_minutes: ['Enter the preparation time in minutes (1 to 240).'] });
    for (const prep_minutes of [0, 241, 'soon', 2.5]) {
      expect((await move(firstOwner(), first!.id, { stage: 'accepted', prep_minutes })).statusCode).toBe(400);
    }
    const noReason = await move(firstOwner(), first!.id, { stage: 'canceled', reason: '  ' });
    expect(noReason.json()).toEqual({ reason: ['Give the customer a reason for canceling.'] });
    expect((await move(firstOwner(), first!.id, { stage: 'shipped' })).statusCode).toBe(400);
    expect((await move(firstOwner(), first!.id, ['accepted'])).statusCode).toBe(400);
    expect((await ticketsOf(order.id))[0]!.stage).toBe('new');
    await move(firstOwner(), first!.id, { stage: 'accepted', prep_minutes: 10 });
    await move(firstOwner(), first!.id, { stage: 'preparing' });
    const late = await move(firstOwner(), first!.id, { stage: 'canceled', reason: 'Out of rice' });
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({ error: 'A ticket cannot move from Preparing to Canceled.' });
  });

  it('cancels with a reason from New or Accepted; the lines turn Canceled', async () => {
    const order = await twoRestaurantOrder();
    const [, second] = await ticketsOf(order.id);
    const res = await move(secondOwner(), second!.id, { stage: 'canceled', reason: 'Burger bun ran out' });
    expect(res.json()).toMatchObject({
      stage: 'canceled',
      status: 'Canceled',
      cancel_reason: 'Burger bun ran out',
    });
    expect(await lineStatuses(second!.id)).toEqual(['Canceled']);
  });

  it("answers 404 for another restaurant's ticket and for customers 403, 401 without a token", async () => {
    const order = await twoRestaurantOrder();
    const [first] = await ticketsOf(order.id);
    const foreign = await move(secondOwner(), first!.id, { stage: 'accepted', prep_minutes: 5 });
    expect(foreign.statusCode).toBe(404);
    expect(
      (
        await ctx.app.inject({
          method: 'GET',
          url: `/api/restaurant/tickets/${first!.id}/`,
          headers: secondOwner(),
        })
      ).statusCode,
    ).toBe(404);
    expect((await move(shopper.auth, first!.id, { stage: 'accepted', prep_minutes: 5 })).statusCode).toBe(
      403,
    );
    expect((await board(shopper.auth)).statusCode).toBe(403);
    expect((await board({})).statusCode).toBe(401);
    expect((await ticketsOf(order.id))[0]!.stage).toBe('new');
    const detail = await ctx.app.inject({
      method: 'GET',
      url: `/api/restaurant/tickets/${first!.id}/`,
      headers: firstOwner(),
    });
    expect(detail.json()).toMatchObject({ id: first!.id, number: `#${order.id}-1` });
  });

  it('lets exactly one of two concurrent moves of a ticket through', async () => {
    const order = await twoRestaurantOrder();
    const [first] = await ticketsOf(order.id);
    const answers = await Promise.all([
      move(firstOwner(), first!.id, { stage: 'accepted', prep_minutes: 15 }),
      move(firstOwner(), first!.id, { stage: 'accepted', prep_minutes: 30 }),
    ]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const winner = answers.find((r) => r.statusCode === 200)!.json();
    expect((await ticketsOf(order.id))[0]!.prepMinutes).toBe(winner.prep_minutes);
  });
});

describe('the board’s tabs, counts and date filter', () => {
  it('counts every tab, pages one, and keeps the tickets placed on a Dhaka calendar day', async () => {
    const order = await twoRestaurantOrder();
    const [first] = await ticketsOf(order.id);
    // 19:00 UTC on 1 March is 01:00 on 2 March in Dhaka.
    await ctx.db
      .update(tickets)
      .set({ createdAt: new Date('2025-03-01T19:00:00Z') })
      .where(eq(tickets.id, first!.id));
    const all = (await board(firstOwner())).json();
    expect(all.counts.new + all.counts.in_progress + all.counts.done).toBeGreaterThan(1);
    expect(all.count).toBe(all.counts.new);
    const onSecond = (await board(firstOwner(), '?date=2025-03-02')).json();
    expect(onSecond).toMatchObject({ count: 1, counts: { new: 1, in_progress: 0, done: 0 } });
    expect(onSecond.results[0].id).toBe(first!.id);
    expect((await board(firstOwner(), '?date=2025-03-01')).json().count).toBe(0);
    const done = (await board(firstOwner(), '?tab=done&date=2025-03-02')).json();
    expect(done).toMatchObject({ count: 0, results: [] });
    for (const query of ['?date=yesterday', '?date=2025-13-45', '?date=2025-02-30', '?tab=kitchen']) {
      const res = await board(firstOwner(), query);
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('the spec’s order-status/{id}/ moves the whole ticket', () => {
  it('Completed on one line delivers its ticket: every line of it turns Completed', async () => {
    const order = await twoRestaurantOrder();
    const kacchi = order.items.find((i) => i.item_name === 'Kacchi')!;
    const res = await oldMove(firstOwner(), kacchi.id, 'Completed');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: kacchi.id, status: 'Completed' });
    const [first, second] = await ticketsOf(order.id);
    expect(first!.stage).toBe('delivered');
    expect(await lineStatuses(first!.id)).toEqual(['Completed', 'Completed']);
    expect(second!.stage).toBe('new');
  });

  it('Canceled cancels it while New or Accepted, and is 409 once it is being prepared', async () => {
    const order = await twoRestaurantOrder();
    const [first] = await ticketsOf(order.id);
    const borhani = order.items.find((i) => i.item_name === 'Borhani')!;
    await move(firstOwner(), first!.id, { stage: 'accepted', prep_minutes: 20 });
    await move(firstOwner(), first!.id, { stage: 'preparing' });
    const late = await oldMove(firstOwner(), borhani.id, 'Canceled');
    expect(late.statusCode).toBe(409);
    expect(late.json()).toEqual({
      error: 'This order is already being prepared and can no longer be canceled.',
    });
    const again = await twoRestaurantOrder();
    const line = again.items.find((i) => i.item_name === 'Borhani')!;
    expect((await oldMove(firstOwner(), line.id, 'Canceled')).json()).toMatchObject({ status: 'Canceled' });
    const [canceled] = await ticketsOf(again.id);
    expect(canceled).toMatchObject({ stage: 'canceled', cancelReason: 'Canceled by the restaurant' });
    expect(await lineStatuses(canceled!.id)).toEqual(['Canceled', 'Canceled']);
  });

  it('tells the owner’s board when an admin’s line move moves their ticket (their own move they know of)', async () => {
    const admin = await createUser(ctx.db, { role: 'admin' });
    const ticketMoves = () => published.filter((e) => e.type === 'ticket.changed');
    const order = await twoRestaurantOrder();
    const [first, second] = await ticketsOf(order.id);
    const kacchi = order.items.find((i) => i.item_name === 'Kacchi')!;
    const burger = order.items.find((i) => i.item_name.startsWith('Burger'))!;
    published.length = 0;
    expect((await oldMove(firstOwner(), kacchi.id, 'Completed')).statusCode).toBe(200);
    const res = await ctx.app.inject({
      method: 'POST',
      url: `/api/admin/order-status/${burger.id}/`,
      headers: admin.auth,
      payload: { status: 'Canceled' },
    });
    expect(res.statusCode).toBe(200);
    expect(first!.id).toBeLessThan(second!.id);
    expect(ticketMoves()).toEqual([
      {
        type: 'ticket.changed',
        userId: world.second.owner.user.id,
        data: { order_id: order.id, ticket_id: second!.id, stage: 'canceled' },
      },
    ]);
  });
});
