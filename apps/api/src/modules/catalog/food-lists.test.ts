import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood } from '../../test/factories.ts';
import { catalogWorld, FOOD_KEYS, foodsNamed, minute, restaurantFor } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
  // 13 listed foods of one restaurant, category and tag (Dish 01 oldest … Dish 13 newest)…
  await foodsNamed(ctx.db, world.refs, 'Dish', 13);
  // …and foods that no list may show: unavailable, or of an unapproved restaurant.
  await createFood(ctx.db, world.refs, { name: 'Sold Out', isAvailable: false, createdAt: minute(100) });
  const hidden = await restaurantFor(ctx.db, 'Hidden Kitchen', false);
  await createFood(
    ctx.db,
    { ...world.refs, restaurantId: hidden.restaurant.id },
    { name: 'Hidden Dish', createdAt: minute(101) },
  );
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });
const names = (body: { results: { name: string }[] }) => body.results.map((food) => food.name);
const dishes = (...numbers: number[]) => numbers.map((n) => `Dish ${String(n).padStart(2, '0')}`);

describe('GET restaurant/foods/', () => {
  it('pages every listed food by 6, newest first, with absolute links keeping other parameters', async () => {
    const first = await get('/api/restaurant/foods/?lang=bn');
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(13);
    expect(names(body)).toEqual(dishes(13, 12, 11, 10, 9, 8));
    expect(body.previous).toBeNull();
    const next = new URL(body.next);
    expect(next.origin).toBe(ctx.config.publicUrl);
    expect(next.pathname).toBe('/api/restaurant/foods/');
    expect(Object.fromEntries(next.searchParams)).toEqual({ lang: 'bn', page: '2' });

    const last = (await get('/api/restaurant/foods/?page=3&lang=bn')).json();
    expect(names(last)).toEqual(dishes(1));
    expect(last.next).toBeNull();
    expect(Object.fromEntries(new URL(last.previous).searchParams)).toEqual({ page: '2', lang: 'bn' });
  });

  it('answers 404 "Invalid page." past the end, and reads a malformed page as 1', async () => {
    const past = await get('/api/restaurant/foods/?page=4');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
    const odd = await get('/api/restaurant/foods/?page=abc');
    expect(odd.statusCode).toBe(200);
    expect(odd.json().previous).toBeNull();
  });
});

describe('GET restaurant/category-foods/{slug}/', () => {
  it('pages a category by 10, newest first, in the exact Food shape', async () => {
    const res = await get(`/api/restaurant/category-foods/${world.category.slug}/`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(13);
    expect(body.results).toHaveLength(10);
    expect(names(body)).toEqual(dishes(13, 12, 11, 10, 9, 8, 7, 6, 5, 4));
    const food = body.results[0];
    expect(Object.keys(food).sort()).toEqual(FOOD_KEYS);
    expect(food).toEqual({
      id: expect.any(Number),
      name: 'Dish 13',
      slug: 'dish-13',
      description: 'Tasty.',
      price: 250,
      image: '',
      is_available: true,
      category: world.category.id,
      category_name: world.category.name,
      category_slug: world.category.slug,
      tags: world.tag.id,
      food_tag: world.tag.slug,
      restaurant: world.restaurant.id,
      restaurant_name: world.restaurant.name,
      restaurant_slug: world.restaurant.slug,
      rating_average: 0,
      rating_count: 0,
      created_at: minute(13).toISOString(),
    });
    const second = (await get(`/api/restaurant/category-foods/${world.category.slug}/?page=2`)).json();
    expect(names(second)).toEqual(dishes(3, 2, 1));
  });

  it('answers an empty page for an unknown slug, and 404 past it', async () => {
    const res = await get('/api/restaurant/category-foods/no-such-category/?page=1');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
    expect((await get('/api/restaurant/category-foods/no-such-category/?page=2')).statusCode).toBe(404);
  });

  it('keeps a stable order when foods share a creation time (newest id first)', async () => {
    const { refs, category } = await catalogWorld(ctx.db);
    const same = minute(500);
    const made = [];
    for (const name of ['Twin A', 'Twin B', 'Twin C'])
      made.push(await createFood(ctx.db, refs, { name, createdAt: same }));
    const body = (await get(`/api/restaurant/category-foods/${category.slug}/`)).json();
    expect(body.results.map((food: { id: number }) => food.id)).toEqual(made.map((f) => f.id).reverse());
  });
});

describe('GET restaurant/restaurant-food-list/{slug}/ and tag-food-list/{tag}/', () => {
  it('pages a restaurant by 6', async () => {
    const body = (await get(`/api/restaurant/restaurant-food-list/${world.restaurant.slug}/?page=2`)).json();
    expect(body.count).toBe(13);
    expect(names(body)).toEqual(dishes(7, 6, 5, 4, 3, 2));
    expect(new URL(body.previous).searchParams.get('page')).toBe('1');
    expect(new URL(body.next).searchParams.get('page')).toBe('3');
  });

  it('pages a tag by 6, the tag given by slug', async () => {
    const body = (await get(`/api/restaurant/tag-food-list/${world.tag.slug}/`)).json();
    expect(body.count).toBe(13);
    expect(names(body)).toEqual(dishes(13, 12, 11, 10, 9, 8));
  });

  it('answers empty pages for unknown slugs and for an unapproved restaurant', async () => {
    const empty = { count: 0, next: null, previous: null, results: [] };
    expect((await get('/api/restaurant/tag-food-list/no-such-tag/')).json()).toEqual(empty);
    expect((await get('/api/restaurant/restaurant-food-list/no-such-place/')).json()).toEqual(empty);
    expect((await get('/api/restaurant/restaurant-food-list/hidden-kitchen/')).json()).toEqual(empty);
  });

  it('never lists an unavailable food or a food of an unapproved restaurant', async () => {
    const { refs, tag } = await catalogWorld(ctx.db);
    await createFood(ctx.db, refs, { name: 'Shown', createdAt: minute(600) });
    await createFood(ctx.db, refs, { name: 'Off Menu', isAvailable: false, createdAt: minute(601) });
    const body = (await get(`/api/restaurant/tag-food-list/${tag.slug}/`)).json();
    expect(names(body)).toEqual(['Shown']);
    const all = (await get('/api/restaurant/foods/?page=1')).json();
    expect(names(all)).not.toContain('Sold Out');
    expect(names(all)).not.toContain('Hidden Dish');
    expect(names(all)).not.toContain('Off Menu');
  });
});

describe('GET restaurant/details/{slug}/', () => {
  it('answers 400, never 500, for a slug holding a NUL character', async () => {
    for (const url of ['/api/restaurant/details/a%00b/', '/api/restaurant/category-foods/%00/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(400);
      expect(res.json()).toEqual({ slug: ['Invalid slug.'] });
    }
  });

  it('answers the Food', async () => {
    const res = await get('/api/restaurant/details/dish-05/');
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(FOOD_KEYS);
    expect(res.json()).toMatchObject({ name: 'Dish 05', slug: 'dish-05', is_available: true, price: 250 });
  });

  it('opens an unavailable food, saying so', async () => {
    const res = await get('/api/restaurant/details/sold-out/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ name: 'Sold Out', is_available: false });
  });

  it('answers exact decimal prices as numbers', async () => {
    const { refs } = await catalogWorld(ctx.db);
    await createFood(ctx.db, refs, { name: 'Half Taka', price: 110.5 });
    expect((await get('/api/restaurant/details/half-taka/')).json().price).toBe(110.5);
  });

  it('answers 404 for an unknown slug and for a food of an unapproved restaurant', async () => {
    for (const slug of ['no-such-food', 'hidden-dish']) {
      const res = await get(`/api/restaurant/details/${slug}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    const [hidden] = await ctx.db.select().from(foods).where(eq(foods.slug, 'hidden-dish'));
    expect(hidden).toBeDefined();
  });
});
