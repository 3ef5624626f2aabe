import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUpload } from '../../test/factories.ts';
import { ownerWorld, placeOrder } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof ownerWorld>>;
let calls: { method: 'GET' | 'POST' | 'PUT' | 'DELETE'; url: string; payload?: object; ok: number }[];
/** The calls on one row of the owner's restaurant: another owner gets 404. */
let rowCalls: typeof calls;

beforeAll(async () => {
  ctx = await createTestContext();
  world = await ownerWorld(ctx.db);
  const food = await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Matrix Dish' });
  const spare = await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Spare Dish' });
  const { lineIds } = await placeOrder(ctx.db, world.customer.user.id, [
    { restaurant: world.restaurant, price: 100, quantity: 1 },
  ]);
  const foodBody = {
    name: 'Matrix Dish',
    price: 120,
    image: await createUpload(ctx.db, world.owner.user.id),
    category: world.category.id,
    tags: world.tag.id,
    is_available: true,
  };
  rowCalls = [
    { method: 'GET', url: `/api/restaurant/item/update/${food.id}/`, ok: 200 },
    { method: 'PUT', url: `/api/restaurant/item/update/${food.id}/`, payload: foodBody, ok: 200 },
    { method: 'POST', url: `/api/order-status/${lineIds[0]}/`, payload: { status: 'Completed' }, ok: 200 },
    { method: 'DELETE', url: `/api/restaurant/food/delete/${spare.id}/`, ok: 200 },
  ];
  calls = [
    { method: 'GET', url: '/api/restaurant/data/', ok: 200 },
    { method: 'GET', url: '/api/restaurant/recent-products/', ok: 200 },
    { method: 'GET', url: '/api/restaurant/info/', ok: 200 },
    {
      method: 'PUT',
      url: '/api/restaurant/update/',
      payload: { name: 'Kacchi Ghor', address: 'Dhanmondi', phone_number: '01712345678' },
      ok: 200,
    },
    {
      method: 'POST',
      url: '/api/restaurant/item/add',
      payload: { ...foodBody, name: 'Added Dish' },
      ok: 201,
    },
    { method: 'GET', url: '/api/restaurant/tags/', ok: 200 },
    ...rowCalls,
  ];
});
afterAll(() => ctx.close());

const send = (call: (typeof calls)[number], headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: call.method,
    url: call.url,
    headers,
    ...(call.payload ? { payload: call.payload } : {}),
  });

describe('owner calls', () => {
  it('answer 401 without a token, and "Invalid token." with a bad one', async () => {
    for (const call of calls) {
      const res = await send(call);
      expect(res.statusCode, call.url).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
      const bad = await send(call, { authorization: 'Token nope' });
      expect(bad.json(), call.url).toEqual({ detail: 'Invalid token.' });
    }
  });

  it('answer 403 to customers and admins (admins may read the tags)', async () => {
    for (const call of calls) {
      expect((await send(call, world.customer.auth)).statusCode, call.url).toBe(403);
      const admin = await send(call, world.admin.auth);
      expect(admin.statusCode, call.url).toBe(call.url.endsWith('/tags/') ? 200 : 403);
    }
  });

  it('user-order-list/ is for customers and owners only', async () => {
    const call = { method: 'GET', url: '/api/user-order-list/', ok: 200 } as const;
    expect((await send(call)).statusCode).toBe(401);
    expect((await send(call, world.admin.auth)).statusCode).toBe(403);
    expect((await send(call, world.owner.auth)).statusCode).toBe(200);
  });

  it('answer 404 to another owner on this restaurant’s rows', async () => {
    for (const call of rowCalls) {
      const res = await send(call, world.other.auth);
      expect(res.statusCode, call.url).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('work for the owner', async () => {
    for (const call of calls) {
      const res = await send(call, world.owner.auth);
      expect(res.statusCode, `${call.method} ${call.url} ${res.body}`).toBe(call.ok);
    }
  });

  it('are documented in /api/docs', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    for (const path of [
      '/api/restaurant/data/',
      '/api/restaurant/recent-products/',
      '/api/restaurant/info/',
      '/api/restaurant/update/',
      '/api/restaurant/item/add',
      '/api/restaurant/item/update/{id}/',
      '/api/restaurant/food/delete/{id}/',
      '/api/order-status/{id}/',
      '/api/restaurant/tags/',
      '/api/events/',
    ]) {
      expect(paths[path], path).toBeDefined();
    }
  });

  it('GET restaurant/tags/ lists every tag by name', async () => {
    const res = await send({ method: 'GET', url: '/api/restaurant/tags/', ok: 200 }, world.owner.auth);
    expect(res.json()).toEqual([{ id: world.tag.id, name: world.tag.name, slug: world.tag.slug }]);
  });
});
