import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, foods, orderLines } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUpload, createUser } from '../../test/factories.ts';
import { FOOD_KEYS, minute } from '../catalog/testing.ts';
import { ownerWorld, placeOrder } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof ownerWorld>>;
const IMAGE = '/media/uploads/2026/01/0123456789abcdef0123456789abcdef.webp';
/** An image the other owner uploaded. */
let otherImage: string;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await ownerWorld(ctx.db);
  await createUpload(ctx.db, world.owner.user.id, IMAGE.slice('/media/'.length));
  otherImage = await createUpload(ctx.db, world.other.user.id);
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Chicken Biryani',
  description: 'Fragrant rice, slow-cooked chicken.',
  price: 320,
  image: IMAGE,
  category: world.category.id,
  tags: world.tag.id,
  is_available: true,
  ...overrides,
});
const add = (payload: object, headers = world.owner.auth) =>
  call('POST', '/api/restaurant/item/add', headers, payload);
const rowOf = async (id: number) => (await ctx.db.select().from(foods).where(eq(foods.id, id)))[0];

describe('POST restaurant/item/add', () => {
  it('adds a food to the owner’s restaurant: 201 Food, slug made from the name', async () => {
    const res = await add(body());
    expect(res.statusCode).toBe(201);
    const food = res.json();
    expect(Object.keys(food).sort()).toEqual(FOOD_KEYS);
    expect(food).toMatchObject({
      name: 'Chicken Biryani',
      slug: 'chicken-biryani',
      price: 320,
      image: ctx.config.publicUrl + IMAGE,
      is_available: true,
      category: world.category.id,
      category_name: world.category.name,
      tags: world.tag.id,
      food_tag: world.tag.slug,
      restaurant: world.restaurant.id,
      restaurant_name: 'Kacchi Ghor',
    });
    expect(await rowOf(food.id)).toMatchObject({
      restaurantId: world.restaurant.id,
      slug: 'chicken-biryani',
      price: 320,
      description: 'Fragrant rice, slow-cooked chicken.',
    });
  });

  it('gives a clashing slug -2, -3…, also when the other food is another restaurant’s', async () => {
    const second = (await add(body())).json();
    expect(second.slug).toBe('chicken-biryani-2');
    const third = await add(body({ slug: 'Chicken Biryani', image: otherImage }), world.other.auth);
    expect(third.statusCode).toBe(201);
    expect(third.json()).toMatchObject({ slug: 'chicken-biryani-3', restaurant: world.otherRestaurant.id });
  });

  it('gives concurrent adds of one name distinct slugs', async () => {
    const answers = await Promise.all([1, 2, 3].map(() => add(body({ name: 'Race Dish' }))));
    expect(answers.map((r) => r.statusCode)).toEqual([201, 201, 201]);
    expect(answers.map((r) => r.json().slug).sort()).toEqual(['race-dish', 'race-dish-2', 'race-dish-3']);
  });

  it('accepts the form’s lenient types: numeric strings and "true"/"false"; with or without the slash', async () => {
    const res = await call('POST', '/api/restaurant/item/add/', world.owner.auth, {
      ...body({ name: 'Mutton Leg Roast', price: '99.50', is_available: 'false' }),
      category: String(world.category.id),
      tags: String(world.tag.id),
      description: null,
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ price: 99.5, is_available: false, description: '' });
  });

  it('answers 400 on each bad field', async () => {
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '  ' }, { name: ['Name is required.'] }],
      [{ price: -1 }, { price: ['Price cannot be negative.'] }],
      [{ price: '-1' }, { price: ['Price cannot be negative.'] }],
      [{ price: 10.555 }, { price: ['Price can have at most 2 decimals.'] }],
      [{ price: 'ten' }, { price: ['Enter a price in taka, like 250 or 99.50.'] }],
      [{ price: undefined }, { price: ['Price is required.'] }],
      [{ price: 2_000_000 }, { price: ['Price must be at most 1000000.'] }],
      [{ category: 999_999 }, { category: ['Choose a category from the list.'] }],
      [{ tags: 999_999 }, { tags: ['Choose a sub category (tag) from the list.'] }],
      [
        { category: 999_999, tags: 999_998 },
        {
          category: ['Choose a category from the list.'],
          tags: ['Choose a sub category (tag) from the list.'],
        },
      ],
      [{ category: 'pizza' }, { category: ['Choose a category.'] }],
      [{ tags: null }, { tags: ['Choose a sub category (tag).'] }],
      [{ is_available: 'yes' }, { is_available: ['is_available must be true or false.'] }],
      [{ image: '' }, { image: ['Upload an image of the food.'] }],
      [
        { image: 'https://example.com/cat.jpg' },
        { image: ['Upload the image here: links to images elsewhere are not accepted.'] },
      ],
      [
        { image: '/media/../secrets' },
        { image: ['Upload the image here: links to images elsewhere are not accepted.'] },
      ],
      [
        { slug: 'something-else' },
        { slug: ['The slug must be the name in lowercase with dashes for spaces.'] },
      ],
    ];
    const before = await ctx.db.select().from(foods);
    for (const [overrides, expected] of cases) {
      const res = await add(body(overrides));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json(), JSON.stringify(overrides)).toEqual(expected);
    }
    expect(await add([] as unknown as object).then((r) => r.statusCode)).toBe(400);
    expect(await ctx.db.select().from(foods)).toHaveLength(before.length);
  });

  it('answers 404 "Restaurant not found" to an owner without a restaurant', async () => {
    const { auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    const res = await add(body({ name: 'Orphan Dish' }), auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Restaurant not found' });
  });
});

describe('GET and PUT restaurant/item/update/{id}/', () => {
  it('loads an own food; another restaurant’s or an unknown one is 404', async () => {
    const food = await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Shahi Tukra' });
    const res = await call('GET', `/api/restaurant/item/update/${food.id}/`, world.owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: food.id, name: 'Shahi Tukra', restaurant: world.restaurant.id });
    const foreign = await call('GET', `/api/restaurant/item/update/${food.id}/`, world.other.auth);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Not found.' });
    expect((await call('GET', '/api/restaurant/item/update/999999/', world.owner.auth)).statusCode).toBe(404);
    const bad = await call('GET', '/api/restaurant/item/update/abc/', world.owner.auth);
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['id']);
  });

  it('changes every field; image null or "" keeps the current image; the slug follows the name', async () => {
    const food = (await add(body({ name: 'Plain Naan', price: 40 }))).json();
    const put = (payload: object) =>
      call('PUT', `/api/restaurant/item/update/${food.id}/`, world.owner.auth, payload);

    const renamed = await put(
      body({ name: 'Garlic Naan', price: '55.25', image: null, is_available: false }),
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: food.id,
      name: 'Garlic Naan',
      slug: 'garlic-naan',
      price: 55.25,
      image: ctx.config.publicUrl + IMAGE,
      is_available: false,
    });
    const kept = await put(body({ name: 'Garlic Naan', image: '', description: 'Now with butter.' }));
    expect(kept.json()).toMatchObject({
      slug: 'garlic-naan',
      image: ctx.config.publicUrl + IMAGE,
      description: 'Now with butter.',
    });
    const other = await createUpload(ctx.db, world.owner.user.id);
    expect((await put(body({ name: 'Garlic Naan', image: other }))).json().image).toBe(
      ctx.config.publicUrl + other,
    );
    expect(await rowOf(food.id)).toMatchObject({ name: 'Garlic Naan', price: 320, image: other });
  });

  it('keeps a suffixed slug while the name is unchanged, and accepts it sent back', async () => {
    const food = (await add(body())).json();
    expect(food.slug).toMatch(/^chicken-biryani-\d+$/);
    const res = await call(
      'PUT',
      `/api/restaurant/item/update/${food.id}/`,
      world.owner.auth,
      body({ slug: food.slug, price: 330 }),
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ slug: food.slug, price: 330 });
  });

  it('refuses another owner’s food with 404 and leaves it as it was', async () => {
    const food = await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Jali Kabab' });
    const res = await call(
      'PUT',
      `/api/restaurant/item/update/${food.id}/`,
      world.other.auth,
      body({ name: 'Stolen' }),
    );
    expect(res.statusCode).toBe(404);
    expect(await rowOf(food.id)).toMatchObject({ name: 'Jali Kabab', restaurantId: world.restaurant.id });
  });

  it('answers 400 on an unknown category before anything changes', async () => {
    const food = await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Chotpoti' });
    const res = await call(
      'PUT',
      `/api/restaurant/item/update/${food.id}/`,
      world.owner.auth,
      body({ name: 'Fuchka', category: 999_999 }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ category: ['Choose a category from the list.'] });
    expect((await rowOf(food.id))?.name).toBe('Chotpoti');
  });
});

describe('DELETE restaurant/food/delete/{id}/', () => {
  it('deletes an own food: order lines keep their snapshot, cart lines go', async () => {
    const food = await createFood(ctx.db, world.refs(world.restaurant.id), {
      name: 'Doomed Dish',
      price: 150,
    });
    const { lineIds } = await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.restaurant, foodId: food.id, itemName: 'Doomed Dish', price: 150, quantity: 2 },
    ]);
    const [cart] = await ctx.db.insert(carts).values({ userId: world.customer.user.id }).returning();
    await ctx.db.insert(cartLines).values({ cartId: cart!.id, foodId: food.id, quantity: 1 });

    const res = await call('DELETE', `/api/restaurant/food/delete/${food.id}/`, world.owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Food item deleted.' });
    expect(await rowOf(food.id)).toBeUndefined();
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, lineIds[0]!));
    expect(line).toMatchObject({ foodId: null, itemName: 'Doomed Dish', itemPrice: 150, quantity: 2 });
    expect(await ctx.db.select().from(cartLines).where(eq(cartLines.cartId, cart!.id))).toEqual([]);
    const again = await call('DELETE', `/api/restaurant/food/delete/${food.id}/`, world.owner.auth);
    expect(again.statusCode).toBe(404);
  });

  it('answers 404 for another restaurant’s food and keeps it', async () => {
    const food = await createFood(ctx.db, world.refs(world.otherRestaurant.id), { name: 'Not Yours' });
    const res = await call('DELETE', `/api/restaurant/food/delete/${food.id}/`, world.owner.auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
    expect(await rowOf(food.id)).toBeDefined();
  });
});

describe('GET restaurant/foods/ with an owner’s token', () => {
  it('pages the owner’s own foods by 6, newest first, unavailable ones included', async () => {
    const own = await ctx.db.select().from(foods).where(eq(foods.restaurantId, world.restaurant.id));
    const mine = await createFood(ctx.db, world.refs(world.restaurant.id), {
      name: 'Hidden Special',
      isAvailable: false,
      createdAt: minute(10_000_000),
    });
    const first = await call('GET', '/api/restaurant/foods/', world.owner.auth);
    expect(first.statusCode).toBe(200);
    const page = first.json();
    expect(page.count).toBe(own.length + 1);
    expect(page.results).toHaveLength(6);
    expect(page.results[0]).toMatchObject({ id: mine.id, is_available: false });
    expect(page.results.every((f: { restaurant: number }) => f.restaurant === world.restaurant.id)).toBe(
      true,
    );
    const pages = Math.ceil(page.count / 6);
    const last = await call('GET', `/api/restaurant/foods/?page=${pages}`, world.owner.auth);
    expect(last.json().next).toBeNull();
    const past = await call('GET', `/api/restaurant/foods/?page=${pages + 1}`, world.owner.auth);
    expect(past.statusCode).toBe(404);
  });

  it('answers an empty page to an owner without a restaurant; others see the public catalog', async () => {
    const { auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    expect((await call('GET', '/api/restaurant/foods/', auth)).json()).toMatchObject({
      count: 0,
      results: [],
    });
    const publicCount = (await call('GET', '/api/restaurant/foods/')).json().count;
    for (const headers of [world.customer.auth, world.admin.auth]) {
      const res = (await call('GET', '/api/restaurant/foods/', headers)).json();
      expect(res.count).toBe(publicCount);
      expect(res.results.every((f: { is_available: boolean }) => f.is_available)).toBe(true);
    }
  });
});
