import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoData } from '../db/seed/index.ts';
import { orders } from '../db/schema/index.ts';
import { expireUnpaidOrders } from '../modules/payments/expiry.ts';
import { announceDeps, createTestContext, type TestContext } from '../test/context.ts';
import { createShopper, orderingWorld, shopperCalls } from '../test/shopping.ts';

// Whoever writes, every answer kept in memory that shows the change is made afresh: a route, the
// payment-expiry sweep, the demo seed and a statement run straight on the database (a script, psql).
// The database tells of each change itself (drizzle/0012_change_notifications.sql). A write through a
// route is heard before its answer leaves; the others, once this instance has caught up with the
// database (at once on PGlite, a round trip on PostgreSQL).
const CACHED = { ANSWER_CACHE_MB: '4', TOKEN_CACHE_SIZE: '100' };
type Headers = Record<string, string>;

/** Reads each url twice (an answer is kept from the second ask) and answers the bodies kept. */
async function kept(ctx: TestContext, urls: [string, Headers?][]) {
  await ctx.changes.caughtUp();
  const bodies: string[] = [];
  for (const [url, headers = {}] of urls) {
    await ctx.app.inject({ method: 'GET', url, headers });
    const res = await ctx.app.inject({ method: 'GET', url, headers });
    expect(res.statusCode, url).toBe(200);
    bodies.push(res.body);
  }
  return bodies;
}

async function readAll(ctx: TestContext, urls: [string, Headers?][]) {
  const bodies: string[] = [];
  for (const [url, headers = {}] of urls)
    bodies.push((await ctx.app.inject({ method: 'GET', url, headers })).body);
  return bodies;
}

describe('the demo seed', () => {
  it('fills the public answers kept while the database was empty', async () => {
    const ctx = await createTestContext(CACHED);
    try {
      const urls: [string][] = [
        ['/api/restaurant/categories/'],
        ['/api/restaurant/list/'],
        ['/api/restaurant/items/'],
        ['/api/restaurant/cards/'],
        ['/api/restaurant/search/?q=biryani'],
      ];
      const before = await kept(ctx, urls);
      expect(await seedDemoData(ctx.db, ctx.storage)).not.toBeNull();
      await ctx.changes.caughtUp();
      const after = await readAll(ctx, urls);
      for (const [i, [url]] of urls.entries()) expect(after[i], url).not.toBe(before[i]);
      expect(JSON.parse(after[0]!).length).toBeGreaterThan(0);
      expect(JSON.parse(after[1]!).length).toBeGreaterThan(0);
    } finally {
      await ctx.close();
    }
  }, 60_000);
});

describe('writers besides the routes', () => {
  let ctx: TestContext;
  let world: Awaited<ReturnType<typeof orderingWorld>>;
  beforeAll(async () => {
    ctx = await createTestContext(CACHED);
    world = await orderingWorld(ctx.db);
  });
  afterAll(() => ctx.close());

  /** A customer with a kacchi in the cart, and with an online order of a burger awaiting its payment. */
  async function customerWithOrder() {
    const shopper = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, shopper.auth);
    expect((await calls.add(world.burger.slug)).statusCode).toBe(201);
    const paying = await calls.pay(shopper.user.id, { address: 'Uttara Sector 7' });
    expect(paying.statusCode).toBe(200);
    const [order] = await ctx.db.select().from(orders).where(eq(orders.userId, shopper.user.id));
    expect((await calls.add(world.kacchi.slug)).statusCode).toBe(201);
    return { ...shopper, orderId: order!.id };
  }

  /** Every answer kept in memory that shows the customer's order. */
  const orderAnswers = (customer: Headers, orderId: number): [string, Headers?][] => [
    ['/api/order-list/', customer],
    ['/api/orders/history/', customer],
    [`/api/orders/${orderId}/`, customer],
    ['/api/user-order-list/', customer],
    ['/api/user-order-list/', world.second.owner.auth],
  ];
  /** Every answer kept in memory that shows the kacchi's price, the customer's cart first. */
  const kacchiAnswers = (customer: Headers): [string, Headers?][] => [
    ['/api/cart/list/', customer],
    ['/api/restaurant/items/'],
    [`/api/restaurant/category-foods/${world.first.category.slug}/`],
    [`/api/restaurant/details/${world.kacchi.slug}/`],
    [`/api/restaurant/restaurant-food-list/${world.first.restaurant.slug}/`],
    [`/api/restaurant/menu/${world.first.restaurant.slug}/`],
    ['/api/restaurant/search/?q=kacchi'],
  ];
  const kacchiPrice = (cart: string) =>
    (JSON.parse(cart).items as { food_item: number; food_item_price: number }[]).find(
      (item) => item.food_item === world.kacchi.id,
    )?.food_item_price;

  it('a route: a new price and a canceled order show in every answer that shows them', async () => {
    const { auth, orderId } = await customerWithOrder();
    const urls = [...kacchiAnswers(auth), ...orderAnswers(auth, orderId)];
    const before = await kept(ctx, urls);
    const price = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurant/item/update/${world.kacchi.id}/`,
      headers: world.first.owner.auth,
      payload: {
        name: world.kacchi.name,
        price: 275,
        image: null,
        category: world.first.category.id,
        tags: world.first.tag.id,
        is_available: true,
      },
    });
    expect(price.statusCode).toBe(200);
    const cancel = await ctx.app.inject({
      method: 'POST',
      url: `/api/orders/${orderId}/cancel/`,
      headers: auth,
    });
    expect(cancel.statusCode).toBe(200);
    const after = await readAll(ctx, urls);
    for (const [i, [url]] of urls.entries()) expect(after[i], url).not.toBe(before[i]);
    expect(kacchiPrice(after[0]!)).toBe(275);
  });

  it('the payment-expiry sweep: the order shows canceled to its customer and its restaurant', async () => {
    const { auth, orderId } = await customerWithOrder();
    await ctx.db.execute(
      sql`update orders set created_at = now() - interval '31 minutes' where id = ${orderId}`,
    );
    const urls = orderAnswers(auth, orderId);
    const before = await kept(ctx, urls);
    const deps = announceDeps(ctx);
    expect(await expireUnpaidOrders(deps, 30)).toBe(1);
    await deps.background.settle();
    await ctx.changes.caughtUp();
    const after = await readAll(ctx, urls);
    for (const [i, [url]] of urls.entries()) expect(after[i], url).not.toBe(before[i]);
    expect(JSON.parse(after[2]!)).toMatchObject({ payment_state: 'not_paid' });
    expect(JSON.parse(after[0]!)).toEqual([expect.objectContaining({ status: 'Canceled' })]);
  });

  it('a statement run straight on the database: a price, an unlisted restaurant, a revoked token', async () => {
    const { auth } = await customerWithOrder();
    const urls = kacchiAnswers(auth);
    const before = await kept(ctx, urls);
    await ctx.db.execute(sql`update foods set price = 280 where id = ${world.kacchi.id}`);
    await ctx.changes.caughtUp();
    const after = await readAll(ctx, urls);
    for (const [i, [url]] of urls.entries()) expect(after[i], url).not.toBe(before[i]);
    expect(kacchiPrice(after[0]!)).toBe(280);

    const listed = await kept(ctx, [['/api/restaurant/list/'], ['/api/restaurant/cards/']]);
    await ctx.db.execute(
      sql`update restaurants set is_approved = false where id = ${world.first.restaurant.id}`,
    );
    await ctx.changes.caughtUp();
    const unlisted = await readAll(ctx, [['/api/restaurant/list/'], ['/api/restaurant/cards/']]);
    for (const [i, body] of unlisted.entries()) {
      expect(listed[i]).toContain(world.first.restaurant.name);
      expect(body).not.toContain(world.first.restaurant.name);
    }

    await ctx.db.execute(
      sql`update auth_tokens set revoked_at = now() where user_id = ${world.second.owner.user.id}`,
    );
    await ctx.changes.caughtUp();
    const refused = await ctx.app.inject({
      method: 'GET',
      url: '/api/user-order-list/',
      headers: world.second.owner.auth,
    });
    expect(refused.statusCode).toBe(401);
  });
});
