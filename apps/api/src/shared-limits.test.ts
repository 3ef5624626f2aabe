import type { AddressInfo } from 'node:net';
import { SIGN_IN_CODE_MESSAGES } from '@bhoj/contract';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { openStream } from './modules/events/testing.ts';
import { createTestContext, type TestContext } from './test/context.ts';
import { createUser, FACTORY_PASSWORD } from './test/factories.ts';
import { dropKeys, testKeyPrefix, testRedisUrl } from './test/redis.ts';
import { startSmtpServer, waitForMails } from './test/smtp-server.ts';

// Two API instances on one database and the machine's Redis (REDIS_URL): the limits hold across both.
const prefix = testKeyPrefix();
let ctx: TestContext;
let a: TestContext['app'];
let b: TestContext['app'];
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    SECRET_KEY: 'a-test-secret-key-of-at-least-32-characters',
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
  await smtp.close();
  await dropKeys(prefix);
});

async function listen(app: TestContext['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

describe('limits shared through Redis by two instances', () => {
  it('meets one limit with failed sign-ins spread over both; a code mailed by one signs in on the other', async () => {
    const { user } = await createUser(ctx.db);
    let ip = 0;
    const signIn = (app: TestContext['app'], body: object) =>
      app.inject({
        method: 'POST',
        url: '/api/accounts/login/',
        payload: { email: user.email, ...body },
        remoteAddress: `198.51.100.${++ip}`,
      });
    const wrong = (app: TestContext['app']) => signIn(app, { password: 'wrong-password' });
    expect((await wrong(a)).statusCode).toBe(400);
    expect((await wrong(b)).statusCode).toBe(400);
    expect((await wrong(a)).statusCode).toBe(400);
    const asked = await wrong(b);
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual({ code: [SIGN_IN_CODE_MESSAGES.needed] });
    expect((await signIn(a, { password: FACTORY_PASSWORD })).json()).toEqual(asked.json());

    const [mail] = await waitForMails(smtp, user.email);
    const code = /^(\d{6})$/m.exec(mail!.text)![1]!;
    const early = await b.inject({
      method: 'POST',
      url: '/api/accounts/login-code/',
      payload: { email: user.email },
    });
    expect(early.statusCode).toBe(429);
    expect((await signIn(a, { password: FACTORY_PASSWORD, code })).statusCode).toBe(200);
    expect((await signIn(b, { password: FACTORY_PASSWORD, code })).json()).toEqual({
      code: [SIGN_IN_CODE_MESSAGES.wrong],
    });
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
