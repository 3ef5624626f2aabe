import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, restaurants } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { createShopper, ISO, orderingWorld, shopperCalls } from '../../test/shopping.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await orderingWorld(ctx.db);
});
afterAll(() => ctx.close());

const cash = { address: 'Road 5, Gulshan', payment_method: 'cash_on_delivery' };

describe('GET order-list/ and user-order-list/ (customers)', () => {
  it("answers the customer's own lines, newest first, in the same shape on both paths", async () => {
    const customer = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, customer.auth);
    await calls.add(world.kacchi.slug, { quantity: 2 });
    const first = (await calls.checkout(cash)).json();
    await calls.add(world.burger.slug);
    await calls.add(world.borhani.slug);
    const second = (await calls.checkout(cash)).json();
    // Another customer's order never shows.
    const other = shopperCalls(ctx.app, (await createShopper(ctx.db)).auth);
    await other.add(world.kacchi.slug);
    await other.checkout(cash);

    const res = await calls.orderLines();
    expect(res.statusCode).toBe(200);
    const lines = res.json();
    expect(lines.map((l: { id: number }) => l.id)).toEqual([
      second.items[1].id,
      second.items[0].id,
      first.items[0].id,
    ]);
    expect(lines[2]).toEqual({
      id: first.items[0].id,
      order: first.id,
      item_name: 'Kacchi',
      item_image: `${ctx.config.publicUrl}/media/k.webp`,
      item_price: 250,
      quantity: 2,
      subtotal: 500,
      status: 'Pending',
      restaurant: world.first.restaurant.name,
      restaurant_slug: world.first.restaurant.slug,
      created_at: expect.stringMatching(ISO),
      payment_method: 'cash_on_delivery',
    });
    expect((await calls.orderLines('user-order-list')).json()).toEqual(lines);
  });

  it('answers [] without orders', async () => {
    const calls = shopperCalls(ctx.app, (await createShopper(ctx.db)).auth);
    expect((await calls.orderLines()).json()).toEqual([]);
    expect((await calls.orderLines('user-order-list')).json()).toEqual([]);
  });

  it('keeps the restaurant name of a line whose restaurant was deleted; its slug becomes null', async () => {
    const extra = await orderingWorld(ctx.db, ' Closed');
    const calls = shopperCalls(ctx.app, (await createShopper(ctx.db)).auth);
    await calls.add(extra.burger.slug);
    const order = (await calls.checkout(cash)).json();
    await ctx.db.delete(restaurants).where(eq(restaurants.id, extra.second.restaurant.id));
    const [line] = (await calls.orderLines()).json();
    expect(line).toMatchObject({
      order: order.id,
      restaurant: extra.second.restaurant.name,
      restaurant_slug: null,
    });
    const [row] = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(row).toMatchObject({ restaurantId: null, foodId: null, itemName: 'Burger Closed' });
  });

  it('refuses owners on order-list/, admins on both paths (403), and visitors (401)', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const admin = await createUser(ctx.db, { role: 'admin' });
    const refusals = [
      [owner.auth, 'order-list'],
      [admin.auth, 'order-list'],
      [admin.auth, 'user-order-list'],
    ] as const;
    for (const [auth, path] of refusals) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/${path}/`, headers: auth });
      expect(res.statusCode, path).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    for (const path of ['order-list', 'user-order-list']) {
      expect((await ctx.app.inject({ method: 'GET', url: `/api/${path}/` })).statusCode).toBe(401);
    }
  });
});
