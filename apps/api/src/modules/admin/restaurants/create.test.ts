import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, users } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createRestaurant, createUser } from '../../../test/factories.ts';
import { auditRowsOf, call, expectAdminOnly, roleTrio, signIn } from '../testing.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
});
afterAll(() => ctx.close());

const create = (payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'POST', '/api/restaurant/create/', headers, payload);
const form = (owner: number | string, overrides: Record<string, unknown> = {}) => ({
  name: 'Dhaka Biryani House',
  address: 'House 7, Road 11, Gulshan 1, Dhaka',
  phone_number: '01712345678',
  is_approved: true,
  owner,
  ...overrides,
});
const roleOf = async (id: number) =>
  (await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('POST restaurant/create/', () => {
  it('creates the restaurant (201 Restaurant) and makes the customer its owner', async () => {
    const customer = await createUser(ctx.db);
    const res = await create(form(customer.user.id, { slug: 'dhaka-biryani-house' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Dhaka Biryani House',
      slug: 'dhaka-biryani-house',
      address: 'House 7, Road 11, Gulshan 1, Dhaka',
      phone_number: '+8801712345678',
      email: customer.user.email,
      cover_image: '',
      is_approved: true,
      owner: customer.user.username,
      owner_id: customer.user.id,
      total_foods: 0,
    });
    expect(await roleOf(customer.user.id)).toBe('restaurant_owner');
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, res.json().id));
    expect(row).toMatchObject({ ownerId: customer.user.id, isApproved: true, slug: 'dhaka-biryani-house' });

    const audit = await auditRowsOf(ctx.db, 'restaurant', row!.id);
    expect(audit).toMatchObject([
      { actorId: trio.admin.user.id, action: 'create', before: null, after: res.json() },
    ]);
    expect(await auditRowsOf(ctx.db, 'user', customer.user.id)).toMatchObject([
      { action: 'role_change', before: { role: 'customer' }, after: { role: 'restaurant_owner' } },
    ]);
  });

  it("signs the new owner out; signed in again they are a restaurant_owner and can't shop", async () => {
    const customer = await createUser(ctx.db);
    expect((await create(form(customer.user.id, { name: 'Panshi Sylhet' }))).statusCode).toBe(201);
    const old = await call(ctx, 'GET', '/api/accounts/profile/', customer.auth);
    expect(old.statusCode).toBe(401);
    expect(old.headers['bhoj-session-ended']).toBe('role-changed');
    const fresh = await signIn(ctx, customer.user.email);
    expect((await call(ctx, 'GET', '/api/accounts/profile/', fresh)).json().role).toBe('restaurant_owner');
    // A customer-only call is now refused.
    expect(
      (await call(ctx, 'POST', '/api/restaurant/feedback/any-food/', fresh, { rating: 5, comment: 'Hi' }))
        .statusCode,
    ).toBe(403);
  });

  it('keeps the sessions of an owner who had no restaurant (role unchanged)', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const res = await create(form(owner.user.id, { name: 'Star Kabab', is_approved: 'false' }));
    expect(res.statusCode).toBe(201);
    expect(res.json().is_approved).toBe(false);
    expect((await call(ctx, 'GET', '/api/accounts/profile/', owner.auth)).statusCode).toBe(200);
    expect(await auditRowsOf(ctx.db, 'user', owner.user.id)).toEqual([]);
  });

  it('gives a clashing slug -2, -3 and reads the owner id and is_approved from strings', async () => {
    const slugs = [];
    for (let i = 0; i < 3; i++) {
      const { user } = await createUser(ctx.db);
      const res = await create(form(String(user.id), { name: 'Café  Haji Biriyani', is_approved: 'true' }));
      expect(res.statusCode).toBe(201);
      slugs.push(res.json().slug);
    }
    expect(slugs).toEqual(['cafe-haji-biriyani', 'cafe-haji-biriyani-2', 'cafe-haji-biriyani-3']);
  });

  it('answers 400 on owner when the user already owns a restaurant, is unknown or is an admin', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    await createRestaurant(ctx.db, owner.user.id);
    const cases: [unknown, string][] = [
      [owner.user.id, 'This user already owns a restaurant.'],
      [999999, 'No user with this id.'],
      [trio.admin.user.id, 'An admin cannot own a restaurant.'],
      ['abc', 'Choose an owner.'],
      [undefined, 'Choose an owner.'],
    ];
    for (const [id, message] of cases) {
      const res = await create(form(id as number, { name: `Refused ${String(id)}` }));
      expect(res.statusCode, String(id)).toBe(400);
      expect(res.json()).toEqual({ owner: [message] });
    }
    const names = (await ctx.db.select({ name: restaurants.name }).from(restaurants)).map((r) => r.name);
    expect(names.filter((name) => name.startsWith('Refused'))).toEqual([]);
    expect(await roleOf(trio.admin.user.id)).toBe('admin');
  });

  it('answers 400 on the field for a missing name, address or phone, a bad phone or a wrong slug', async () => {
    const { user } = await createUser(ctx.db);
    expect((await create(form(user.id, { name: '  ' }))).json()).toEqual({ name: ['Name is required.'] });
    expect((await create(form(user.id, { address: undefined }))).json()).toEqual({
      address: ['Address is required.'],
    });
    expect((await create(form(user.id, { phone_number: '12345' }))).json()).toEqual({
      phone_number: ['Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.'],
    });
    expect((await create(form(user.id, { is_approved: 'yes' }))).json()).toEqual({
      is_approved: ['Approved must be true or false.'],
    });
    expect((await create(form(user.id, { name: 'Nanna Biryani', slug: 'other' }))).json()).toEqual({
      slug: ['The slug is made from the name: "nanna-biryani".'],
    });
    expect((await create(form(user.id, { name: '!!!' }))).json()).toEqual({
      name: ['The name needs at least one letter or digit.'],
    });
    expect(await roleOf(user.id)).toBe('customer');
  });

  it('is for admins only', async () => {
    const { user } = await createUser(ctx.db);
    await expectAdminOnly(ctx, trio, 'POST', '/api/restaurant/create/', form(user.id, { name: 'Sneaky' }));
    expect(await roleOf(user.id)).toBe('customer');
  });
});
