import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartLines, carts, foods, orderLines, orders } from '../../db/schema/index.ts';
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

const cash = { address: 'House 7, Road 3, Dhanmondi', payment_method: 'cash_on_delivery' };

/** A shopper whose cart holds 2 kacchi, 1 burger and 3 borhani: TK 1001.25 + fees TK 105.50. */
async function shopperWithCart(overrides: Parameters<typeof createShopper>[1] = {}) {
  const customer = await createShopper(ctx.db, overrides);
  const calls = shopperCalls(ctx.app, customer.auth);
  await calls.add(world.kacchi.slug, { quantity: 2 });
  await calls.add(world.burger.slug);
  await calls.add(world.borhani.slug, { quantity: 3 });
  return { ...customer, calls };
}
const ordersOf = (userId: number) => ctx.db.select().from(orders).where(eq(orders.userId, userId));
const cartLinesOf = async (userId: number) => {
  const [row] = await ctx.db
    .select({ n: count(cartLines.id) })
    .from(carts)
    .leftJoin(cartLines, eq(cartLines.cartId, carts.id))
    .where(eq(carts.userId, userId));
  return row?.n ?? 0;
};

describe('POST orders/', () => {
  it('places the order at server prices, snapshots each line, empties the cart: 201 Order', async () => {
    const { user, calls } = await shopperWithCart();
    const res = await calls.checkout({
      ...cash,
      address: '  House 7, Road 3, Dhanmondi ',
      total: 1,
      subtotal: 1,
    });
    expect(res.statusCode).toBe(201);
    const order = res.json();
    const line = (
      food: typeof world.kacchi,
      quantity: number,
      subtotal: number,
      restaurant: { restaurant: { name: string; slug: string } } = world.first,
    ) => ({
      id: expect.any(Number),
      order: order.id,
      item_name: food.name,
      item_image: food.image && ctx.config.publicUrl + food.image,
      item_price: food.price,
      quantity,
      subtotal,
      status: 'Pending',
      restaurant: restaurant.restaurant.name,
      restaurant_slug: restaurant.restaurant.slug,
      created_at: order.created_at,
      payment_method: 'cash_on_delivery',
    });
    expect(order).toEqual({
      id: expect.any(Number),
      status: 'Pending',
      payment_method: 'cash_on_delivery',
      address: 'House 7, Road 3, Dhanmondi',
      subtotal: 1001.25,
      delivery_fee: 105.5,
      total: 1106.75,
      created_at: expect.stringMatching(ISO),
      items: [
        line(world.kacchi, 2, 500),
        line(world.burger, 1, 320.5, world.second),
        line(world.borhani, 3, 180.75),
      ],
    });
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({
      id: order.id,
      paymentMethod: 'cash_on_delivery',
      subtotal: 1001.25,
      deliveryFee: 105.5,
      total: 1106.75,
      paidAt: null,
      idempotencyKey: null,
    });
    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, order.id));
    expect(lines.map((l) => [l.foodId, l.restaurantId, l.itemPrice, l.quantity, l.status])).toEqual([
      [world.kacchi.id, world.first.restaurant.id, 250, 2, 'Pending'],
      [world.burger.id, world.second.restaurant.id, 320.5, 1, 'Pending'],
      [world.borhani.id, world.first.restaurant.id, 60.25, 3, 'Pending'],
    ]);
    expect(await cartLinesOf(user.id)).toBe(0);
    expect((await calls.list()).json()).toMatchObject({ items: [], total: 0 });
  });

  it('keeps what was paid when the menu changes later', async () => {
    const extra = await orderingWorld(ctx.db, ' Snapshot');
    const customer = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, customer.auth);
    await calls.add(extra.kacchi.slug);
    const order = (await calls.checkout(cash)).json();
    await ctx.db.update(foods).set({ price: 999, name: 'Renamed' }).where(eq(foods.id, extra.kacchi.id));
    const [line] = (await calls.orderLines()).json();
    expect(line).toMatchObject({
      order: order.id,
      item_name: 'Kacchi Snapshot',
      item_price: 250,
      subtotal: 250,
    });
  });

  it('needs first name, last name and phone number on the profile', async () => {
    for (const missing of [{ firstName: '' }, { lastName: '  ' }, { phoneNumber: null }]) {
      const { user, calls } = await shopperWithCart(missing);
      const res = await calls.checkout(cash);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'first name, last name and phone number is required' });
      expect(await ordersOf(user.id)).toEqual([]);
      expect(await cartLinesOf(user.id)).toBe(3);
    }
  });

  it('refuses an empty cart, also of a customer who never had one', async () => {
    const fresh = shopperCalls(ctx.app, (await createShopper(ctx.db)).auth);
    const emptied = await shopperWithCart();
    await emptied.calls.checkout(cash);
    for (const calls of [fresh, emptied.calls]) {
      const res = await calls.checkout(cash);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Your cart is empty' });
    }
    expect(await ordersOf(emptied.user.id)).toHaveLength(1);
  });

  it('refuses a cart holding a food that became unavailable, and keeps the cart as it was', async () => {
    const extra = await orderingWorld(ctx.db, ' Gone');
    const customer = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, customer.auth);
    await calls.add(extra.kacchi.slug, { quantity: 2 });
    await calls.add(extra.borhani.slug);
    await ctx.db.update(foods).set({ isAvailable: false }).where(eq(foods.id, extra.borhani.id));
    const res = await calls.checkout(cash);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      error: 'Some items in your cart are no longer available. Remove them to continue.',
    });
    expect(await ordersOf(customer.user.id)).toEqual([]);
    const cart = (await calls.list()).json();
    expect(cart.items.map((i: { quantity: number }) => i.quantity)).toEqual([2, 1]);
    expect(cart.unavailable).toBe(true);
    await calls.remove(cart.items[1].id);
    expect((await calls.checkout(cash)).statusCode).toBe(201);
  });

  it('answers 400 on the address and payment method fields', async () => {
    const { user, calls } = await shopperWithCart();
    expect((await calls.checkout({ payment_method: 'cash_on_delivery' })).json()).toEqual({
      address: ['Address is required.'],
    });
    expect((await calls.checkout({ ...cash, address: '   ' })).json()).toEqual({
      address: ['Address is required.'],
    });
    expect((await calls.checkout({ ...cash, address: 'x'.repeat(501) })).json()).toEqual({
      address: ['Address must be at most 500 characters.'],
    });
    for (const payment_method of [undefined, 'card', 3]) {
      const res = await calls.checkout({ address: 'Somewhere', payment_method });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        payment_method: ['Choose a payment method: cash_on_delivery or online_payment.'],
      });
    }
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('sends online payment to the payment call', async () => {
    const { user, calls } = await shopperWithCart();
    const res = await calls.checkout({ ...cash, payment_method: 'online_payment' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'To pay online, use Make Payment.' });
    expect(await ordersOf(user.id)).toEqual([]);
  });
});

describe('one order per checkout', () => {
  it('answers the first order again for a repeated Idempotency-Key and creates nothing', async () => {
    const { user, calls } = await shopperWithCart();
    const key = { 'idempotency-key': 'checkout-1f2e' };
    const first = await calls.checkout(cash, key);
    expect(first.statusCode).toBe(201);
    await calls.add(world.kacchi.slug); // a new cart after the order
    const again = await calls.checkout({ ...cash, address: 'Elsewhere' }, key);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    const rows = await ordersOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.idempotencyKey).toBe('checkout-1f2e');
    expect(await cartLinesOf(user.id)).toBe(1);
    // The same key of another customer is theirs alone.
    const other = await shopperWithCart();
    expect((await other.calls.checkout(cash, key)).statusCode).toBe(201);
  });

  it('answers 400 for an Idempotency-Key longer than 100 characters', async () => {
    const { user, calls } = await shopperWithCart();
    const res = await calls.checkout(cash, { 'idempotency-key': 'k'.repeat(101) });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ 'idempotency-key': ['Idempotency-Key must be at most 100 characters.'] });
    expect(await ordersOf(user.id)).toEqual([]);
  });

  it('makes exactly one order from 20 concurrent checkouts of one cart, without keys', async () => {
    const { user, calls } = await shopperWithCart();
    const answers = await Promise.all(Array.from({ length: 20 }, () => calls.checkout(cash)));
    const made = answers.filter((res) => res.statusCode === 201);
    expect(made).toHaveLength(1);
    for (const res of answers.filter((r) => r.statusCode !== 201)) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'Your cart is empty' });
    }
    const rows = await ordersOf(user.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.total).toBe(1106.75);
    const [lines] = await ctx.db
      .select({ n: count() })
      .from(orderLines)
      .where(eq(orderLines.orderId, rows[0]!.id));
    expect(lines!.n).toBe(3);
  });

  it('makes exactly one order from 20 concurrent checkouts with one key: all answer it', async () => {
    const { user, calls } = await shopperWithCart();
    const key = { 'idempotency-key': 'double-click' };
    const answers = await Promise.all(Array.from({ length: 20 }, () => calls.checkout(cash, key)));
    expect(answers.filter((res) => res.statusCode === 201)).toHaveLength(1);
    expect(answers.filter((res) => res.statusCode === 200)).toHaveLength(19);
    const ids = new Set(answers.map((res) => res.json().id));
    expect(ids.size).toBe(1);
    expect(await ordersOf(user.id)).toHaveLength(1);
  });
});

describe('who may place orders', () => {
  it('refuses owners and admins (403) and visitors (401)', async () => {
    for (const role of ['restaurant_owner', 'admin'] as const) {
      const { auth } = await createUser(ctx.db, { role });
      const res = await ctx.app.inject({ method: 'POST', url: '/api/orders/', headers: auth, payload: cash });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const anonymous = await ctx.app.inject({ method: 'POST', url: '/api/orders/', payload: cash });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
