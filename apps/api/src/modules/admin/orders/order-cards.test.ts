import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser } from '../../../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../../test/shopping.ts';
import { moveTicket, ticketsOf } from '../../orders/testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
let admin: Awaited<ReturnType<typeof createUser>>;
let shopper: Awaited<ReturnType<typeof createShopper>>;
const placed: number[] = [];
beforeAll(async () => {
  ctx = await createTestContext();
  world = await orderingWorld(ctx.db);
  admin = await createUser(ctx.db, { role: 'admin' });
  shopper = await createShopper(ctx.db);
  const calls = shopperCalls(ctx.app, shopper.auth);
  // Order 1: both restaurants, the second cancels its ticket. Order 2: the first restaurant only.
  await calls.add(world.kacchi.slug);
  await calls.add(world.burger.slug);
  placed.push(
    (await calls.checkout({ address: 'Dhanmondi 27', payment_method: 'cash_on_delivery' })).json().id,
  );
  const [, burger] = await ticketsOf(ctx.db, placed[0]!);
  await moveTicket(ctx.app, world.second.owner.auth, burger!.id, {
    stage: 'canceled',
    reason: 'Grill is down',
  });
  await calls.add(world.borhani.slug, { quantity: 2 });
  placed.push(
    (await calls.checkout({ address: 'Dhanmondi 27', payment_method: 'cash_on_delivery' })).json().id,
  );
});
afterAll(() => ctx.close());

const list = (query = '', headers: Record<string, string> = admin.auth) =>
  ctx.app.inject({ method: 'GET', url: `/api/admin/order-cards/${query}`, headers });
const ids = (body: { results: { id: number }[] }) => body.results.map((order) => order.id);

describe('GET admin/order-cards/', () => {
  it('answers orders newest first, each with its tickets, who ordered and the total left after cancels', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(2);
    expect(ids(body)).toEqual([placed[1], placed[0]]);
    expect(body.results[1]).toMatchObject({
      number: `#${placed[0]}`,
      username: shopper.user.username,
      email: shopper.user.email,
      payment_state: 'cash_on_delivery',
      // Kacchi 250 + its restaurant's TK 60; the burger's ticket is canceled.
      subtotal: 250,
      delivery_fee: 60,
      total: 310,
      placed_total: 676,
    });
    expect(
      body.results[1].tickets.map((t: { number: string; stage: string; cancel_reason: string }) => [
        t.number,
        t.stage,
        t.cancel_reason,
      ]),
    ).toEqual([
      [`#${placed[0]}-1`, 'new', ''],
      [`#${placed[0]}-2`, 'canceled', 'Grill is down'],
    ]);
  });

  it('filters by stage and by restaurant, together or alone; a bad stage is a 400', async () => {
    expect(ids((await list('?stage=canceled')).json())).toEqual([placed[0]]);
    expect(ids((await list(`?restaurant=${world.second.restaurant.id}`)).json())).toEqual([placed[0]]);
    expect(ids((await list(`?restaurant=${world.first.restaurant.id}&stage=new`)).json())).toEqual([
      placed[1],
      placed[0],
    ]);
    expect(ids((await list(`?restaurant=${world.second.restaurant.id}&stage=new`)).json())).toEqual([]);
    expect((await list('?stage=')).json().count).toBe(2);
    const bad = await list('?stage=shipped');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['stage']);
  });

  it('is for admins only', async () => {
    expect((await list('', shopper.auth)).statusCode).toBe(403);
    expect((await list('', world.first.owner.auth)).statusCode).toBe(403);
    expect((await list('', {})).statusCode).toBe(401);
  });
});
