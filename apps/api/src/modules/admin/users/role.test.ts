import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createRestaurant, createUser } from '../../../test/factories.ts';
import { auditRowsOf, call, expectAdminOnly, roleTrio, signIn } from '../testing.ts';
import { adminRolesService } from './role-service.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
});
afterAll(() => ctx.close());

const url = (id: number) => `/api/update-user/${id}/role/`;
const put = (id: number, payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'PUT', url(id), headers, payload);
const roleOf = async (id: number) =>
  (await ctx.db.select({ role: users.role }).from(users).where(eq(users.id, id)))[0]?.role;

describe('GET update-user/{id}/role/', () => {
  it("answers the user's id, username, email, phone and role", async () => {
    const { user } = await createUser(ctx.db, { phoneNumber: '+8801712345678', firstName: 'Nadia' });
    const res = await call(ctx, 'GET', url(user.id), trio.admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: user.id,
      username: user.username,
      email: user.email,
      phone_number: '+8801712345678',
      role: 'customer',
    });
  });

  it('answers 404 for an unknown user and 400 for an id that is not one', async () => {
    expect((await call(ctx, 'GET', url(999999), trio.admin.auth)).json()).toEqual({ detail: 'Not found.' });
    const bad = await call(ctx, 'GET', '/api/update-user/abc/role/', trio.admin.auth);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ id: ['Not a valid id.'] });
  });

  it('is for admins only, GET and PUT', async () => {
    const { user } = await createUser(ctx.db);
    await expectAdminOnly(ctx, trio, 'GET', url(user.id));
    await expectAdminOnly(ctx, trio, 'PUT', url(user.id), { role: 'admin' });
    expect(await roleOf(user.id)).toBe('customer');
  });
});

describe('PUT update-user/{id}/role/', () => {
  it('changes only the role, and writes an audit row with before and after', async () => {
    const target = await createUser(ctx.db, { firstName: 'Karim', phoneNumber: '+8801812345678' });
    const res = await put(target.user.id, { role: 'admin', username: 'hacked', email: 'x@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: target.user.id,
      username: target.user.username,
      email: target.user.email,
      phone_number: '+8801812345678',
      role: 'admin',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, target.user.id));
    expect(row).toMatchObject({
      username: target.user.username,
      email: target.user.email,
      firstName: 'Karim',
      passwordHash: target.user.passwordHash,
      role: 'admin',
    });
    const audit = await auditRowsOf(ctx.db, 'user', target.user.id);
    expect(audit).toMatchObject([
      {
        actorId: trio.admin.user.id,
        action: 'role_change',
        before: { role: 'customer' },
        after: { role: 'admin' },
      },
    ]);
  });

  it("takes effect on the user's next call: the old token is 401, a new sign-in has the new role", async () => {
    const target = await createUser(ctx.db);
    const before = await call(ctx, 'GET', '/api/restaurant/admin/data/', target.auth);
    expect(before.statusCode).toBe(403);

    expect((await put(target.user.id, { role: 'admin' })).statusCode).toBe(200);
    const stale = await call(ctx, 'GET', '/api/accounts/profile/', target.auth);
    expect(stale.statusCode).toBe(401);
    expect(stale.json()).toEqual({ detail: 'Invalid token.' });
    const tokens = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, target.user.id));
    expect(tokens.every((token) => token.revokedAt !== null)).toBe(true);

    const fresh = await signIn(ctx, target.user.email);
    expect((await call(ctx, 'GET', '/api/restaurant/admin/data/', fresh)).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/accounts/profile/', fresh)).json().role).toBe('admin');

    // And back: the admin routes close at once for the demoted user.
    expect((await put(target.user.id, { role: 'customer' })).statusCode).toBe(200);
    expect((await call(ctx, 'GET', '/api/restaurant/admin/data/', fresh)).statusCode).toBe(401);
    const again = await signIn(ctx, target.user.email);
    expect((await call(ctx, 'GET', '/api/restaurant/admin/data/', again)).statusCode).toBe(403);
  });

  it('refuses to change your own role (400), role unchanged', async () => {
    const res = await put(trio.admin.user.id, { role: 'customer' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'You cannot change your own role.' });
    expect(await roleOf(trio.admin.user.id)).toBe('admin');
    expect((await call(ctx, 'GET', '/api/restaurant/admin/data/', trio.admin.auth)).statusCode).toBe(200);
  });

  it('refuses to demote the last admin: two admins demoting each other cannot both succeed', async () => {
    const local = await createTestContext();
    try {
      const a = await createUser(local.db, { role: 'admin' });
      const b = await createUser(local.db, { role: 'admin' });
      const both = await Promise.all([
        call(local, 'PUT', url(b.user.id), a.auth, { role: 'customer' }),
        call(local, 'PUT', url(a.user.id), b.auth, { role: 'customer' }),
      ]);
      expect(both.map((res) => res.statusCode).filter((status) => status === 200)).toHaveLength(1);
      const admins = await local.db.select().from(users).where(eq(users.role, 'admin'));
      expect(admins).toHaveLength(1);

      // The loser's request had passed the token check before the winner committed: the service
      // then finds the winner to be the last admin.
      const [winner] = admins;
      const loser = winner!.id === a.user.id ? b : a;
      await expect(
        adminRolesService({ db: local.db }).change(loser.user.id, winner!.id, 'customer'),
      ).rejects.toMatchObject({
        statusCode: 400,
        body: { error: 'The last admin cannot be demoted.' },
      });
      // A former admin cannot change anyone else's role either.
      const customer = await createUser(local.db);
      await expect(
        adminRolesService({ db: local.db }).change(loser.user.id, customer.user.id, 'admin'),
      ).rejects.toMatchObject({
        statusCode: 403,
      });
      expect((await local.db.select().from(users).where(eq(users.role, 'admin'))).map((u) => u.id)).toEqual([
        winner!.id,
      ]);
    } finally {
      await local.close();
    }
  });

  it('refuses to demote an owner who still has a restaurant; promoting a customer to owner is fine', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    await createRestaurant(ctx.db, owner.user.id);
    for (const role of ['customer', 'admin']) {
      const res = await put(owner.user.id, { role });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: 'This user owns a restaurant; delete it or assign it first.' });
    }
    expect(await roleOf(owner.user.id)).toBe('restaurant_owner');
    expect((await call(ctx, 'GET', '/api/accounts/profile/', owner.auth)).statusCode).toBe(200);

    const customer = await createUser(ctx.db);
    expect((await put(customer.user.id, { role: 'restaurant_owner' })).json().role).toBe('restaurant_owner');
  });

  it('changes nothing when the role is already the one asked for (no audit row, tokens kept)', async () => {
    const customer = await createUser(ctx.db);
    const res = await put(customer.user.id, { role: 'customer' });
    expect(res.statusCode).toBe(200);
    expect(res.json().role).toBe('customer');
    expect(await auditRowsOf(ctx.db, 'user', customer.user.id)).toEqual([]);
    expect((await call(ctx, 'GET', '/api/accounts/profile/', customer.auth)).statusCode).toBe(200);
  });

  it('answers 400 on role for an unknown role or none, and 404 for an unknown user', async () => {
    const { user } = await createUser(ctx.db);
    for (const payload of [{ role: 'superuser' }, { role: 'Admin' }, {}]) {
      const res = await put(user.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ role: ['Choose Customer, Restaurant Owner or Admin.'] });
    }
    const missing = await put(999999, { role: 'admin' });
    expect(missing.statusCode).toBe(404);
    expect(await roleOf(user.id)).toBe('customer');
  });
});
