import { eq } from 'drizzle-orm';
import Fastify, { type FastifyRequest } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createUser } from '../test/factories.ts';
import { registerAuth } from './auth.ts';
import { registerErrorHandling } from './errors.ts';

let ctx: TestContext;
let app: ReturnType<typeof Fastify>;

beforeAll(async () => {
  ctx = await createTestContext();
  app = Fastify();
  registerErrorHandling(app);
  registerAuth(app, ctx.db, null);
  app.get('/api/open/', { config: { access: 'public' } }, (req: FastifyRequest) => ({
    user: req.user?.id ?? null,
  }));
  app.get('/api/mine/', { config: { access: 'user' } }, (req: FastifyRequest) => ({ user: req.user?.id }));
  app.get('/api/admin-only/', { config: { access: ['admin'] } }, () => ({ ok: true }));
  await app.ready();
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const get = (url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

describe('route access', () => {
  it('refuses at start-up an API route that declares no access', () => {
    const bare = Fastify();
    registerAuth(bare, ctx.db, null);
    expect(() => bare.get('/api/forgotten/', () => 'x')).toThrow(/declares no access/);
  });

  it('lets anyone call a public route, anonymous when the token is unknown', async () => {
    const res = await get('/api/open/', { authorization: 'Token nope' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ user: null });
  });

  it('knows the caller on a public route when the token is valid', async () => {
    const { user, auth } = await createUser(ctx.db);
    expect((await get('/api/open/', auth)).json()).toEqual({ user: user.id });
  });

  it('answers 401 without a token, and "Invalid token." with a bad one', async () => {
    const none = await get('/api/mine/');
    expect(none.statusCode).toBe(401);
    expect(none.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await get('/api/mine/', { authorization: 'Token 0123' });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ detail: 'Invalid token.' });
  });

  it('answers 403 for the wrong role and 200 for the right one', async () => {
    const customer = await createUser(ctx.db);
    const forbidden = await get('/api/admin-only/', customer.auth);
    expect(forbidden.statusCode).toBe(403);
    expect(forbidden.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    const admin = await createUser(ctx.db, { role: 'admin' });
    expect((await get('/api/admin-only/', admin.auth)).statusCode).toBe(200);
  });

  it('refuses revoked and expired tokens', async () => {
    const revoked = await createUser(ctx.db);
    await ctx.db
      .update(authTokens)
      .set({ revokedAt: new Date() })
      .where(eq(authTokens.userId, revoked.user.id));
    expect((await get('/api/mine/', revoked.auth)).statusCode).toBe(401);

    const expired = await createUser(ctx.db);
    await ctx.db
      .update(authTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(authTokens.userId, expired.user.id));
    expect((await get('/api/mine/', expired.auth)).statusCode).toBe(401);
  });

  it('slides the expiry forward when a token is used after an hour', async () => {
    const { user, auth } = await createUser(ctx.db);
    const old = new Date(Date.now() - 2 * 60 * 60 * 1000);
    await ctx.db
      .update(authTokens)
      .set({ lastUsedAt: old, expiresAt: new Date(Date.now() + 1000 * 60) })
      .where(eq(authTokens.userId, user.id));
    expect((await get('/api/mine/', auth)).statusCode).toBe(200);
    const [token] = await ctx.db.select().from(authTokens).where(eq(authTokens.userId, user.id));
    expect(token!.expiresAt.getTime()).toBeGreaterThan(Date.now() + 29 * 24 * 60 * 60 * 1000);
  });
});
