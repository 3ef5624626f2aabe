import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, passwordResetTokens } from '../db/schema/index.ts';
import { call, roleTrio } from '../modules/admin/testing.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createUser } from '../test/factories.ts';
import { newTokenKey, sha256 } from './auth.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '0' });
  trio = await roleTrio(ctx.db);
});
afterAll(() => ctx.close());

const PROFILE = '/api/accounts/profile/';
const INVALID = { detail: 'Invalid token.' };

/** The profile call with these headers: its status, body and session-ended header. */
async function profileWith(headers: Record<string, string>) {
  const res = await call(ctx, 'GET', PROFILE, headers);
  return { status: res.statusCode, body: res.json(), ended: res.headers['bhoj-session-ended'] };
}

describe('the bhoj-session-ended header of a 401', () => {
  it('says role-changed once an admin changed the role, and the body stays the spec’s', async () => {
    const { user, auth } = await createUser(ctx.db);
    expect((await profileWith(auth)).ended).toBeUndefined();
    const put = await call(ctx, 'PUT', `/api/update-user/${user.id}/role/`, trio.admin.auth, {
      role: 'restaurant_owner',
    });
    expect(put.statusCode).toBe(200);
    expect(await profileWith(auth)).toEqual({ status: 401, body: INVALID, ended: 'role-changed' });
    // A route for other roles says so too: the token is dead whatever was asked.
    const admin = await call(ctx, 'GET', '/api/users/', auth);
    expect(admin.statusCode).toBe(401);
    expect(admin.headers['bhoj-session-ended']).toBe('role-changed');
  });

  it('says signed-out for a token its holder signed out', async () => {
    const { auth } = await createUser(ctx.db);
    expect((await call(ctx, 'POST', '/api/accounts/logout/', auth)).statusCode).toBeLessThan(300);
    expect(await profileWith(auth)).toEqual({ status: 401, body: INVALID, ended: 'signed-out' });
  });

  it('says password-reset after the password was reset by mail', async () => {
    const { user, auth } = await createUser(ctx.db);
    const key = newTokenKey();
    await ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(key),
      expiresAt: sql`now() + interval '1 hour'`,
    });
    const reset = await call(
      ctx,
      'POST',
      `/api/accounts/reset-password/${user.id}/${key}/`,
      {},
      {
        password: 'a-fresh-start-2026',
        confirm_password: 'a-fresh-start-2026',
      },
    );
    expect(reset.statusCode).toBe(200);
    expect(await profileWith(auth)).toEqual({ status: 401, body: INVALID, ended: 'password-reset' });
  });

  it('says expired for a token past its expiry', async () => {
    const { user, auth } = await createUser(ctx.db);
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(authTokens.userId, user.id));
    expect(await profileWith(auth)).toEqual({ status: 401, body: INVALID, ended: 'expired' });
  });

  it('is absent for a token never issued, a missing token, and a public call with a dead token', async () => {
    expect(await profileWith({ authorization: `Token ${newTokenKey()}` })).toEqual({
      status: 401,
      body: INVALID,
      ended: undefined,
    });
    expect((await profileWith({})).ended).toBeUndefined();
    const { auth } = await createUser(ctx.db);
    await call(ctx, 'POST', '/api/accounts/logout/', auth);
    const pub = await call(ctx, 'GET', '/api/restaurant/categories/', auth);
    expect(pub.statusCode).toBe(200);
    expect(pub.headers['bhoj-session-ended']).toBeUndefined();
  });
});
