import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { OrderStatus } from '@bhoj/contract';
import { orderLines } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { ownerWorld, placeOrder } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof ownerWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await ownerWorld(ctx.db);
});
afterAll(() => ctx.close());

const list = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/user-order-list/', headers });
const move = (id: number | string, status: unknown, headers = world.owner.auth) =>
  ctx.app.inject({ method: 'POST', url: `/api/order-status/${id}/`, headers, payload: { status } });
const statusOf = async (id: number) =>
  (await ctx.db.select().from(orderLines).where(eq(orderLines.id, id)))[0]?.status;
/** A fresh line of the owner's restaurant in `status`. */
const lineIn = async (status: OrderStatus) =>
  (
    await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.restaurant, price: 200, quantity: 1, status },
    ])
  ).lineIds[0]!;

describe('GET user-order-list/ with an owner’s token', () => {
  it('answers every line of their restaurant, newest first, with the customer and address', async () => {
    const older = await placeOrder(
      ctx.db,
      world.customer.user.id,
      [
        {
          restaurant: world.restaurant,
          itemName: 'Beef Kacchi',
          price: 350.5,
          quantity: 2,
          createdAt: new Date('2025-01-01T10:00:00Z'),
        },
        {
          restaurant: world.otherRestaurant,
          itemName: 'Their Pizza',
          price: 900,
          quantity: 1,
          createdAt: new Date('2025-01-01T10:00:00Z'),
        },
      ],
      'Flat 3A, Road 11, Banani',
    );
    const newer = await placeOrder(ctx.db, world.customer.user.id, [
      {
        restaurant: world.restaurant,
        itemName: 'Borhani',
        price: 80,
        quantity: 3,
        status: 'Paid',
        createdAt: new Date('2025-02-01T10:00:00Z'),
      },
    ]);
    const res = await list(world.owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        id: newer.lineIds[0],
        order: newer.orderId,
        item_name: 'Borhani',
        item_price: 80,
        quantity: 3,
        subtotal: 240,
        status: 'Paid',
        username: world.customer.user.username,
        email: world.customer.user.email,
        phone_number: '+8801712345678',
        address: 'Road 5, Banani',
        created_at: '2025-02-01T10:00:00.000Z',
      },
      {
        id: older.lineIds[0],
        order: older.orderId,
        item_name: 'Beef Kacchi',
        item_price: 350.5,
        quantity: 2,
        subtotal: 701,
        status: 'Pending',
        username: world.customer.user.username,
        email: world.customer.user.email,
        phone_number: '+8801712345678',
        address: 'Flat 3A, Road 11, Banani',
        created_at: '2025-01-01T10:00:00.000Z',
      },
    ]);
    const theirs = (await list(world.other.auth)).json();
    expect(theirs).toHaveLength(1);
    expect(theirs[0]).toMatchObject({ id: older.lineIds[1], item_name: 'Their Pizza' });
  });

  it('reads with one statement besides the token lookup', async () => {
    const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    await list(world.owner.auth);
    const spy = vi.spyOn(client, 'query');
    expect((await list(world.owner.auth)).statusCode).toBe(200);
    expect(spy.mock.calls.length).toBe(2);
    spy.mockRestore();
  });

  it('answers [] to an owner without a restaurant; customers still get their own lines', async () => {
    const { auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    expect((await list(auth)).json()).toEqual([]);
    const mine = (await list(world.customer.auth)).json();
    expect(mine.length).toBeGreaterThan(0);
    expect(mine[0]).toHaveProperty('item_image');
  });
});

describe('POST order-status/{id}/', () => {
  it.each([
    ['Pending', 'Completed'],
    ['Pending', 'Canceled'],
    ['Paid', 'Completed'],
    ['Paid', 'Canceled'],
  ] as const)('moves a line from %s to %s: 200 OrderLine (owner)', async (from, to) => {
    const id = await lineIn(from);
    const res = await move(id, to);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id,
      status: to,
      subtotal: 200,
      username: world.customer.user.username,
    });
    expect(await statusOf(id)).toBe(to);
  });

  it.each([
    ['Pending', 'Pending'],
    ['Pending', 'Paid'],
    ['Paid', 'Pending'],
    ['Paid', 'Paid'],
    ['Completed', 'Canceled'],
    ['Completed', 'Pending'],
    ['Completed', 'Completed'],
    ['Canceled', 'Completed'],
    ['Canceled', 'Paid'],
  ] as const)('refuses %s → %s with 400 and keeps the status', async (from, to) => {
    const id = await lineIn(from);
    const res = await move(id, to);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: `Cannot change an order from ${from} to ${to}.` });
    expect(await statusOf(id)).toBe(from);
  });

  it('answers 400 on a status that is not one, and on a malformed id', async () => {
    const id = await lineIn('Pending');
    for (const status of ['Shipped', '', null, 3]) {
      const res = await move(id, status);
      expect(res.statusCode, String(status)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['status']);
    }
    expect((await move('abc', 'Completed')).statusCode).toBe(400);
    expect(await statusOf(id)).toBe('Pending');
  });

  it('answers 404 for another restaurant’s line, or an unknown one, and changes nothing', async () => {
    const id = await lineIn('Pending');
    const res = await move(id, 'Completed', world.other.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(await statusOf(id)).toBe('Pending');
    expect((await move(99_999_999, 'Completed')).statusCode).toBe(404);
  });

  it('lets exactly one of two concurrent moves of a line through', async () => {
    const id = await lineIn('Pending');
    const answers = await Promise.all([move(id, 'Completed'), move(id, 'Canceled')]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 400]);
    const winner = answers.find((r) => r.statusCode === 200)!.json().status;
    expect(await statusOf(id)).toBe(winner);
  });
});
