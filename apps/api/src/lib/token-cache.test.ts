import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { authTokens } from '../db/schema/index.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createUser } from '../test/factories.ts';
import { type AuthUser, sha256, tokenResolver } from './auth.ts';
import { toldChangeFeed } from '../test/told-change-feed.ts';
import { TOKEN_KEEP_MS, tokenCache } from './token-cache.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());
afterEach(() => void vi.useRealTimers());

/** Revokes a user's tokens where the test's feed does not hear it: only an answer from the database shows it. */
const revokeInDb = (userId: number) =>
  ctx.db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, userId));

describe('the token cache', () => {
  it("serves kept tokens from memory until their user changes, and drops only that user's", async () => {
    const feed = toldChangeFeed();
    const resolve = tokenResolver(ctx.db, tokenCache<AuthUser>(feed, 10));
    const a = await createUser(ctx.db);
    const b = await createUser(ctx.db);
    expect((await resolve(a.token))?.id).toBe(a.user.id);
    expect((await resolve(b.token))?.id).toBe(b.user.id);
    await revokeInDb(a.user.id);
    await revokeInDb(b.user.id);
    expect((await resolve(a.token))?.id).toBe(a.user.id);
    feed.tell({ kind: 'user', userId: a.user.id });
    expect(await resolve(a.token)).toBeNull();
    expect((await resolve(b.token))?.id).toBe(b.user.id);
  });

  it('drops everything when changes may have been missed', async () => {
    const feed = toldChangeFeed();
    const resolve = tokenResolver(ctx.db, tokenCache<AuthUser>(feed, 10));
    const a = await createUser(ctx.db);
    await resolve(a.token);
    await revokeInDb(a.user.id);
    expect((await resolve(a.token))?.id).toBe(a.user.id);
    feed.tell({ kind: 'any' });
    expect(await resolve(a.token)).toBeNull();
  });

  it('serves nothing from memory while the feed is not trusted, and keeps nothing then', async () => {
    const feed = toldChangeFeed();
    const cache = tokenCache<AuthUser>(feed, 10)!;
    const resolve = tokenResolver(ctx.db, cache);
    const a = await createUser(ctx.db);
    await resolve(a.token);
    feed.trust(false);
    await revokeInDb(a.user.id);
    expect(await resolve(a.token)).toBeNull();
    const b = await createUser(ctx.db);
    expect((await resolve(b.token))?.id).toBe(b.user.id);
    feed.trust(true);
    expect(cache.get(sha256(b.token), Date.now())).toBeUndefined();
  });

  it('does not keep what the database answered before a user changed', async () => {
    const feed = toldChangeFeed();
    const cache = tokenCache<AuthUser>(feed, 10)!;
    const a = await createUser(ctx.db);
    const ticket = cache.ticket();
    const token = { user: { ...a.user, tokenId: 1 }, expiresAt: Date.now() + 60_000, lastUsedAt: Date.now() };
    feed.tell({ kind: 'user', userId: a.user.id + 1 });
    cache.keep(sha256(a.token), token, ticket);
    expect(cache.get(sha256(a.token), Date.now())).toBeUndefined();
  });

  it('asks the database again after a while, so a change no feed told of is seen', async () => {
    const resolve = tokenResolver(ctx.db, tokenCache<AuthUser>(toldChangeFeed(), 10));
    const a = await createUser(ctx.db);
    expect((await resolve(a.token))?.id).toBe(a.user.id);
    await revokeInDb(a.user.id);
    expect((await resolve(a.token))?.id).toBe(a.user.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + TOKEN_KEEP_MS + 1);
    expect(await resolve(a.token)).toBeNull();
  });

  it('refuses a kept token once it has expired', async () => {
    const resolve = tokenResolver(ctx.db, tokenCache<AuthUser>(toldChangeFeed(), 10));
    const a = await createUser(ctx.db);
    expect((await resolve(a.token))?.id).toBe(a.user.id);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 31 * 24 * 60 * 60 * 1000);
    expect(await resolve(a.token)).toBeNull();
  });

  it('writes the sliding expiry for a token served from memory, at most hourly', async () => {
    const resolve = tokenResolver(ctx.db, tokenCache<AuthUser>(toldChangeFeed(), 10));
    const a = await createUser(ctx.db);
    await resolve(a.token);
    const lastUsed = async () =>
      (await ctx.db.select().from(authTokens).where(eq(authTokens.userId, a.user.id)))[0]!.lastUsedAt;
    const before = await lastUsed();
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 30 * 60 * 1000);
    await resolve(a.token);
    expect(await lastUsed()).toEqual(before);
    const later = Date.now() + 60 * 60 * 1000;
    vi.setSystemTime(later);
    expect((await resolve(a.token))?.id).toBe(a.user.id);
    expect((await lastUsed()).getTime()).toBe(later);
  });
});
