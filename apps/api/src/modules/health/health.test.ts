import { SIGN_IN_CODE_MESSAGES } from '@bhoj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { openPostgres } from '../../db/client.ts';
import { readiness } from '../../lib/readiness.ts';
import { createTestContext, type TestContext, testDatabaseKind } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { closedPort, dropKeys, testKeyPrefix, testRedisUrl } from '../../test/redis.ts';

const prefix = testKeyPrefix();
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(async () => {
  await ctx.close();
  await dropKeys(prefix);
});

const READY = { ready: true, draining: false, database: 'up', redis: 'off' };
const get = (app: TestContext['app'], url: string) => app.inject({ method: 'GET', url });
/** Another instance over the test database, draining when `state` says. */
const instance = (state: ReturnType<typeof readiness>) =>
  buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage, readiness: state });

describe('health for orchestrators', () => {
  it('answers live while the process runs, asking nothing of the database', async () => {
    const res = await get(ctx.app, '/api/health/live/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('answers ready when the database answers and no Redis is configured', async () => {
    const res = await get(ctx.app, '/api/health/ready');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(READY);
  });

  it('answers not ready (503) while draining, and the plain health call as before', async () => {
    const draining = readiness();
    const app = await instance(draining);
    expect((await get(app, '/api/health/ready/')).statusCode).toBe(200);
    draining.drain();
    const res = await get(app, '/api/health/ready/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...READY, ready: false, draining: true });
    const health = await get(app, '/api/health/');
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok', version: expect.any(String), database: testDatabaseKind });
    await app.close();
  });

  it('drains when the app closes', async () => {
    const drained = readiness();
    const app = await instance(drained);
    await app.close();
    expect(drained.draining).toBe(true);
  });

  it('answers not ready (503) when the database does not answer', async () => {
    const database = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/bhoj`);
    const app = await buildApp({ config: ctx.config, database, storage: ctx.storage });
    const res = await get(app, '/api/health/ready/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...READY, ready: false, database: 'down' });
    expect((await get(app, '/api/health/live/')).statusCode).toBe(200);
    await app.close();
    await database.close();
  });
});

describe('with REDIS_URL', () => {
  const withRedis = async (url: string) =>
    createTestContext({ REDIS_URL: url, REDIS_KEY_PREFIX: prefix, RATE_LIMIT_AUTH_PER_MINUTE: '2' });

  it('answers ready with Redis up', async () => {
    const redisCtx = await withRedis(testRedisUrl);
    const res = await get(redisCtx.app, '/api/health/ready/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ...READY, redis: 'up' });
    await redisCtx.close();
  });

  it('while Redis is down: not ready, yet every call answers, limits counted in the process', async () => {
    const redisCtx = await withRedis(`redis://127.0.0.1:${await closedPort()}`);
    const res = await get(redisCtx.app, '/api/health/ready/');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ ...READY, ready: false, redis: 'down' });
    const { user } = await createUser(redisCtx.db);
    const wrong = () =>
      redisCtx.app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { email: user.email, password: 'wrong-password' },
      });
    expect((await wrong()).json()).toEqual({ error: 'Invalid credentials' });
    expect((await wrong()).json()).toEqual({ error: 'Invalid credentials' });
    // Past the account's limit (counted in this process), a mailed code is asked for.
    expect((await wrong()).json()).toEqual({ code: [SIGN_IN_CODE_MESSAGES.needed] });
    expect((await get(redisCtx.app, '/api/health/')).statusCode).toBe(200);
    await redisCtx.close();
  });
});
