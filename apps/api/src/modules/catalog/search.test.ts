import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWindow } from '../../lib/paging.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory, createFood } from '../../test/factories.ts';
import { searchQuery } from './search-query.ts';
import { catalogWorld, foodsNamed, restaurantFor } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
  const pizza = await createCategory(ctx.db, 'Pizza');
  const rice = await createCategory(ctx.db, 'Rice');
  const inPizza = { ...world.refs, categoryId: pizza.id };
  const inRice = { ...world.refs, categoryId: rice.id };
  await createFood(ctx.db, inPizza, { name: 'Chicken Tikka' });
  await createFood(ctx.db, inPizza, { name: 'Margherita' });
  await createFood(ctx.db, inRice, { name: 'Chicken Biryani' });
  await createFood(ctx.db, inRice, { name: 'Kacchi' });
  await createFood(ctx.db, world.refs, { name: 'Cheese Burger' });
  await createFood(ctx.db, world.refs, { name: 'Burger Deluxe' });
  await createFood(ctx.db, world.refs, { name: 'Smoky Burger Bowl' });
  await createFood(ctx.db, world.refs, { name: '50% Off Combo' });
  await createFood(ctx.db, world.refs, { name: 'Half_Off Wrap', slug: 'half-off-wrap' });
  await createFood(ctx.db, world.refs, { name: 'Halfxoff Salad', slug: 'halfxoff-salad' });
  await createFood(ctx.db, world.refs, { name: 'Burger Sold Out', isAvailable: false });
  const hidden = await restaurantFor(ctx.db, 'Hidden Kitchen', false);
  await createFood(ctx.db, { ...world.refs, restaurantId: hidden.restaurant.id }, { name: 'Burger Hidden' });
});
afterAll(() => ctx.close());

const search = (text: string, extra = '') =>
  ctx.app.inject({
    method: 'GET',
    url: `/api/restaurant/search-food/?search=${encodeURIComponent(text)}${extra}`,
  });
const names = async (text: string) =>
  ((await search(text)).json().results as { name: string }[]).map((food) => food.name);

describe('GET restaurant/search-food/', () => {
  it('answers the paged envelope of search results in their exact shape', async () => {
    const res = await search('margherita');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          slug: 'margherita',
          name: 'Margherita',
          image: '',
          price: 250,
          category_name: 'Pizza',
          restaurant_name: world.restaurant.name,
        },
      ],
    });
  });

  it('ignores case', async () => {
    expect(await names('CHICKEN biryANI')).toEqual(['Chicken Biryani']);
  });

  it('needs every word to match the name or the category name', async () => {
    expect(await names('chicken pizza')).toEqual(['Chicken Tikka']);
    expect(await names('rice')).toEqual(['Chicken Biryani', 'Kacchi']);
    expect(await names('chicken nothing')).toEqual([]);
  });

  it('ranks names starting with the text first', async () => {
    expect(await names('burger')).toEqual(['Burger Deluxe', 'Cheese Burger', 'Smoky Burger Bowl']);
  });

  it('answers short text too, as a substring', async () => {
    expect((await names('ka')).sort()).toEqual(['Chicken Tikka', 'Kacchi']);
    // One letter, matched through the category name (Pizza).
    expect(await names('z')).toEqual(['Chicken Tikka', 'Margherita']);
  });

  it('takes % and _ literally', async () => {
    expect(await names('50%')).toEqual(['50% Off Combo']);
    expect(await names('%')).toEqual(['50% Off Combo']);
    expect(await names('half_off')).toEqual(['Half_Off Wrap']);
    expect((await search('back\\slash')).json().count).toBe(0);
  });

  it('never finds unavailable foods or foods of unapproved restaurants', async () => {
    const found = await names('burger');
    expect(found).not.toContain('Burger Sold Out');
    expect(found).not.toContain('Burger Hidden');
  });

  it('drops NUL characters from the text', async () => {
    expect(await names('marg\u0000herita')).toEqual(['Margherita']);
  });

  it('answers no results for blank or missing text', async () => {
    const empty = { count: 0, next: null, previous: null, results: [] };
    expect((await search('   ')).json()).toEqual(empty);
    expect((await ctx.app.inject({ method: 'GET', url: '/api/restaurant/search-food/' })).json()).toEqual(
      empty,
    );
  });

  it('pages by 10, keeping the search in the links', async () => {
    const { refs } = await catalogWorld(ctx.db);
    await foodsNamed(ctx.db, refs, 'Soup', 12);
    const first = (await search('soup')).json();
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(Object.fromEntries(new URL(first.next).searchParams)).toEqual({ search: 'soup', page: '2' });
    const second = (await search('soup', '&page=2')).json();
    expect(second.results.map((f: { name: string }) => f.name)).toEqual(['Soup 11', 'Soup 12']);
    expect((await search('soup', '&page=3')).statusCode).toBe(404);
  });
});

describe('search query plan', () => {
  it('can use the pg_trgm index on food names for text of 3 characters or more', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(
        sql`explain ${searchQuery(tx, ['chicken', 'tikka'], pageWindow(1, 10))}`,
      );
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('foods_name_trgm_idx');
  });
});
