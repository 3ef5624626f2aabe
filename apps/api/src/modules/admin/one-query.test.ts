import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory, createFood, createRestaurant, createTag, createUser } from '../../test/factories.ts';
import { call, placeOrder, roleTrio } from './testing.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
  for (let i = 0; i < 3; i++) {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const restaurant = await createRestaurant(ctx.db, owner.user.id);
    const refs = {
      restaurantId: restaurant.id,
      categoryId: (await createCategory(ctx.db)).id,
      tagId: (await createTag(ctx.db)).id,
    };
    const food = await createFood(ctx.db, refs);
    await placeOrder(ctx.db, trio.customer.user.id, [
      { restaurantId: restaurant.id, foodId: food.id, price: 100, quantity: 2, status: 'Completed' },
      { restaurantId: restaurant.id, foodId: food.id, price: 50, quantity: 1, status: 'Pending' },
    ]);
    await call(ctx, 'POST', '/api/restaurant/tags/', trio.admin.auth, { name: `Counted ${i}` });
  }
});
afterAll(() => ctx.close());

/** Both drivers (pg.Pool and PGlite) send every statement through `query`. */
function countQueries() {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

describe('admin lists', () => {
  it('each take the token lookup and one statement, however many rows they hold', async () => {
    const urls = [
      '/api/users/',
      '/api/users/?search=user',
      '/api/user-list/',
      '/api/restaurant/admin/list/',
      '/api/admin/orders/',
      '/api/admin/orders/?status=Completed',
      '/api/admin/audit-log/',
    ];
    for (const url of urls) {
      const spy = countQueries();
      const res = await call(ctx, 'GET', url, trio.admin.auth);
      expect(res.statusCode, url).toBe(200);
      expect(spy.mock.calls.length, url).toBe(2);
      spy.mockRestore();
    }
  });

  it('the summary takes the token lookup and two aggregate statements', async () => {
    const spy = countQueries();
    const res = await call(ctx, 'GET', '/api/restaurant/admin/data/', trio.admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      total_orders: 3,
      total_revenue: 600,
      active_restaurants: 3,
      active_customers: 1,
    });
    expect(spy.mock.calls.length).toBe(3);
    spy.mockRestore();
  });
});
