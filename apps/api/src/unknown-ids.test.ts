import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { catalogWorld } from './modules/catalog/testing.ts';
import { createTestContext, type TestContext } from './test/context.ts';
import { createUser } from './test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Role = 'customer' | 'restaurant_owner' | 'admin';

/** Every route with a row id in its path, with who may call it and a body it would accept. */
const ID_ROUTES: { method: Method; path: string; as: Role; body?: (refs: Refs) => object }[] = [
  { method: 'GET', path: '/api/update-user/{id}/role/', as: 'admin' },
  { method: 'PUT', path: '/api/update-user/{id}/role/', as: 'admin', body: () => ({ role: 'customer' }) },
  {
    method: 'POST',
    path: '/api/admin/order-status/{id}/',
    as: 'admin',
    body: () => ({ status: 'Completed' }),
  },
  {
    method: 'POST',
    path: '/api/admin/refunds/{id}/refunded/',
    as: 'admin',
    body: () => ({ note: 'Paid back by bank transfer' }),
  },
  { method: 'POST', path: '/api/admin/refunds/{id}/retry/', as: 'admin' },
  {
    method: 'PUT',
    path: '/api/restaurant/category/update/{id}/',
    as: 'admin',
    body: () => ({ name: 'Soups' }),
  },
  { method: 'DELETE', path: '/api/restaurant/category/delete/{id}/', as: 'admin' },
  { method: 'PUT', path: '/api/restaurant/tag/update/{id}/', as: 'admin', body: () => ({ name: 'Spicy' }) },
  { method: 'DELETE', path: '/api/restaurant/tag/delete/{id}/', as: 'admin' },
  {
    method: 'PUT',
    path: '/api/restaurant/admin/approve/{id}/',
    as: 'admin',
    body: () => ({ is_approved: true }),
  },
  { method: 'DELETE', path: '/api/restaurant/delete/{id}/', as: 'admin' },
  { method: 'PUT', path: '/api/cart/update/{id}/', as: 'customer', body: () => ({ quantity: 2 }) },
  { method: 'DELETE', path: '/api/cart/delete/{id}/', as: 'customer' },
  { method: 'GET', path: '/api/restaurant/item/update/{id}/', as: 'restaurant_owner' },
  {
    method: 'PUT',
    path: '/api/restaurant/item/update/{id}/',
    as: 'restaurant_owner',
    body: (refs) => ({ name: 'Tehari', price: 180, category: refs.categoryId, tags: refs.tagId }),
  },
  { method: 'DELETE', path: '/api/restaurant/food/delete/{id}/', as: 'restaurant_owner' },
  {
    method: 'POST',
    path: '/api/order-status/{id}/',
    as: 'restaurant_owner',
    body: () => ({ status: 'Completed' }),
  },
  { method: 'GET', path: '/api/restaurant/tickets/{id}/', as: 'restaurant_owner' },
  {
    method: 'POST',
    path: '/api/restaurant/tickets/{id}/move/',
    as: 'restaurant_owner',
    body: () => ({ stage: 'accepted', prep_minutes: 10 }),
  },
  { method: 'GET', path: '/api/orders/{id}/', as: 'customer' },
  {
    method: 'PUT',
    path: '/api/accounts/addresses/{id}/',
    as: 'customer',
    body: () => ({ address: 'Road 1' }),
  },
  { method: 'DELETE', path: '/api/accounts/addresses/{id}/', as: 'customer' },
  { method: 'POST', path: '/api/orders/{id}/cancel/', as: 'customer' },
  { method: 'POST', path: '/api/orders/{id}/retry-payment/', as: 'customer' },
  { method: 'POST', path: '/api/orders/{id}/pay-cash/', as: 'customer' },
  {
    method: 'POST',
    path: '/api/restaurant/feedback-reply/{id}/',
    as: 'restaurant_owner',
    body: () => ({ reply: 'Thank you for ordering!' }),
  },
];
type Refs = Awaited<ReturnType<typeof catalogWorld>>['refs'];

describe('ids in paths', () => {
  it('the table above lists every route with an id in its path', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const withId = Object.entries(paths).flatMap(([path, ops]) =>
      path.includes('{id}') ? Object.keys(ops).map((m) => `${m.toUpperCase()} ${path}`) : [],
    );
    expect(ID_ROUTES.map((r) => `${r.method} ${r.path}`).sort()).toEqual(withId.sort());
  });

  it('answer 404 for a well-formed id of no row, however large, and 400 for one that is not a positive whole number', async () => {
    const world = await catalogWorld(ctx.db);
    const callers: Record<Role, Record<string, string>> = {
      customer: (await createUser(ctx.db)).auth,
      restaurant_owner: world.owner.auth,
      admin: (await createUser(ctx.db, { role: 'admin' })).auth,
    };
    for (const route of ID_ROUTES) {
      const call = (id: string) =>
        ctx.app.inject({
          method: route.method,
          url: route.path.replace('{id}', id),
          headers: callers[route.as],
          ...(route.body ? { payload: route.body(world.refs) } : {}),
        });
      for (const id of ['2147483000', '2147483647', '2147483648', '99999999999999999999']) {
        const res = await call(id);
        expect(res.statusCode, `${route.method} ${route.path} with ${id}: ${res.body}`).toBe(404);
      }
      for (const id of ['0', 'abc', '-3', '1.5']) {
        const res = await call(id);
        expect(res.statusCode, `${route.method} ${route.path} with ${id}: ${res.body}`).toBe(400);
        expect(Object.keys(res.json())).toEqual(['id']);
      }
    }
  });
});
