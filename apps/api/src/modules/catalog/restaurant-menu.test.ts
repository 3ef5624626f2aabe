import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foods, restaurants } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory, createFood, createTag } from '../../test/factories.ts';
import { restaurantFor } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ DELIVERY_HOURS: '10:00-22:00' });
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

/** Sets a food's kept rating figures as the comment triggers would. */
const rate = (foodId: number, count: number, sum: number) =>
  ctx.db.update(foods).set({ ratingCount: count, ratingSum: sum }).where(eq(foods.id, foodId));

/** An approved restaurant with a Pizza and a Biryani category (three foods, one unavailable). */
async function menuWorld(name: string) {
  const { restaurant } = await restaurantFor(ctx.db, name);
  const pizza = await createCategory(ctx.db, `Pizza ${name}`);
  const biryani = await createCategory(ctx.db, `Biryani ${name}`);
  const tag = await createTag(ctx.db);
  const refs = (categoryId: number) => ({ restaurantId: restaurant.id, categoryId, tagId: tag.id });
  const margherita = await createFood(ctx.db, refs(pizza.id), { name: `Margherita ${name}`, price: 450 });
  const bbq = await createFood(ctx.db, refs(pizza.id), { name: `BBQ Pizza ${name}` });
  const kacchi = await createFood(ctx.db, refs(biryani.id), { name: `Kacchi ${name}` });
  const gone = await createFood(ctx.db, refs(biryani.id), { name: `Gone ${name}`, isAvailable: false });
  await ctx.db.update(restaurants).set({ deliveryFee: 75.5 }).where(eq(restaurants.id, restaurant.id));
  return { restaurant, pizza, biryani, tag, margherita, bbq, kacchi, gone };
}

describe('GET restaurant/menu/{slug}/', () => {
  it('answers the restaurant with rating, fee and hours, and its available foods grouped by category', async () => {
    const world = await menuWorld('Menu House');
    await rate(world.margherita.id, 2, 9); // 4.5 from two
    await rate(world.gone.id, 1, 2); // an unavailable food's stars still count

    const res = await get('/api/restaurant/menu/menu-house/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.restaurant).toEqual({
      id: world.restaurant.id,
      name: 'Menu House',
      slug: 'menu-house',
      address: world.restaurant.address,
      phone_number: null,
      cover_image: '',
      total_foods: 3,
      delivery_fee: 75.5,
      rating_average: 3.67,
      rating_count: 3,
      delivery_hours: { open: '10:00', close: '22:00' },
    });
    expect(
      body.categories.map((c: { name: string; slug: string; foods: { name: string }[] }) => [
        c.name,
        c.slug,
        c.foods.map((f) => f.name),
      ]),
    ).toEqual([
      ['Biryani Menu House', world.biryani.slug, ['Kacchi Menu House']],
      ['Pizza Menu House', world.pizza.slug, ['BBQ Pizza Menu House', 'Margherita Menu House']],
    ]);
    const margherita = body.categories[1].foods[1];
    expect(margherita).toMatchObject({
      slug: world.margherita.slug,
      price: 450,
      category_slug: world.pizza.slug,
      restaurant_slug: 'menu-house',
      rating_average: 4.5,
      rating_count: 2,
      is_available: true,
    });
  });

  it('answers an approved restaurant without available foods with no categories and no rating', async () => {
    const { restaurant } = await restaurantFor(ctx.db, 'Empty Oven');
    const res = await get('/api/restaurant/menu/empty-oven/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      restaurant: { id: restaurant.id, total_foods: 0, rating_average: 0, rating_count: 0, delivery_fee: 60 },
      categories: [],
    });
  });

  it('answers 404 for an unknown slug and for an unapproved restaurant', async () => {
    await menuWorld('Hidden Hearth');
    await ctx.db.update(restaurants).set({ isApproved: false }).where(eq(restaurants.slug, 'hidden-hearth'));
    for (const slug of ['no-such-kitchen', 'hidden-hearth', '%E0%A6%95']) {
      const res = await get(`/api/restaurant/menu/${slug}/`);
      expect(res.statusCode, slug).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('answers 400, not 500, for a slug holding NUL', async () => {
    const res = await get('/api/restaurant/menu/a%00b/');
    expect(res.statusCode).toBe(400);
  });

  it('reads the whole menu, and all the cards, in one SQL statement each', async () => {
    await menuWorld('Counted Kitchen');
    const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    for (const url of ['/api/restaurant/menu/counted-kitchen/?fresh=1', '/api/restaurant/cards/?fresh=1']) {
      const spy = vi.spyOn(client, 'query');
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(spy.mock.calls.length, url).toBe(1);
      spy.mockRestore();
    }
  });

  it('answers 304 to a conditional request with its ETag', async () => {
    await menuWorld('Tagged Tandoor');
    const first = await get('/api/restaurant/menu/tagged-tandoor/');
    const again = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/menu/tagged-tandoor/',
      headers: { 'if-none-match': first.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('GET restaurant/cards/', () => {
  it('answers approved restaurants by name with rating, fee and count of available foods', async () => {
    const world = await menuWorld('Aaa Card Kitchen');
    await rate(world.kacchi.id, 4, 16);
    await restaurantFor(ctx.db, 'Aab Unapproved Card', false);
    const res = await get('/api/restaurant/cards/');
    expect(res.statusCode).toBe(200);
    const cards = res.json() as { name: string }[];
    expect(cards.map((card) => card.name)).not.toContain('Aab Unapproved Card');
    expect(cards.map((card) => card.name)).toEqual([...cards.map((card) => card.name)].sort());
    expect(cards.find((card) => card.name === 'Aaa Card Kitchen')).toEqual({
      id: world.restaurant.id,
      name: 'Aaa Card Kitchen',
      slug: 'aaa-card-kitchen',
      address: world.restaurant.address,
      cover_image: '',
      total_foods: 3,
      delivery_fee: 75.5,
      rating_average: 4,
      rating_count: 4,
    });
  });
});
