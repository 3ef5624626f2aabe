import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, users } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/auth.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '0' });
});
afterAll(() => ctx.close());

let n = 0;
const newAccount = (overrides: Record<string, unknown> = {}) => {
  n += 1;
  return {
    username: `rahim.${n}`,
    email: `rahim.${n}@example.test`,
    password: 'kacchi-biryani-42',
    confirm_password: 'kacchi-biryani-42',
    ...overrides,
  };
};
const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const register = (body: object) => post('/api/accounts/register/', body);
const login = (email: string, password: string) => post('/api/accounts/login/', { email, password });

describe('POST /api/accounts/register/', () => {
  it('creates a customer and answers 201 with the profile, ignoring a role in the body', async () => {
    const body = newAccount({ role: 'admin', email: '  Rahim.Admin@Example.TEST ' });
    const res = await register(body);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      username: body.username,
      email: 'rahim.admin@example.test',
      first_name: '',
      last_name: '',
      phone_number: null,
      profile_image: '',
      role: 'customer',
      language: 'en',
    });
    const [row] = await ctx.db.select().from(users).where(eq(users.id, res.json().id));
    expect(row!.role).toBe('customer');
    expect(row!.email).toBe('rahim.admin@example.test');
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses an email already used, in another case', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(newAccount({ email: first.email.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['A user with that email already exists.'] });
  });

  it('refuses a username already used, in another case, and reports both duplicates at once', async () => {
    const first = newAccount();
    expect((await register(first)).statusCode).toBe(201);
    const res = await register(newAccount({ username: first.username.toUpperCase() }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ username: ['A user with that username already exists.'] });
    const both = await register(newAccount({ username: first.username, email: first.email }));
    expect(both.json()).toEqual({
      username: ['A user with that username already exists.'],
      email: ['A user with that email already exists.'],
    });
  });

  it('lets only one of two simultaneous sign-ups with the same username through', async () => {
    const a = newAccount();
    const b = newAccount({ username: a.username });
    const answers = await Promise.all([register(a), register(b)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([201, 400]);
    const refused = answers.find((r) => r.statusCode === 400)!;
    expect(refused.json()).toEqual({ username: ['A user with that username already exists.'] });
    const rows = await ctx.db.select().from(users).where(eq(users.username, a.username));
    expect(rows).toHaveLength(1);
  });

  it('refuses a common password, whatever its case', async () => {
    for (const password of ['password', 'PassWord', 'iloveyou', 'Sunshine1']) {
      const res = await register(newAccount({ password, confirm_password: password }));
      expect(res.statusCode, password).toBe(400);
      expect(res.json()).toEqual({
        password: ['This password is too common. Choose one that is harder to guess.'],
      });
    }
  });

  it('refuses a password under 8 characters and a confirmation that differs', async () => {
    const short = await register(newAccount({ password: 'k4cchi', confirm_password: 'k4cchi' }));
    expect(short.statusCode).toBe(400);
    expect(short.json()).toEqual({ password: ['Password must be at least 8 characters.'] });
    const differs = await register(newAccount({ confirm_password: 'something-else-42' }));
    expect(differs.statusCode).toBe(400);
    expect(differs.json()).toEqual({ confirm_password: ['Passwords do not match'] });
  });

  it('accepts any password of 8 characters or more that is not common, with no composition rules', async () => {
    const res = await register(newAccount({ password: 'zxqvbnmlkj', confirm_password: 'zxqvbnmlkj' }));
    expect(res.statusCode).toBe(201);
  });

  it('explains each missing or malformed field in a sentence', async () => {
    const empty = await register({});
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({
      username: ['Username is required.'],
      email: ['Email is required.'],
      password: ['Password is required.'],
      confirm_password: ['Confirm your password.'],
    });
    const bad = await register(newAccount({ username: 'ra him!', email: 'not-an-email' }));
    expect(bad.json()).toEqual({
      username: ['Username may contain only letters, digits, dots, underscores and hyphens.'],
      email: ['Enter a valid email address.'],
    });
    const short = await register(newAccount({ username: 'ra' }));
    expect(short.json()).toEqual({ username: ['Username must be at least 3 characters.'] });
  });
});

describe('POST /api/accounts/login/', () => {
  it('answers the profile with a new token, for the email in any case', async () => {
    const { user } = await createUser(ctx.db, { firstName: 'Karim', phoneNumber: '+8801712345678' });
    const res = await login(`  ${user.email.toUpperCase()}`, FACTORY_PASSWORD);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({
      id: user.id,
      user_id: user.id,
      username: user.username,
      email: user.email,
      first_name: 'Karim',
      last_name: '',
      phone_number: '+8801712345678',
      profile_image: '',
      role: 'customer',
      language: 'en',
      token: expect.stringMatching(/^[0-9a-f]{64}$/),
    });
    const me = await ctx.app.inject({
      method: 'GET',
      url: '/api/accounts/profile/',
      headers: { authorization: `Token ${body.token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(me.json().id).toBe(user.id);
  });

  it('stores only the hash of the token, expiring after 30 days of inactivity', async () => {
    const { user } = await createUser(ctx.db);
    const { token } = (await login(user.email, FACTORY_PASSWORD)).json();
    const rows = await ctx.db
      .select({
        tokenHash: authTokens.tokenHash,
        days: sql<number>`extract(epoch from ${authTokens.expiresAt} - now()) / 86400`,
      })
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(token)));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.tokenHash).not.toBe(token);
    expect(Number(rows[0]!.days)).toBeCloseTo(30, 1);
  });

  it('answers "Invalid credentials" for a wrong password and for an unknown email alike', async () => {
    const { user } = await createUser(ctx.db);
    const wrong = await login(user.email, 'not-the-password');
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ error: 'Invalid credentials' });
    const unknown = await login('nobody@example.test', FACTORY_PASSWORD);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ error: 'Invalid credentials' });
  });

  it('requires email and password', async () => {
    const res = await post('/api/accounts/login/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Email is required.'], password: ['Password is required.'] });
  });
});

describe('POST /api/accounts/logout/', () => {
  it('revokes the token used, and only that one', async () => {
    const { user } = await createUser(ctx.db);
    const first = (await login(user.email, FACTORY_PASSWORD)).json().token as string;
    const second = (await login(user.email, FACTORY_PASSWORD)).json().token as string;
    const res = await post('/api/accounts/logout/', {}, { authorization: `Token ${first}` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    const profile = (token: string) =>
      ctx.app.inject({
        method: 'GET',
        url: '/api/accounts/profile/',
        headers: { authorization: `Token ${token}` },
      });
    const dead = await profile(first);
    expect(dead.statusCode).toBe(401);
    expect(dead.json()).toEqual({ detail: 'Invalid token.' });
    expect((await profile(second)).statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, sha256(first)));
    expect(row!.revokedAt).toBeInstanceOf(Date);
  });

  it('answers 401 without a token', async () => {
    const res = await ctx.app.inject({ method: 'POST', url: '/api/accounts/logout/' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});

describe('OpenAPI', () => {
  it('documents the account and upload routes from the contract', async () => {
    const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(doc.paths['/api/accounts/login/'].post.tags).toEqual(['accounts']);
    expect(doc.paths['/api/accounts/login/'].post.responses['200']).toBeDefined();
    expect(doc.paths['/api/accounts/reset-password/{uid}/{token}/'].post.parameters).toHaveLength(2);
    const upload = doc.paths['/api/uploads/'].post.requestBody.content['multipart/form-data'].schema;
    expect(upload.properties.file).toMatchObject({ type: 'string', format: 'binary' });
    const profile = doc.paths['/api/accounts/profile/'].put.requestBody.content;
    expect(Object.keys(profile).sort()).toEqual(['application/json', 'multipart/form-data']);
  });
});
