import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '0' });
});
afterAll(() => ctx.close());

const setLanguage = (headers: Record<string, string>, payload: unknown) =>
  ctx.app.inject({
    method: 'PUT',
    url: '/api/accounts/language/',
    headers: { 'content-type': 'application/json', ...headers },
    payload: JSON.stringify(payload),
  });
const languageOf = async (userId: number) =>
  (await ctx.db.select({ language: users.language }).from(users).where(eq(users.id, userId)))[0]!.language;
const LANGUAGE_ERROR = { language: ['Choose a language: "en" (English) or "bn" (Bangla).'] };

describe('PUT /api/accounts/language/', () => {
  it('is English for a new account, in the sign-up, profile and sign-in answers', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/register/',
      payload: {
        username: 'nodi.rahman',
        email: 'nodi@example.test',
        password: 'a-long-password-1',
        confirm_password: 'a-long-password-1',
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().language).toBe('en');
    expect(await languageOf(res.json().id)).toBe('en');
  });

  it("saves the caller's language, which the profile and the next sign-in answer", async () => {
    const { user, auth } = await createUser(ctx.db);
    const res = await setLanguage(auth, { language: 'bn' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: user.id, username: user.username, language: 'bn' });
    expect(await languageOf(user.id)).toBe('bn');

    const profile = await ctx.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers: auth });
    expect(profile.json().language).toBe('bn');
    const login = await ctx.app.inject({
      method: 'POST',
      url: '/api/accounts/login/',
      payload: { email: user.email, password: FACTORY_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json()).toMatchObject({ user_id: user.id, language: 'bn' });

    expect((await setLanguage(auth, { language: 'en' })).json().language).toBe('en');
    expect(await languageOf(user.id)).toBe('en');
  });

  it("changes only the caller's own row, whatever else the body carries", async () => {
    const caller = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    const res = await setLanguage(caller.auth, { language: 'bn', id: other.user.id, role: 'admin' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: caller.user.id, role: 'customer', language: 'bn' });
    expect(await languageOf(other.user.id)).toBe('en');
  });

  it('answers 400 with a message for anything but "en" or "bn", and keeps the language', async () => {
    const { user, auth } = await createUser(ctx.db, { language: 'bn' });
    for (const payload of [{ language: 'fr' }, { language: 'BN' }, { language: '' }, { language: 1 }, {}]) {
      const res = await setLanguage(auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual(LANGUAGE_ERROR);
    }
    for (const payload of [null, 'bn', ['bn']]) {
      const res = await setLanguage(auth, payload);
      expect(res.statusCode, JSON.stringify(payload)).toBe(400);
      expect(res.json()).toEqual({ error: ['Send the form fields as a JSON object.'] });
    }
    expect(await languageOf(user.id)).toBe('bn');
  });

  it('answers 401 without a token or with a revoked one', async () => {
    const res = await setLanguage({}, { language: 'bn' });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });

    const { user, auth } = await createUser(ctx.db);
    await ctx.app.inject({ method: 'POST', url: '/api/accounts/logout/', headers: auth });
    expect((await setLanguage(auth, { language: 'bn' })).statusCode).toBe(401);
    expect(await languageOf(user.id)).toBe('en');
  });
});
