import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { comments } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createBuyer, createFood, createUser } from '../../test/factories.ts';
import { catalogWorld } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
let food: Awaited<ReturnType<typeof createFood>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
  food = await createFood(ctx.db, world.refs, { name: 'Counted Curry' });
  for (let i = 0; i < 3; i++) {
    const { user } = await createUser(ctx.db);
    await ctx.db.insert(comments).values({ foodId: food.id, userId: user.id, rating: 4, comment: 'Ok.' });
  }
});
afterAll(() => ctx.close());

/** Both drivers (pg.Pool and PGlite) send every statement through `query`. */
function countQueries() {
  const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  return vi.spyOn(client, 'query');
}

describe('public calls', () => {
  it('each answer with one SQL statement, however many rows they hold', async () => {
    const urls = [
      '/api/restaurant/categories/',
      '/api/restaurant/tag-list/',
      '/api/restaurant/items/',
      '/api/restaurant/list/',
      `/api/restaurant/info/${world.restaurant.slug}/`,
      '/api/restaurant/foods/',
      '/api/restaurant/details/counted-curry/',
      '/api/restaurant/feedback-list/counted-curry/',
      `/api/restaurant/category-foods/${world.category.slug}/`,
      `/api/restaurant/restaurant-food-list/${world.restaurant.slug}/`,
      `/api/restaurant/tag-food-list/${world.tag.slug}/`,
      '/api/restaurant/search-food/?search=curry',
    ];
    for (const url of urls) {
      const spy = countQueries();
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(spy.mock.calls.length, url).toBe(1);
      spy.mockRestore();
    }
  });

  it('posting a comment takes the token lookup and one statement', async () => {
    const { auth } = await createBuyer(ctx.db, food);
    const spy = countQueries();
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/restaurant/feedback/counted-curry/',
      payload: { rating: 5, comment: 'Counted.' },
      headers: auth,
    });
    expect(res.statusCode).toBe(201);
    expect(spy.mock.calls.length).toBe(2);
    spy.mockRestore();
  });
});
