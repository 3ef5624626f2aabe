import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { openStream } from './modules/events/testing.ts';
import { createTestContext, type TestContext } from './test/context.ts';
import { createUser } from './test/factories.ts';
import { dropKeys, testKeyPrefix, testRedisUrl } from './test/redis.ts';

// Two API instances on one database and the machine's Redis (REDIS_URL): the limits hold across both.
const prefix = testKeyPrefix();
let ctx: TestContext;
let a: TestContext['app'];
let b: TestContext['app'];
beforeAll(async () => {
  ctx = await createTestContext({
    REDIS_URL: testRedisUrl,
    REDIS_KEY_PREFIX: prefix,
    RATE_LIMIT_AUTH_PER_MINUTE: '3',
    EVENT_STREAMS_PER_USER: '1',
  });
  a = ctx.app;
  b = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage });
});
afterAll(async () => {
  await b.close();
  await ctx.close();
  await dropKeys(prefix);
});

async function listen(app: TestContext['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('limits shared through Redis by two instances', () => {
  it('meets one limit with failed sign-ins spread over both', async () => {
    const { user } = await createUser(ctx.db);
    const wrong = (app: TestContext['app'], i: number) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { email: user.email, password: 'wrong-password' },
        remoteAddress: `198.51.100.${i}`,
      });
    expect((await wrong(a, 1)).statusCode).toBe(400);
    expect((await wrong(b, 2)).statusCode).toBe(400);
    expect((await wrong(a, 3)).statusCode).toBe(400);
    const locked = await wrong(b, 4);
    expect(locked.statusCode).toBe(429);
    expect(locked.json()).toEqual({ error: 'Too many attempts. Try again in a minute.' });
    expect((await wrong(a, 5)).statusCode).toBe(429);
  });

  it("counts a user's live-event streams wherever they are open", async () => {
    const { auth } = await createUser(ctx.db);
    const [baseA, baseB] = [await listen(a), await listen(b)];
    const onA = await openStream(baseA, auth);
    expect(onA.res.status).toBe(200);
    const refused = await openStream(baseB, auth);
    expect(refused.res.status).toBe(429);
    onA.close();
    await vi.waitFor(async () => {
      const onB = await openStream(baseB, auth);
      expect(onB.res.status).toBe(200);
      onB.close();
    });
  });
});
