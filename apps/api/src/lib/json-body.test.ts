import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createUser } from '../test/factories.ts';
import { createShopper, orderingWorld, shopperCalls } from '../test/shopping.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '0' });
});
afterAll(() => ctx.close());

const JSON_TYPE = { 'content-type': 'application/json' };
const withEmptyJson = (method: 'POST' | 'DELETE', url: string, headers: Record<string, string>) =>
  ctx.app.inject({ method, url, headers: { ...headers, ...JSON_TYPE }, payload: '' });

describe('Content-Type: application/json with an empty body', () => {
  it('signs out like a call without a body', async () => {
    const { auth } = await createUser(ctx.db);
    const res = await withEmptyJson('POST', '/api/accounts/logout/', auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Logged out' });
    const after = await ctx.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers: auth });
    expect(after.statusCode).toBe(401);
  });

  it('deletes a cart line, and adds to the cart with the default quantity', async () => {
    const world = await orderingWorld(ctx.db);
    const shopper = await createShopper(ctx.db);
    const added = await withEmptyJson('POST', `/api/cart/add-to-cart/${world.kacchi.slug}/`, shopper.auth);
    expect(added.statusCode).toBe(201);
    expect(added.json()).toMatchObject({ food_item: world.kacchi.id, quantity: 1 });
    const res = await withEmptyJson('DELETE', `/api/cart/delete/${added.json().id}/`, shopper.auth);
    expect(res.statusCode).toBe(200);
    expect((await shopperCalls(ctx.app, shopper.auth).list()).json().items).toEqual([]);
  });

  it('is a missing body where one is required: 400 with the form message', async () => {
    const res = await withEmptyJson('POST', '/api/accounts/login/', {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: ['Send the form fields as a JSON object.'] });
  });

  it('still refuses malformed JSON and prototype keys', async () => {
    const { auth } = await createUser(ctx.db);
    for (const payload of ['{', ' ', '{"__proto__": {"role": "admin"}}']) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/accounts/logout/',
        headers: { ...auth, ...JSON_TYPE },
        payload,
      });
      expect(res.statusCode, payload).toBe(400);
      expect(res.json().error, payload).toEqual(expect.any(String));
    }
  });
});
