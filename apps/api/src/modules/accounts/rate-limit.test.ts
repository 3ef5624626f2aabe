import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '3' });
});
afterAll(() => ctx.close());

const TOO_MANY = { error: 'Too many attempts. Try again in a minute.' };
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
const call = (url: string, payload: object, remoteAddress = nextIp()) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress });
const login = (email: string, remoteAddress?: string) =>
  call('/api/accounts/login/', { email, password: 'wrong-password' }, remoteAddress);

describe('attempt limits (3 a minute in this file)', () => {
  it('answers 429 after repeated sign-ins for one email, from any number of addresses', async () => {
    const { user } = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) expect((await login(user.email)).statusCode).toBe(400);
    const res = await login(user.email.toUpperCase());
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    // Even the right password waits: the limit is on attempts, not on failures.
    const right = await call('/api/accounts/login/', { email: user.email, password: FACTORY_PASSWORD });
    expect(right.statusCode).toBe(429);
    const other = await createUser(ctx.db);
    expect((await login(other.user.email)).statusCode).toBe(400);
  });

  it('answers 429 after repeated sign-ins from one address, whatever the emails', async () => {
    const address = nextIp();
    for (let i = 0; i < 3; i++)
      expect((await login(`guess-${i}@example.test`, address)).statusCode).toBe(400);
    const res = await login('guess-4@example.test', address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect((await login('guess-4@example.test')).statusCode).toBe(400);
  });

  it('limits sign-ups and password recovery the same way', async () => {
    const address = nextIp();
    const signUp = (i: number) =>
      call(
        '/api/accounts/register/',
        {
          username: `r${i}xyz`,
          email: `r${i}@example.test`,
          password: 'kacchi-42-x',
          confirm_password: 'kacchi-42-x',
        },
        address,
      );
    for (let i = 0; i < 3; i++) expect((await signUp(i)).statusCode).toBe(201);
    const fourth = await signUp(3);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toEqual(TOO_MANY);

    const forget = () => call('/api/accounts/forget-password/', { email: 'someone@example.test' });
    for (let i = 0; i < 3; i++) expect((await forget()).statusCode).toBe(200);
    const res = await forget();
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
  });
});
