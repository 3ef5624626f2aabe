import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, cartMerges, carts, foods, restaurants } from '../../db/schema/index.ts';
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

type Headers = Record<string, string>;
let keys = 0;
const newKey = () => `guest-cart-${++keys}`;

const shopper = async () => {
  const customer = await createShopper(ctx.db);
  const merge = (payload: unknown, key: string | null = newKey(), headers: Headers = customer.auth) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/cart/merge/',
      headers: key === null ? headers : { ...headers, 'idempotency-key': key },
      payload: payload as object,
    });
  return { ...customer, merge, calls: shopperCalls(ctx.app, customer.auth) };
};

const linesOfUser = async (userId: number) =>
  (
    await ctx.db
      .select({ food: cartLines.foodId, quantity: cartLines.quantity })
      .from(cartLines)
      .innerJoin(carts, eq(carts.id, cartLines.cartId))
      .where(eq(carts.userId, userId))
      .orderBy(cartLines.id)
  ).map(({ food, quantity }) => [food, quantity]);

describe('POST cart/merge/', () => {
  it("adds the guest lines at the server's prices, whatever price the browser kept", async () => {
    const { merge, user } = await shopper();
    const res = await merge({
      items: [
        { food: world.kacchi.id, quantity: 2, price: 1, food_item_price: 1, total_price: 2 },
        { food: world.burger.id, quantity: '1' },
      ],
      total: 3,
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.added).toEqual([
      { food: world.kacchi.id, quantity: 2, requested: 2 },
      { food: world.burger.id, quantity: 1, requested: 1 },
    ]);
    expect(body.skipped).toEqual([]);
    expect(body.cart.user).toBe(user.id);
    expect(body.cart.items).toMatchObject([
      { food_item: world.kacchi.id, food_item_price: 250, quantity: 2, total_price: 500 },
      { food_item: world.burger.id, food_item_price: 320.5, quantity: 1, total_price: 320.5 },
    ]);
    // 500 + 320.50; fees 60 + 45.50.
    expect(body.cart).toMatchObject({
      total_price: 820.5,
      total_quantity: 3,
      delivery_fee: 105.5,
      total: 926,
      unavailable: false,
    });
    expect(await linesOfUser(user.id)).toEqual([
      [world.kacchi.id, 2],
      [world.burger.id, 1],
    ]);
  });

  it('adds to the lines already in the cart, stopping each at 1000 and saying what did not fit', async () => {
    const { merge, calls, user } = await shopper();
    await calls.add(world.kacchi.slug, { quantity: 3 });
    await calls.add(world.borhani.slug, { quantity: 998 });
    await calls.add(world.burger.slug, { quantity: 1000 });
    const res = await merge({
      items: [
        { food: world.kacchi.id, quantity: 2 },
        { food: world.borhani.id, quantity: 5 },
        { food: world.burger.id, quantity: 1 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().added).toEqual([
      { food: world.kacchi.id, quantity: 2, requested: 2 },
      { food: world.borhani.id, quantity: 2, requested: 5 },
    ]);
    expect(res.json().skipped).toEqual([{ food: world.burger.id, reason: 'line_limit' }]);
    expect(await linesOfUser(user.id)).toEqual([
      [world.kacchi.id, 5],
      [world.borhani.id, 1000],
      [world.burger.id, 1000],
    ]);
  });

  it('counts a food sent twice once, with both quantities', async () => {
    const { merge, user } = await shopper();
    const res = await merge({
      items: [
        { food: world.borhani.id, quantity: 2 },
        { food: world.borhani.id, quantity: 3 },
      ],
    });
    expect(res.json().added).toEqual([{ food: world.borhani.id, quantity: 5, requested: 5 }]);
    expect(await linesOfUser(user.id)).toEqual([[world.borhani.id, 5]]);
  });

  it('skips unknown foods, unavailable foods and foods of an unapproved restaurant, and names them', async () => {
    const { merge, user } = await shopper();
    const extra = await orderingWorld(ctx.db, ' Merge');
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, extra.kacchi.id));
    await ctx.db
      .update(restaurants)
      .set({ isApproved: false })
      .where(eq(restaurants.id, extra.second.restaurant.id));
    const res = await merge({
      items: [
        { food: 2_000_000_000, quantity: 1 },
        { food: extra.kacchi.id, quantity: 1 },
        { food: extra.borhani.id, quantity: 4 },
        { food: extra.burger.id, quantity: 2 },
      ],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().skipped).toEqual([
      { food: 2_000_000_000, reason: 'not_found' },
      { food: extra.kacchi.id, reason: 'unavailable' },
      { food: extra.burger.id, reason: 'unavailable' },
    ]);
    expect(res.json().added).toEqual([{ food: extra.borhani.id, quantity: 4, requested: 4 }]);
    expect(res.json().cart.unavailable).toBe(false);
    expect(await linesOfUser(user.id)).toEqual([[extra.borhani.id, 4]]);
  });

  it('an empty guest cart merges nothing and answers the cart as it is', async () => {
    const { merge, calls, user } = await shopper();
    await calls.add(world.kacchi.slug);
    const res = await merge({ items: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ added: [], skipped: [], cart: { total_quantity: 1 } });
    expect(await linesOfUser(user.id)).toEqual([[world.kacchi.id, 1]]);
  });
});

describe('POST cart/merge/ sent twice', () => {
  const items = () => [
    { food: world.kacchi.id, quantity: 2 },
    { food: 2_000_000_001, quantity: 1 },
  ];

  it('a repeat with the same Idempotency-Key adds nothing and answers what the first merge did', async () => {
    const { merge, user } = await shopper();
    const first = await merge({ items: items() }, 'same-key');
    const again = await merge({ items: items() }, ' same-key ');
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await linesOfUser(user.id)).toEqual([[world.kacchi.id, 2]]);
    const merges = await ctx.db.select().from(cartMerges).where(eq(cartMerges.userId, user.id));
    expect(merges).toHaveLength(1);
    expect(merges[0]).toMatchObject({ idempotencyKey: 'same-key', outcome: { added: first.json().added } });
  });

  it('two submits at once with one key add once', async () => {
    const { merge, user } = await shopper();
    const answers = await Promise.all([merge({ items: items() }, 'twin'), merge({ items: items() }, 'twin')]);
    expect(answers.map((res) => res.statusCode)).toEqual([200, 200]);
    expect(answers[0]!.json().added).toEqual(answers[1]!.json().added);
    expect(await linesOfUser(user.id)).toEqual([[world.kacchi.id, 2]]);
  });

  it('a new key merges again; the same key of another customer is that customer’s own', async () => {
    const one = await shopper();
    const two = await shopper();
    await one.merge({ items: items() }, 'k1');
    await one.merge({ items: items() }, 'k2');
    await two.merge({ items: [{ food: world.burger.id, quantity: 1 }] }, 'k1');
    expect(await linesOfUser(one.user.id)).toEqual([[world.kacchi.id, 4]]);
    expect(await linesOfUser(two.user.id)).toEqual([[world.burger.id, 1]]);
  });
});

describe('POST cart/merge/ refusals', () => {
  it('needs an Idempotency-Key of 1 to 100 characters', async () => {
    const { merge, user } = await shopper();
    const message = 'Send an Idempotency-Key header of 1 to 100 characters, new for each guest cart.';
    const body = { items: [{ food: world.kacchi.id, quantity: 1 }] };
    for (const key of [null, '', '   ', 'k'.repeat(101)]) {
      const res = await merge(body, key);
      expect(res.statusCode, String(key)).toBe(400);
      expect(res.json(), String(key)).toEqual({ 'idempotency-key': [message] });
    }
    expect(await linesOfUser(user.id)).toEqual([]);
  });

  it('answers 400 with the field messages on a bad body and changes nothing', async () => {
    const { merge, user } = await shopper();
    const shape = 'Send the guest cart as {"items": [{"food": id, "quantity": n}]}.';
    const cases: [unknown, Record<string, string[]>][] = [
      [
        { items: [{ food: world.kacchi.id, quantity: 0 }] },
        { items: ['Quantity must be a whole number from 1 to 1000.'] },
      ],
      [
        { items: [{ food: -3, quantity: 1 }] },
        { items: ['Each item needs its food id: a whole number from 1.'] },
      ],
      [
        { items: [{ food: world.kacchi.id, quantity: 1001 }] },
        { items: ['Quantity must be a whole number from 1 to 1000.'] },
      ],
      [
        { items: Array.from({ length: 51 }, (_, index) => ({ food: index + 1, quantity: 1 })) },
        { items: ['A guest cart holds at most 50 foods.'] },
      ],
      [{ items: 'kacchi' }, { items: [shape] }],
      [[{ food: world.kacchi.id, quantity: 1 }], { error: [shape] }],
    ];
    for (const [payload, answer] of cases) {
      const res = await merge(payload);
      expect(res.statusCode, JSON.stringify(payload).slice(0, 60)).toBe(400);
      expect(res.json()).toEqual(answer);
    }
    expect(await linesOfUser(user.id)).toEqual([]);
    expect(await ctx.db.select().from(cartMerges).where(eq(cartMerges.userId, user.id))).toEqual([]);
  });

  it('answers 401 without a token, 403 to owners and admins, and leaves every cart alone', async () => {
    const bystander = await shopper();
    await bystander.calls.add(world.kacchi.slug, { quantity: 3 });
    const body = { items: [{ food: world.kacchi.id, quantity: 1 }] };
    const anonymous = await bystander.merge(body, newKey(), {});
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    for (const role of ['restaurant_owner', 'admin'] as const) {
      const { auth } = await createUser(ctx.db, { role });
      const res = await bystander.merge(body, newKey(), auth);
      expect(res.statusCode).toBe(403);
    }
    expect(await linesOfUser(bystander.user.id)).toEqual([[world.kacchi.id, 3]]);
  });

  it("merging touches only the caller's cart", async () => {
    const me = await shopper();
    const other = await shopper();
    await other.calls.add(world.kacchi.slug, { quantity: 3 });
    await me.merge({ items: [{ food: world.kacchi.id, quantity: 2 }] });
    expect(await linesOfUser(me.user.id)).toEqual([[world.kacchi.id, 2]]);
    expect(await linesOfUser(other.user.id)).toEqual([[world.kacchi.id, 3]]);
  });
});
