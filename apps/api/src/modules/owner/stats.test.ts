import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MONTHS } from '@bhoj/contract';
import { orders } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUser } from '../../test/factories.ts';
import { minute } from '../catalog/testing.ts';
import { dhakaYear, ownerWorld, placeOrder } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof ownerWorld>>;
const Y = dhakaYear();
const at = (iso: string) => new Date(iso);

beforeAll(async () => {
  ctx = await createTestContext();
  world = await ownerWorld(ctx.db);
  const { db } = ctx;
  const mine = world.restaurant;
  const theirs = world.otherRestaurant;
  const customer = world.customer.user.id;
  for (const [i, name] of ['Beef Kacchi', 'Borhani', 'Firni'].entries()) {
    await createFood(db, world.refs(mine.id), { name, createdAt: minute(i), isAvailable: i !== 1 });
  }
  await createFood(db, world.refs(theirs.id), { name: 'Their Pizza' });
  await createFood(db, world.refs(theirs.id), { name: 'Their Pasta' });

  // Each placeOrder of one restaurant is one ticket; its lines' status gives its stage.
  // A: 2 × 250 delivered in January, and a pending ticket of 3 × 120.50 that month.
  const janA = at(`${Y}-01-15T06:00:00Z`);
  await placeOrder(db, customer, [
    { restaurant: mine, price: 250, quantity: 2, status: 'Completed', createdAt: janA },
  ]);
  await placeOrder(db, customer, [
    { restaurant: mine, price: 120.5, quantity: 3, status: 'Pending', createdAt: janA },
  ]);
  // B: 18:30 UTC on 31 December is 00:30 on 1 January in Dhaka: this year's January. One order, a ticket
  // each for both restaurants; and a canceled ticket of ours.
  const newYearDhaka = at(`${Y - 1}-12-31T18:30:00Z`);
  await placeOrder(db, customer, [
    { restaurant: mine, price: 99.99, quantity: 3, status: 'Completed', createdAt: newYearDhaka },
    { restaurant: theirs, price: 1000, quantity: 1, status: 'Completed', createdAt: newYearDhaka },
  ]);
  await placeOrder(db, customer, [
    { restaurant: mine, price: 300, quantity: 1, status: 'Canceled', createdAt: newYearDhaka },
  ]);
  // C: 18:30 UTC on 31 January is already 1 February in Dhaka.
  await placeOrder(db, customer, [
    { restaurant: mine, price: 180, quantity: 1, status: 'Completed', createdAt: at(`${Y}-01-31T18:30:00Z`) },
  ]);
  // D: 23:30 on 31 December last year in Dhaka: all-time sales only.
  await placeOrder(db, customer, [
    {
      restaurant: mine,
      price: 410.25,
      quantity: 2,
      status: 'Completed',
      createdAt: at(`${Y - 1}-12-31T17:30:00Z`),
    },
  ]);
  // E: a paid ticket still in the kitchen, and one delivered in March.
  const march = at(`${Y}-03-10T08:00:00Z`);
  await placeOrder(db, customer, [
    { restaurant: mine, price: 75, quantity: 4, status: 'Paid', createdAt: march },
  ]);
  await placeOrder(db, customer, [
    { restaurant: mine, price: 50, quantity: 1, status: 'Completed', createdAt: march },
  ]);
  // G: an online order still awaiting its payment: in no figure.
  const awaiting = await placeOrder(db, customer, [
    { restaurant: mine, price: 999, quantity: 1, status: 'Pending', createdAt: march },
  ]);
  await db.update(orders).set({ paymentMethod: 'online_payment' }).where(eq(orders.id, awaiting.orderId));
  // F: another restaurant only.
  await placeOrder(db, customer, [
    { restaurant: theirs, price: 20, quantity: 5, status: 'Completed', createdAt: march },
  ]);
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string>) => ctx.app.inject({ method: 'GET', url, headers });
const months = (figures: Partial<Record<(typeof MONTHS)[number], number>>) =>
  Object.fromEntries(MONTHS.map((m) => [m, figures[m] ?? 0]));

describe('GET restaurant/data/', () => {
  it('answers the figures of hand-computed orders', async () => {
    const res = await get('/api/restaurant/data/', world.owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_products: 3,
      // Tickets of A–E: 2 in the kitchen + 5 delivered + 1 canceled; G awaits its payment, F is not ours.
      total_orders: 8,
      pending_orders: 2,
      completed_orders: 5,
      cancel_orders: 1,
      // 500 + 299.97 + 180 + 820.50 + 50, last year's line included.
      total_sales: 1850.47,
      // Last year's 820.50 is in no month; January holds the Dhaka new-year line.
      monthly_sales: months({ Jan: 799.97, Feb: 180, Mar: 50 }),
    });
    expect(Object.keys(res.json().monthly_sales)).toEqual([...MONTHS]);
  });

  it('aggregates in one statement besides the token lookup', async () => {
    const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const spy = vi.spyOn(client, 'query');
    expect((await get('/api/restaurant/data/', world.owner.auth)).statusCode).toBe(200);
    expect(spy.mock.calls.length).toBe(2);
    spy.mockRestore();
  });

  it("answers another owner their own restaurant's figures", async () => {
    const res = await get('/api/restaurant/data/', world.other.auth);
    expect(res.json()).toEqual({
      total_products: 2,
      total_orders: 2,
      pending_orders: 0,
      completed_orders: 2,
      cancel_orders: 0,
      total_sales: 1100,
      monthly_sales: months({ Jan: 1000, Mar: 100 }),
    });
  });

  it('answers zeros, every month present, to an owner without a restaurant', async () => {
    const { auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    const res = await get('/api/restaurant/data/', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_products: 0,
      total_orders: 0,
      pending_orders: 0,
      completed_orders: 0,
      cancel_orders: 0,
      total_sales: 0,
      monthly_sales: months({}),
    });
  });
});

describe('GET restaurant/recent-products/', () => {
  it('answers the newest own foods as {id, image, name, price}, at most 5', async () => {
    for (let i = 10; i < 14; i++) {
      await createFood(ctx.db, world.refs(world.restaurant.id), { name: `Newer ${i}`, createdAt: minute(i) });
    }
    const res = await get('/api/restaurant/recent-products/', world.owner.auth);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.map((p: { name: string }) => p.name)).toEqual([
      'Newer 13',
      'Newer 12',
      'Newer 11',
      'Newer 10',
      'Firni',
    ]);
    expect(body[0]).toEqual({ id: expect.any(Number), image: '', name: 'Newer 13', price: 250 });
  });

  it('answers [] to an owner without a restaurant', async () => {
    const { auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    expect((await get('/api/restaurant/recent-products/', auth)).json()).toEqual([]);
  });
});
