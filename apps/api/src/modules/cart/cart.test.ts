import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, foods, restaurants } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await orderingWorld(ctx.db);
});
afterAll(() => ctx.close());

const shopper = async () => {
  const customer = await createShopper(ctx.db);
  return { ...customer, calls: shopperCalls(ctx.app, customer.auth) };
};
const linesOf = (foodId: number) => ctx.db.select().from(cartLines).where(eq(cartLines.foodId, foodId));

describe('POST cart/add-to-cart/{slug}/', () => {
  it('adds one by default and answers 201 with the CartItem at the current price', async () => {
    const { calls } = await shopper();
    const res = await calls.add(world.kacchi.slug);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      food_item: world.kacchi.id,
      food_item_name: 'Kacchi',
      food_item_price: 250,
      food_image: `${ctx.config.publicUrl}/media/k.webp`,
      quantity: 1,
      total_price: 250,
      is_available: true,
      restaurant_name: world.first.restaurant.name,
      restaurant_slug: world.first.restaurant.slug,
    });
  });

  it('honours the quantity (numeric strings too), adds to the existing line, ignores a sent price', async () => {
    const { calls } = await shopper();
    const first = (await calls.add(world.borhani.slug, { quantity: '3', price: 1, total_price: 1 })).json();
    expect(first).toMatchObject({ quantity: 3, food_item_price: 60.25, total_price: 180.75 });
    const second = await calls.add(world.borhani.slug, { quantity: 2 });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.id, quantity: 5, total_price: 301.25 });
    const rows = (await linesOf(world.borhani.id)).filter((row) => row.id === first.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.quantity).toBe(5);
  });

  it('sums concurrent adds of the same food: 10 parallel adds of 1 make quantity 10 on one line', async () => {
    const { calls } = await shopper();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => calls.add(world.burger.slug, { quantity: 1 })),
    );
    expect(answers.map((res) => res.statusCode)).toEqual(Array(10).fill(201));
    const list = (await calls.list()).json();
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ food_item: world.burger.id, quantity: 10, total_price: 3205 });
  });

  it('answers 400 on the quantity unless it is a whole number from 1 to 1000', async () => {
    const { calls } = await shopper();
    for (const quantity of [0, -1, 1.5, 'x', '', 1001, true, null]) {
      const res = await calls.add(world.kacchi.slug, { quantity });
      expect(res.statusCode, String(quantity)).toBe(400);
      expect(Object.keys(res.json()), String(quantity)).toEqual(['quantity']);
    }
    expect((await calls.add(world.kacchi.slug, { quantity: 0 })).json()).toEqual({
      quantity: ['Quantity must be a whole number from 1 to 1000.'],
    });
    expect((await calls.list()).json().items).toEqual([]);
  });

  it('keeps a line at 1000 at most: an add past it is refused and changes nothing', async () => {
    const { calls } = await shopper();
    await calls.add(world.kacchi.slug, { quantity: 999 });
    const res = await calls.add(world.kacchi.slug, { quantity: 2 });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ quantity: ['You can have at most 1000 of one food in your cart.'] });
    expect((await calls.add(world.kacchi.slug, { quantity: 1 })).json().quantity).toBe(1000);
  });

  it('answers 404 for an unknown food', async () => {
    const { calls } = await shopper();
    const res = await calls.add('no-such-food');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('refuses an unavailable food and a food of an unapproved restaurant with 400', async () => {
    const { calls } = await shopper();
    const extra = await orderingWorld(ctx.db, ' Extra');
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, extra.kacchi.id));
    await ctx.db
      .update(restaurants)
      .set({ isApproved: false })
      .where(eq(restaurants.id, extra.second.restaurant.id));
    for (const slug of [extra.kacchi.slug, extra.burger.slug]) {
      const res = await calls.add(slug);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'This food is not available right now.' });
    }
    expect((await calls.list()).json().items).toEqual([]);
  });
});

describe('GET cart/list/', () => {
  it('answers an empty cart with items [] and zeros, with a stable id', async () => {
    const { calls, user } = await shopper();
    const first = await calls.list();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      user: user.id,
      items: [],
      total_price: 0,
      total_quantity: 0,
      delivery_fee: 0,
      total: 0,
      unavailable: false,
    });
    expect((await calls.list()).json().id).toBe(first.json().id);
  });

  it('totals at current prices, with each restaurant’s delivery fee once, lines in the order added', async () => {
    const { calls } = await shopper();
    await calls.add(world.kacchi.slug, { quantity: 2 });
    await calls.add(world.burger.slug, { quantity: 1 });
    await calls.add(world.borhani.slug, { quantity: 3 });
    const cart = (await calls.list()).json();
    expect(cart.items.map((item: { food_item: number }) => item.food_item)).toEqual([
      world.kacchi.id,
      world.burger.id,
      world.borhani.id,
    ]);
    // 2 × 250 + 320.50 + 3 × 60.25 = 1001.25; fees 60 + 45.50.
    expect(cart).toMatchObject({
      total_price: 1001.25,
      total_quantity: 6,
      delivery_fee: 105.5,
      total: 1106.75,
      unavailable: false,
    });
    expect(cart.items[1]).toMatchObject({
      restaurant_name: world.second.restaurant.name,
      restaurant_slug: world.second.restaurant.slug,
      is_available: true,
    });
  });

  it('follows price changes and flags a food that became unavailable', async () => {
    const { calls } = await shopper();
    const extra = await orderingWorld(ctx.db, ' Later');
    await calls.add(extra.kacchi.slug, { quantity: 2 });
    await calls.add(extra.burger.slug);
    await ctx.db.update(foods).set({ price: 199.99 }).where(eq(foods.id, extra.kacchi.id));
    await ctx.db
      .update(restaurants)
      .set({ isApproved: false })
      .where(eq(restaurants.id, extra.second.restaurant.id));
    const cart = (await calls.list()).json();
    expect(cart.items[0]).toMatchObject({ food_item_price: 199.99, total_price: 399.98, is_available: true });
    expect(cart.items[1]).toMatchObject({ is_available: false });
    expect(cart).toMatchObject({
      total_price: 720.48,
      delivery_fee: 105.5,
      total: 825.98,
      unavailable: true,
    });
  });
});

describe('PUT cart/update/{id}/ and DELETE cart/delete/{id}/', () => {
  it('sets the quantity and answers the CartItem', async () => {
    const { calls } = await shopper();
    const line = (await calls.add(world.kacchi.slug, { quantity: 4 })).json();
    const res = await calls.update(line.id, { quantity: '2' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...line, quantity: 2, total_price: 500 });
    expect((await calls.update(line.id, {})).json()).toEqual({ quantity: ['Quantity is required.'] });
    expect((await calls.update(line.id, { quantity: 0 })).statusCode).toBe(400);
  });

  it('removes a line: 200 with a message', async () => {
    const { calls } = await shopper();
    const line = (await calls.add(world.kacchi.slug)).json();
    const res = await calls.remove(line.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Item removed from your cart' });
    expect((await calls.list()).json().items).toEqual([]);
    expect((await calls.remove(line.id)).statusCode).toBe(404);
  });

  it("answers 404 for another customer's line and leaves it as it was", async () => {
    const owner = await shopper();
    const other = await shopper();
    const line = (await owner.calls.add(world.kacchi.slug, { quantity: 3 })).json();
    for (const res of [
      await other.calls.update(line.id, { quantity: 9 }),
      await other.calls.remove(line.id),
    ]) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
    expect((await owner.calls.list()).json().items[0]).toMatchObject({ id: line.id, quantity: 3 });
  });

  it('answers 404 for an unknown line and 400 for an id that is not a number', async () => {
    const { calls } = await shopper();
    expect((await calls.update(999999, { quantity: 1 })).statusCode).toBe(404);
    const bad = await calls.remove('abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['Invalid id.'] });
  });
});

describe('who may use a cart', () => {
  it('refuses owners and admins (403) and visitors (401) on every cart call', async () => {
    const calls = [
      { method: 'GET', url: '/api/cart/list/' },
      { method: 'POST', url: `/api/cart/add-to-cart/${world.kacchi.slug}/`, payload: { quantity: 1 } },
      { method: 'PUT', url: '/api/cart/update/1/', payload: { quantity: 1 } },
      { method: 'DELETE', url: '/api/cart/delete/1/' },
    ] as const;
    for (const role of ['restaurant_owner', 'admin'] as const) {
      const { auth } = await createUser(ctx.db, { role });
      for (const call of calls) {
        const res = await ctx.app.inject({ ...call, headers: auth });
        expect(res.statusCode, `${role} ${call.url}`).toBe(403);
        expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
      }
    }
    for (const call of calls) {
      const res = await ctx.app.inject(call);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    }
  });
});
