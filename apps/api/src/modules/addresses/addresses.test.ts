import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addresses } from '../../db/schema/index.ts';
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

type Headers = Record<string, string>;
const URL = '/api/accounts/addresses/';
const list = (headers: Headers) => ctx.app.inject({ method: 'GET', url: URL, headers });
const add = (headers: Headers, payload: unknown) =>
  ctx.app.inject({ method: 'POST', url: URL, headers, payload: payload as object });
const edit = (headers: Headers, id: number | string, payload: unknown) =>
  ctx.app.inject({ method: 'PUT', url: `${URL}${id}/`, headers, payload: payload as object });
const remove = (headers: Headers, id: number | string) =>
  ctx.app.inject({ method: 'DELETE', url: `${URL}${id}/`, headers });
const rowsOf = (userId: number) => ctx.db.select().from(addresses).where(eq(addresses.userId, userId));

const home = {
  label: 'Home',
  address: 'House 7, Road 3',
  area: 'Dhanmondi',
  city: 'Dhaka',
  notes: 'Blue gate',
};
const office = { label: 'Office', address: 'Level 5, 12 Gulshan Avenue', area: 'Gulshan', city: 'Dhaka' };

describe('accounts/addresses/', () => {
  it('adds, lists (default first), edits and deletes; the first address is the default', async () => {
    const { auth } = await createShopper(ctx.db);
    const first = await add(auth, { ...home, role: 'admin' });
    expect(first.statusCode).toBe(201);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      ...home,
      is_default: true,
      last_used_at: null,
      text: 'House 7, Road 3, Dhanmondi, Dhaka (Blue gate)',
    });
    const second = await add(auth, { ...office, label: '  Office ' });
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ label: 'Office', notes: '', is_default: false });

    const made = await edit(auth, second.json().id, { ...office, notes: 'Reception', is_default: true });
    expect(made.statusCode).toBe(200);
    expect(made.json()).toMatchObject({ notes: 'Reception', is_default: true });
    const listed = await list(auth);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().map((a: { label: string; is_default: boolean }) => [a.label, a.is_default])).toEqual(
      [
        ['Office', true],
        ['Home', false],
      ],
    );

    const gone = await remove(auth, second.json().id);
    expect(gone.statusCode).toBe(200);
    expect(gone.json()).toEqual({ message: 'Address deleted' });
    // The deleted default passes to the one left.
    expect((await list(auth)).json()).toEqual([expect.objectContaining({ label: 'Home', is_default: true })]);
  });

  it("another customer's address is 404 to edit and delete, and is not listed", async () => {
    const owner = await createShopper(ctx.db);
    const other = await createShopper(ctx.db);
    const mine = (await add(owner.auth, home)).json();
    expect((await edit(other.auth, mine.id, office)).statusCode).toBe(404);
    expect((await remove(other.auth, mine.id)).statusCode).toBe(404);
    expect((await list(other.auth)).json()).toEqual([]);
    const [row] = await rowsOf(owner.user.id);
    expect(row).toMatchObject({ label: 'Home', address: home.address });
    expect((await edit(owner.auth, 999_999, office)).statusCode).toBe(404);
    expect((await edit(owner.auth, 'abc', office)).json()).toEqual({ id: ['Invalid id.'] });
  });

  it('needs a customer token: 401 without, 403 for an owner or admin', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: URL })).statusCode).toBe(401);
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const admin = await createUser(ctx.db, { role: 'admin' });
    expect((await list(owner.auth)).statusCode).toBe(403);
    expect((await add(admin.auth, home)).statusCode).toBe(403);
  });

  it('bad input is a 400 naming the field, and nothing is written', async () => {
    const { user, auth } = await createShopper(ctx.db);
    expect((await add(auth, { label: 'Home' })).json()).toEqual({ address: ['Address is required.'] });
    expect((await add(auth, { address: '   ' })).json()).toEqual({ address: ['Address is required.'] });
    const long = await add(auth, { address: 'x'.repeat(301) });
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ address: ['Address must be at most 300 characters.'] });
    expect((await add(auth, { address: 'Road 1', city: 5 })).json()).toEqual({
      city: ['City must be text.'],
    });
    expect((await add(auth, { address: 'Road 1', is_default: 'yes' })).statusCode).toBe(400);
    expect((await add(auth, [1])).statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });

  it('refuses the same address twice and an eleventh address', async () => {
    const { user, auth } = await createShopper(ctx.db);
    expect((await add(auth, home)).statusCode).toBe(201);
    const again = await add(auth, { ...home, label: 'Again' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'This address is already saved.' });
    for (let n = 2; n <= 10; n += 1) expect((await add(auth, { address: `Road ${n}` })).statusCode).toBe(201);
    const eleventh = await add(auth, { address: 'Road 11' });
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json()).toEqual({
      error: 'You can save at most 10 addresses. Delete one to add another.',
    });
    expect(await rowsOf(user.id)).toHaveLength(10);
  });
});

describe('an order remembers its address', () => {
  async function orderTo(calls: ReturnType<typeof shopperCalls>, address: string) {
    await calls.add(world.kacchi.slug);
    const res = await calls.checkout({ address, payment_method: 'cash_on_delivery' });
    expect(res.statusCode).toBe(201);
    return res.json();
  }

  it('a new address is saved as the default and marked used; the order answer is unchanged', async () => {
    const { user, auth } = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, auth);
    await add(auth, office);
    const order = await orderTo(calls, '  House 9, Road 1, Banani ');
    expect(order.address).toBe('House 9, Road 1, Banani');
    expect(Object.keys(order).sort()).toEqual([
      'address',
      'created_at',
      'delivery_fee',
      'id',
      'items',
      'payment_method',
      'status',
      'subtotal',
      'total',
    ]);
    const [first, second] = (await list(auth)).json();
    expect(first).toMatchObject({ address: 'House 9, Road 1, Banani', label: '', is_default: true });
    expect(first.last_used_at).toMatch(ISO);
    expect(second).toMatchObject({ label: 'Office', is_default: false, last_used_at: null });
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('ordering to a saved address (by its text) marks it used and default, adds nothing', async () => {
    const { user, auth } = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, auth);
    await add(auth, home);
    const saved = (await add(auth, office)).json();
    await orderTo(calls, saved.text);
    const rows = await rowsOf(user.id);
    expect(rows).toHaveLength(2);
    expect((await list(auth)).json()[0]).toMatchObject({ id: saved.id, is_default: true });
    // The same text again: still two addresses.
    await orderTo(calls, saved.text);
    expect(await rowsOf(user.id)).toHaveLength(2);
  });

  it('with ten saved, a new address still orders and nothing more is saved', async () => {
    const { user, auth } = await createShopper(ctx.db);
    for (let n = 1; n <= 10; n += 1) await add(auth, { address: `Road ${n}` });
    await orderTo(shopperCalls(ctx.app, auth), 'Road 99');
    expect(await rowsOf(user.id)).toHaveLength(10);
  });

  it('a refused order remembers nothing', async () => {
    const { user, auth } = await createShopper(ctx.db);
    const res = await shopperCalls(ctx.app, auth).checkout({
      address: 'Road 5',
      payment_method: 'cash_on_delivery',
    });
    expect(res.statusCode).toBe(400);
    expect(await rowsOf(user.id)).toEqual([]);
  });
});

describe('GET orders/delivery-fees/', () => {
  it("lists each restaurant of the caller's cart once with its fee", async () => {
    const { auth } = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, auth);
    const url = '/api/orders/delivery-fees/';
    expect((await ctx.app.inject({ method: 'GET', url, headers: auth })).json()).toEqual([]);
    await calls.add(world.kacchi.slug, { quantity: 2 });
    await calls.add(world.burger.slug);
    await calls.add(world.borhani.slug);
    const res = await ctx.app.inject({ method: 'GET', url, headers: auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        restaurant: world.first.restaurant.name,
        restaurant_slug: world.first.restaurant.slug,
        delivery_fee: 60,
      },
      {
        restaurant: world.second.restaurant.name,
        restaurant_slug: world.second.restaurant.slug,
        delivery_fee: 45.5,
      },
    ]);
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    expect((await ctx.app.inject({ method: 'GET', url, headers: owner.auth })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);
  });
});
