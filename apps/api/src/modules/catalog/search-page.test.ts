import { SEARCH_PAGE_SIZE } from '@bhoj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods, searchWords } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory, createFood } from '../../test/factories.ts';
import { catalogWorld, foodsNamed, minute, restaurantFor } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
let other: Awaited<ReturnType<typeof restaurantFor>>;
let rice: Awaited<ReturnType<typeof createCategory>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
  other = await restaurantFor(ctx.db, 'Dhanmondi Grill');
  rice = await createCategory(ctx.db, 'Rice Bowls');
  const inRice = { ...world.refs, categoryId: rice.id };
  const atOther = { ...world.refs, restaurantId: other.restaurant.id };
  await createFood(ctx.db, inRice, { name: 'Chicken Biryani', price: 320, createdAt: minute(1) });
  await createFood(ctx.db, inRice, { name: 'Beef Biryani', price: 450, createdAt: minute(2) });
  await createFood(ctx.db, atOther, { name: 'Chicken Tikka', price: 280, createdAt: minute(3) });
  await createFood(ctx.db, atOther, { name: 'Grilled Chicken', price: 520.5, createdAt: minute(4) });
  await createFood(ctx.db, world.refs, { name: 'Chickpea Salad', price: 150, createdAt: minute(5) });
  await createFood(ctx.db, world.refs, { name: 'কাচ্চি বিরিয়ানি', slug: 'kacchi-bn', createdAt: minute(6) });
  const kofta = await createCategory(ctx.db, 'Kofta Corner');
  await createFood(ctx.db, world.refs, { name: 'Lamb Kofta', createdAt: minute(7) });
  await createFood(
    ctx.db,
    { ...world.refs, categoryId: kofta.id },
    { name: 'Malai Boti', createdAt: minute(8) },
  );
  const hidden = await restaurantFor(ctx.db, 'Hidden Kitchen', false);
  await createFood(ctx.db, { ...world.refs, restaurantId: hidden.restaurant.id }, { name: 'Hidden Biryani' });
  await foodsNamed(ctx.db, world.refs, 'Tofu', SEARCH_PAGE_SIZE + 3, 10);
});
afterAll(() => ctx.close());

const get = (query: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/restaurant/search-results/?${query}` });
const names = async (query: string) => {
  const res = await get(query);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as { name: string }[]).map((food) => food.name);
};

describe('GET restaurant/search-results/', () => {
  it('answers the page with the card fields, counted, and what else it searched', async () => {
    const res = await get('q=tikka');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 1,
      count_is_exact: true,
      also_searched: [],
      next: null,
      previous: null,
      results: [
        {
          id: expect.any(Number),
          slug: 'chicken-tikka',
          name: 'Chicken Tikka',
          image: '',
          price: 280,
          category_name: world.category.name,
          category_slug: world.category.slug,
          restaurant_name: 'Dhanmondi Grill',
          restaurant_slug: other.restaurant.slug,
          rating_average: 0,
          rating_count: 0,
        },
      ],
    });
  });

  it('finds a misspelt word by the catalog words spelt like it, after the exact matches', async () => {
    const chiken = await get('q=chiken');
    expect(chiken.json().also_searched).toEqual(['chicken']);
    expect(chiken.json().results.map((f: { name: string }) => f.name)).toEqual([
      'Grilled Chicken',
      'Chicken Tikka',
      'Chicken Biryani',
    ]);
    // "biriyani" is the Bangla name's Latin spelling: that name comes first, then the Latin names.
    expect(await names('q=biriyani')).toEqual(['কাচ্চি বিরিয়ানি', 'Beef Biryani', 'Chicken Biryani']);
    expect(await names('q=chiken%20tika')).toEqual(['Chicken Tikka']);
    // A respelt word in a name comes before a (newer) food found by it only in its category's name.
    expect(await names('q=koftta')).toEqual(['Lamb Kofta', 'Malai Boti']);
  });

  it('keeps finding names across scripts, and answers Bangla text it cannot respell', async () => {
    expect(await names('q=kacchi')).toEqual(['কাচ্চি বিরিয়ানি']);
    expect(await names('q=বিরিয়ানি')).toEqual(['কাচ্চি বিরিয়ানি', 'Beef Biryani', 'Chicken Biryani']);
    const misspelt = await get(`q=${encodeURIComponent('কাচ্চী')}`);
    expect(misspelt.statusCode).toBe(200);
  });

  it('does not respell a word some name holds, a category word, or a short word', async () => {
    const chick = await get('q=chick');
    expect(chick.json().also_searched).toEqual([]);
    expect(await names('q=chicken')).not.toContain('Chickpea Salad');
    expect((await get('q=rice')).json().also_searched).toEqual([]);
    expect((await get('q=chk')).json()).toMatchObject({ count: 0, also_searched: [] });
  });

  it('learns the words of new and renamed foods', async () => {
    expect((await get('q=pakora')).json().count).toBe(0);
    const food = await createFood(ctx.db, world.refs, { name: 'Onion Pakora' });
    expect(await names('q=pakoda')).toEqual(['Onion Pakora']);
    await ctx.db
      .update(foods)
      .set({ name: 'Onion Bhaji', searchName: 'onion bhaji' })
      .where(eq(foods.id, food.id));
    const words = await ctx.db.select().from(searchWords).where(eq(searchWords.word, 'bhaji'));
    expect(words).toHaveLength(1);
  });

  it('filters by category, restaurant and price range, together', async () => {
    expect(await names(`q=chicken&category=${rice.slug}`)).toEqual(['Chicken Biryani']);
    expect(await names(`q=chicken&restaurant=${other.restaurant.slug}`)).toEqual([
      'Chicken Tikka',
      'Grilled Chicken',
    ]);
    expect(await names('q=chicken&min_price=300')).toEqual(['Chicken Biryani', 'Grilled Chicken']);
    expect(await names('q=chicken&max_price=320')).toEqual(['Chicken Biryani', 'Chicken Tikka']);
    expect(await names('q=chicken&min_price=280&max_price=280')).toEqual(['Chicken Tikka']);
    expect(await names('q=chicken&min_price=520.50')).toEqual(['Grilled Chicken']);
    expect(await names(`q=biryani&category=${rice.slug}&max_price=400`)).toEqual(['Chicken Biryani']);
    // A filter that finds nothing, also through a misspelling's tier.
    expect(await names(`q=chiken&category=${rice.slug}&min_price=1000`)).toEqual([]);
    // Empty values are no filter.
    expect(await names('q=tikka&category=&restaurant=&min_price=&max_price=')).toEqual(['Chicken Tikka']);
  });

  it('finds nothing for an unknown category or restaurant, or a hidden restaurant', async () => {
    expect((await get('q=chicken&category=no-such')).json()).toMatchObject({ count: 0, results: [] });
    expect((await get('q=chicken&restaurant=no-such')).json()).toMatchObject({ count: 0, results: [] });
    expect((await get('q=biryani&restaurant=hidden-kitchen')).json()).toMatchObject({ count: 0 });
    expect(await names('q=biryani')).not.toContain('Hidden Biryani');
  });

  it(`pages by ${SEARCH_PAGE_SIZE}, keeping the filters in the links; past the end is 404`, async () => {
    const first = (await get('q=tofu&min_price=1')).json();
    expect(first.count).toBe(SEARCH_PAGE_SIZE + 3);
    expect(first.results).toHaveLength(SEARCH_PAGE_SIZE);
    expect(first.next).toMatch(/\/api\/restaurant\/search-results\/\?q=tofu&min_price=1&page=2$/);
    const second = (await get('q=tofu&min_price=1&page=2')).json();
    expect(second.results.map((f: { name: string }) => f.name)).toEqual(['Tofu 13', 'Tofu 14', 'Tofu 15']);
    expect(second.previous).toMatch(/page=1$/);
    const past = await get('q=tofu&page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('answers no results for blank text', async () => {
    expect((await get('q=%20&category=' + rice.slug)).json()).toMatchObject({ count: 0, results: [] });
    expect((await get('')).json()).toMatchObject({ count: 0, results: [] });
  });

  it.each([
    ['page=0', 'page', 'Choose a page from 1 to 84.'],
    ['page=x', 'page', 'Choose a page from 1 to 84.'],
    ['page=85', 'page', 'Choose a page from 1 to 84.'],
    ['min_price=-1', 'min_price', 'The lowest price must be a number of taka, like 250 or 99.50.'],
    ['max_price=1e3', 'max_price', 'The highest price must be a number of taka, like 250 or 99.50.'],
    ['min_price=1.234', 'min_price', 'The lowest price must be a number of taka, like 250 or 99.50.'],
    ['min_price=500&max_price=100', 'max_price', 'The highest price must not be below the lowest.'],
    ['category=Rice%20Bowls', 'category', 'Choose one category.'],
    ['category=a&category=b', 'category', 'Choose one category.'],
    ['restaurant=%00', 'restaurant', 'Choose one restaurant.'],
    [`q=${'a'.repeat(101)}`, 'q', 'Search text must be at most 100 characters.'],
  ])('refuses %s with a message', async (query, field, message) => {
    const res = await get(`q=chicken&${query}`.replace('q=chicken&q=', 'q='));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ [field]: [message] });
  });
});
