import { FOOD_SEARCH_COUNT_CAP } from '@bhoj/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { foods } from '../../db/schema/index.ts';
import { foodName } from '../../lib/food-name.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory, createFood } from '../../test/factories.ts';
import { catalogWorld, foodsNamed, minute, restaurantFor } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
  const kebab = await createCategory(ctx.db, 'Kebab Corner');
  const inKebab = { ...world.refs, categoryId: kebab.id };
  // Created in this order: a larger minute is newer.
  const food = (name: string, n: number, extra: Partial<typeof foods.$inferInsert> = {}) =>
    createFood(ctx.db, world.refs, { name, createdAt: minute(n), ...extra });
  await food('Hamburger Plate', 1);
  await food('Cheese Burger', 2);
  await food('Burgers Combo', 3);
  await food('Smoky Burger Bowl', 4);
  await food('Burger Deluxe', 5);
  await food('Burger', 6);
  await food('Veggie Hamburger', 7);
  await createFood(ctx.db, inKebab, { name: 'Shami Roll', createdAt: minute(8) });
  await food('Burger Sold Out', 9, { isAvailable: false });
  const hidden = await restaurantFor(ctx.db, 'Hidden Kitchen', false);
  await createFood(ctx.db, { ...world.refs, restaurantId: hidden.restaurant.id }, { name: 'Burger Hidden' });
  await food('50% Off Combo', 10);
  await food('Half_Off Wrap', 11, { slug: 'half-off-wrap' });
  await food('Halfxoff Salad', 12, { slug: 'halfxoff-salad' });
  await food('চিকেন বিরিয়ানি', 13, { slug: 'chicken-biriyani-bn' });
  await food('বিরিয়ানি স্পেশাল', 14, { slug: 'biriyani-special-bn' });
  await food('কাচ্চিবিরিয়ানি', 15, { slug: 'kacchi-biriyani-bn' });
  await food('Spicy Kebab Wrap', 16);
});
afterAll(() => ctx.close());

const search = (query: string) => ctx.app.inject({ method: 'GET', url: `/api/restaurant/search/?${query}` });
const find = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);
const names = async (text: string) =>
  ((await find(text)).json().results as { name: string }[]).map((food) => food.name);

describe('GET restaurant/search/', () => {
  it('answers the paged search results with an exact count while under the cap', async () => {
    const res = await find('shami');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      count_is_exact: true,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          slug: 'shami-roll',
          name: 'Shami Roll',
          image: '',
          price: 250,
          category_name: 'Kebab Corner',
          restaurant_name: world.restaurant.name,
        },
      ],
    });
  });

  /** Equal name, names starting with the text (by name), a later word, then the rest newest first. */
  const BURGER_RANKING = [
    'Burger',
    'Burger Deluxe',
    'Burgers Combo',
    'Smoky Burger Bowl',
    'Cheese Burger',
    'Veggie Hamburger',
    'Hamburger Plate',
  ];

  it('ranks an equal name, then names starting with the text by name, then a later word, then the rest newest first', async () => {
    expect(await names('burger')).toEqual(BURGER_RANKING);
  });

  it('finds by the category name too, after the names that hold the word', async () => {
    expect(await names('KEBAB')).toEqual(['Spicy Kebab Wrap', 'Shami Roll']);
  });

  it('needs every word; the whole text ranks as one', async () => {
    expect(await names('burger  smoky')).toEqual(['Smoky Burger Bowl']);
    expect(await names('smoky burger')).toEqual(['Smoky Burger Bowl']);
    expect(await names('roll kebab')).toEqual(['Shami Roll']);
    expect(await names('burger nothing')).toEqual([]);
  });

  it('ranks short prefixes the same way', async () => {
    expect(await names('bu')).toEqual(BURGER_RANKING);
    expect(await names('s')).toContain('Shami Roll');
  });

  it('ranks Bangla words by where they start, vowel signs and all', async () => {
    expect(await names('বিরিয়ানি')).toEqual(['বিরিয়ানি স্পেশাল', 'চিকেন বিরিয়ানি', 'কাচ্চিবিরিয়ানি']);
    expect(await names('বি')).toEqual(['বিরিয়ানি স্পেশাল', 'চিকেন বিরিয়ানি', 'কাচ্চিবিরিয়ানি']);
  });

  it('takes % and _ literally', async () => {
    expect(await names('50%')).toEqual(['50% Off Combo']);
    expect(await names('half_off')).toEqual(['Half_Off Wrap']);
    expect((await find('back\\slash')).json().count).toBe(0);
  });

  it('never finds unavailable foods or foods of unapproved restaurants', async () => {
    const found = await names('burger');
    expect(found).not.toContain('Burger Sold Out');
    expect(found).not.toContain('Burger Hidden');
  });

  it('answers no results for blank or missing text, and drops NUL', async () => {
    const empty = { count: 0, count_is_exact: true, next: null, previous: null, results: [] };
    expect((await find('   ')).json()).toEqual(empty);
    expect((await search('')).json()).toEqual(empty);
    expect(await names('sha\u0000mi')).toEqual(['Shami Roll']);
  });

  it('refuses a bad page or text with a message', async () => {
    const message = { page: ['Choose a page from 1 to 100.'] };
    for (const page of ['0', '101', 'x', '1.5', '-1']) {
      const res = await find('burger', `&page=${page}`);
      expect(res.statusCode, page).toBe(400);
      expect(res.json(), page).toEqual(message);
    }
    const long = await find('a'.repeat(101));
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ q: ['Search text must be at most 100 characters.'] });
    const twice = await search('q=a&q=b');
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ q: ['Search text must be text.'] });
  });

  it('pages by 10 in the same order, keeping the text in the links; past the end is 404', async () => {
    const { refs } = await catalogWorld(ctx.db);
    await foodsNamed(ctx.db, refs, 'Pho', 12);
    const first = (await find('pho')).json();
    expect(first).toMatchObject({ count: 12, count_is_exact: true, previous: null });
    expect(first.results).toHaveLength(10);
    expect(Object.fromEntries(new URL(first.next).searchParams)).toEqual({ q: 'pho', page: '2' });
    const second = await find('pho', '&page=2');
    expect(second.json()).toMatchObject({ count: 12, count_is_exact: true, next: null });
    expect(Object.fromEntries(new URL(second.json().previous).searchParams)).toEqual({
      q: 'pho',
      page: '1',
    });
    const all = [...first.results, ...second.json().results].map((f: { name: string }) => f.name);
    expect(all).toEqual([...Array(12).keys()].map((i) => `Pho ${String(i + 1).padStart(2, '0')}`));
    expect((await find('pho', '&page=3')).statusCode).toBe(404);
  });

  it(`counts no further than ${FOOD_SEARCH_COUNT_CAP} and then says the count is not exact`, async () => {
    const { refs } = await catalogWorld(ctx.db);
    const many = FOOD_SEARCH_COUNT_CAP + 5;
    await ctx.db.insert(foods).values(
      [...Array(many).keys()].map((i) => ({
        ...refs,
        ...foodName(`Zucchini Fritter ${i}`),
        slug: `zucchini-fritter-${i}`,
        price: 90,
      })),
    );
    const first = (await find('zucchini')).json();
    expect(first).toMatchObject({ count: FOOD_SEARCH_COUNT_CAP, count_is_exact: false });
    const last = (await find('zucchini', '&page=100')).json();
    expect(last).toMatchObject({ count: FOOD_SEARCH_COUNT_CAP, count_is_exact: false, next: null });
    expect(last.results).toHaveLength(10);
  });

  it('answers in one statement, whether it counts or not', async () => {
    const client = (ctx.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
    const statements = async (text: string) => {
      const spy = vi.spyOn(client, 'query');
      expect((await find(text, '&page=1&statements')).statusCode).toBe(200);
      const n = spy.mock.calls.length;
      spy.mockRestore();
      return n;
    };
    expect(await statements('shami')).toBe(1);
    await foodsNamed(ctx.db, world.refs, 'Tofu', 11);
    // A catalog change drops the categories and hidden restaurants kept for the search: read again here.
    await ctx.changes.caughtUp();
    expect((await find('tofu', '&page=1')).statusCode).toBe(200);
    expect(await statements('tofu')).toBe(1);
  });
});
