import { afterAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../test/factories.ts';

const contexts: TestContext[] = [];
afterAll(() => Promise.all(contexts.map((ctx) => ctx.close())));

/** The API behind TRUST_PROXY, allowing 5 failed sign-ins a minute per client IP. */
async function behind(trustProxy: string) {
  const ctx = await createTestContext({
    TRUST_PROXY: trustProxy,
    RATE_LIMIT_AUTH_PER_MINUTE: '3',
    RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '5',
  });
  contexts.push(ctx);
  return ctx;
}

const PROXY = '10.0.0.1';
const failedSignIn = (ctx: TestContext, i: number, remoteAddress: string, forwardedFor: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: { email: `guess-${i}@example.test`, password: 'wrong-password' },
    remoteAddress,
    headers: { 'x-forwarded-for': forwardedFor },
  });

/** How many of 30 failed sign-ins, each with a different made-up left-most X-Forwarded-For, were let through. */
async function letThrough(ctx: TestContext, remoteAddress: string, realClient?: string) {
  let answered = 0;
  for (let i = 0; i < 30; i++) {
    const forged = `203.0.113.${i + 1}`;
    const res = await failedSignIn(ctx, i, remoteAddress, realClient ? `${forged}, ${realClient}` : forged);
    if (res.statusCode === 400) answered++;
    else expect(res.statusCode).toBe(429);
  }
  return answered;
}

describe('TRUST_PROXY', () => {
  it('with a hop count of 1, takes the address the proxy appended: made-up entries before it gain nothing', async () => {
    const ctx = await behind('1');
    expect(await letThrough(ctx, PROXY, '198.51.100.7')).toBe(5);
    const otherClient = await failedSignIn(ctx, 99, PROXY, '198.51.100.8');
    expect(otherClient.statusCode).toBe(400);
  });

  it("with the proxies' addresses, believes only them", async () => {
    const ctx = await behind('10.0.0.0/8, 192.0.2.10');
    expect(await letThrough(ctx, PROXY, '198.51.100.7')).toBe(5);
    // A client reaching the API directly cannot pose as anyone through the header.
    expect(await letThrough(ctx, '198.51.100.50')).toBe(5);
    expect((await failedSignIn(ctx, 99, '192.0.2.10', '198.51.100.9')).statusCode).toBe(400);
  });

  it('marks the device cookie Secure when the proxy says the call came over https', async () => {
    const ctx = await behind('1');
    const { user } = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: user.email, password: FACTORY_PASSWORD },
      remoteAddress: PROXY,
      headers: { 'x-forwarded-for': '198.51.100.7', 'x-forwarded-proto': 'https' },
    });
    expect(res.statusCode).toBe(200);
    expect(String(res.headers['set-cookie'])).toMatch(/; Secure$/);
  });
});
