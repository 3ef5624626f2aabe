import { eq } from 'drizzle-orm';
import type { App } from '../deps.ts';
import type { Db } from '../db/client.ts';
import { restaurants } from '../db/schema/index.ts';
import { createFood, createUser } from './factories.ts';
import { catalogWorld, restaurantFor } from '../modules/catalog/testing.ts';

/** A customer whose profile is complete enough to check out. */
export const createShopper = (db: Db, overrides: Parameters<typeof createUser>[1] = {}) =>
  createUser(db, { firstName: 'Rahima', lastName: 'Akter', phoneNumber: '+8801712345678', ...overrides });

/**
 * Two restaurants (delivery fees TK 60 and TK 45.50) and three foods:
 * kacchi TK 250 and borhani TK 60.25 at the first, burger TK 320.50 at the second.
 */
export async function orderingWorld(db: Db, tag = '') {
  const first = await catalogWorld(db);
  const second = await restaurantFor(db);
  await db.update(restaurants).set({ deliveryFee: 45.5 }).where(eq(restaurants.id, second.restaurant.id));
  const secondRefs = { ...first.refs, restaurantId: second.restaurant.id };
  const kacchi = await createFood(db, first.refs, {
    name: `Kacchi${tag}`,
    price: 250,
    image: '/media/k.webp',
  });
  const borhani = await createFood(db, first.refs, { name: `Borhani${tag}`, price: 60.25 });
  const burger = await createFood(db, secondRefs, { name: `Burger${tag}`, price: 320.5 });
  return { first, second, kacchi, borhani, burger };
}

type Headers = Record<string, string>;

/** The customer-side calls, as `auth` (a createUser header) makes them. */
export function shopperCalls(app: App, auth: Headers) {
  return {
    add: (slug: string, payload?: unknown) =>
      app.inject({
        method: 'POST',
        url: `/api/cart/add-to-cart/${slug}/`,
        headers: auth,
        ...(payload === undefined ? {} : { payload: payload as object }),
      }),
    list: () => app.inject({ method: 'GET', url: '/api/cart/list/', headers: auth }),
    update: (id: number | string, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: `/api/cart/update/${id}/`,
        headers: auth,
        payload: payload as object,
      }),
    remove: (id: number | string) =>
      app.inject({ method: 'DELETE', url: `/api/cart/delete/${id}/`, headers: auth }),
    checkout: (payload: unknown, headers: Headers = {}) =>
      app.inject({
        method: 'POST',
        url: '/api/orders/',
        headers: { ...auth, ...headers },
        payload: payload as object,
      }),
    pay: (userId: number, payload: unknown, headers: Headers = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/payment/${userId}/`,
        headers: { ...auth, ...headers },
        payload: payload as object,
      }),
    orderLines: (path = 'order-list') => app.inject({ method: 'GET', url: `/api/${path}/`, headers: auth }),
  };
}

export const ISO = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;
