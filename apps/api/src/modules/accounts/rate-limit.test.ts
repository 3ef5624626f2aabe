import { SIGN_IN_CODE_MESSAGES } from '@bhoj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({
    RATE_LIMIT_AUTH_PER_MINUTE: '3',
    RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: '5',
    SECRET_KEY: 'a-test-secret-key-of-at-least-32-characters',
  });
});
afterAll(() => ctx.close());

const TOO_MANY = { error: 'Too many attempts. Try again in a minute.' };
const CODE_NEEDED = { code: [SIGN_IN_CODE_MESSAGES.needed] };
let ip = 0;
const nextIp = () => `198.51.100.${++ip}`;
const call = (url: string, payload: object, remoteAddress = nextIp(), cookie?: string) =>
  ctx.app.inject({ method: 'POST', url, payload, remoteAddress, headers: cookie ? { cookie } : {} });
const signIn = (email: string, password: string, remoteAddress?: string, cookie?: string) =>
  call('/api/accounts/login/', { email, password }, remoteAddress, cookie);
const wrong = (email: string, remoteAddress?: string, cookie?: string) =>
  signIn(email, 'wrong-password', remoteAddress, cookie);

/** The device cookie a successful sign-in sets, as a `Cookie` header value. */
async function deviceCookieOf(email: string, cookie?: string) {
  const res = await signIn(email, FACTORY_PASSWORD, undefined, cookie);
  expect(res.statusCode).toBe(200);
  const setCookie = String(res.headers['set-cookie']);
  return { setCookie, cookie: setCookie.split(';')[0]! };
}

describe('sign-in limits (3 failures a minute per account, 5 per IP, in this file)', () => {
  it('counts failures only: a right password signs in again and again from one address', async () => {
    const { user } = await createUser(ctx.db);
    const address = nextIp();
    for (let i = 0; i < 8; i++)
      expect((await signIn(user.email, FACTORY_PASSWORD, address)).statusCode).toBe(200);
    expect((await wrong(user.email, address)).statusCode).toBe(400);
  });

  it('asks clients without its device cookie for a mailed code after 3 failures, from any addresses', async () => {
    const { user } = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) expect((await wrong(user.email)).statusCode).toBe(400);
    const res = await wrong(user.email.toUpperCase());
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(CODE_NEEDED);
    expect(res.headers['retry-after']).toBeUndefined();
    const right = await signIn(user.email, FACTORY_PASSWORD);
    expect(right.statusCode).toBe(400);
    expect(right.json()).toEqual(CODE_NEEDED);
    const other = await createUser(ctx.db);
    expect((await wrong(other.user.email)).json()).toEqual({ error: 'Invalid credentials' });
  });

  it("lets the owner's browser in without a code, with a failure limit of its own", async () => {
    const { user } = await createUser(ctx.db);
    const { setCookie, cookie } = await deviceCookieOf(user.email);
    expect(setCookie).toMatch(/^bhoj_device=[\w-]+\.[\w-]+; /);
    expect(setCookie).toContain('; Path=/api/accounts/; ');
    expect(setCookie).toContain('; HttpOnly; SameSite=Strict');
    expect(setCookie).not.toContain('Secure');

    for (let i = 0; i < 4; i++) await wrong(user.email);
    expect((await signIn(user.email, FACTORY_PASSWORD)).json()).toEqual(CODE_NEEDED);
    const mine = await signIn(user.email, FACTORY_PASSWORD, undefined, cookie);
    expect(mine.statusCode).toBe(200);
    expect(mine.json()).toMatchObject({ email: user.email, token: expect.any(String) });

    for (let i = 0; i < 3; i++) expect((await wrong(user.email, undefined, cookie)).statusCode).toBe(400);
    const limited = await wrong(user.email, undefined, cookie);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual(TOO_MANY);
  });

  it('exempts no other account, and no cookie that was altered', async () => {
    const mine = await createUser(ctx.db);
    const target = await createUser(ctx.db);
    const { cookie } = await deviceCookieOf(mine.user.email);
    const forged = cookie.replace(/.$/, (c) => (c === 'A' ? 'B' : 'A'));
    for (let i = 0; i < 3; i++) await wrong(target.user.email);
    expect((await signIn(target.user.email, FACTORY_PASSWORD, undefined, cookie)).json()).toEqual(
      CODE_NEEDED,
    );
    expect((await signIn(target.user.email, FACTORY_PASSWORD, undefined, forged)).json()).toEqual(
      CODE_NEEDED,
    );

    for (let i = 0; i < 3; i++) await wrong(mine.user.email);
    expect((await signIn(mine.user.email, FACTORY_PASSWORD, undefined, forged)).json()).toEqual(CODE_NEEDED);
    expect((await signIn(mine.user.email, FACTORY_PASSWORD, undefined, cookie)).statusCode).toBe(200);
  });

  it('remembers one browser for several accounts', async () => {
    const first = await createUser(ctx.db);
    const second = await createUser(ctx.db);
    const { cookie } = await deviceCookieOf(first.user.email);
    const both = (await deviceCookieOf(second.user.email, cookie)).cookie;
    for (const { user } of [first, second]) {
      for (let i = 0; i < 3; i++) await wrong(user.email);
      expect((await signIn(user.email, FACTORY_PASSWORD, undefined, both)).statusCode).toBe(200);
    }
  });

  it('allows 5 failures a minute from one address, whatever the accounts', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++)
      expect((await wrong(`guess-${i}@example.test`, address)).statusCode).toBe(400);
    const res = await wrong('guess-6@example.test', address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(TOO_MANY);
    expect((await wrong('guess-6@example.test')).statusCode).toBe(400);
  });
});

describe('sign-up, recovery and sign-in code limits', () => {
  it('allows 5 sign-ups a minute from one address', async () => {
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
    for (let i = 0; i < 5; i++) expect((await signUp(i)).statusCode).toBe(201);
    const sixth = await signUp(5);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
  });

  it('allows 5 recovery requests a minute per address, and any number per email', async () => {
    const forget = (email: string, address?: string) =>
      call('/api/accounts/forget-password/', { email }, address);
    for (let i = 0; i < 8; i++) expect((await forget('someone@example.test')).statusCode).toBe(200);

    const address = nextIp();
    for (let i = 0; i < 5; i++) expect((await forget(`p${i}@example.test`, address)).statusCode).toBe(200);
    const sixth = await forget('p6@example.test', address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
  });

  it('allows 5 sign-in code requests a minute per address', async () => {
    const address = nextIp();
    for (let i = 0; i < 5; i++)
      expect(
        (await call('/api/accounts/login-code/', { email: `c${i}@example.test` }, address)).statusCode,
      ).toBe(200);
    const sixth = await call('/api/accounts/login-code/', { email: 'c6@example.test' }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json()).toEqual(TOO_MANY);
  });
});
