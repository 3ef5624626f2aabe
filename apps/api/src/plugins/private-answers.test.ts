import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authTokens, cartLines, passwordResetTokens, users } from '../db/schema/index.ts';
import { newTokenKey, sha256 } from '../lib/auth.ts';
import { catalogWorld } from '../modules/catalog/testing.ts';
import { placeOrder } from '../modules/owner/testing.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createFood, createUser, FACTORY_PASSWORD } from '../test/factories.ts';
import { unheard } from '../test/unheard.ts';

// Answers and tokens both kept in memory, so a change no feed hears (test/unheard.ts) stays unseen:
// that is how these tests tell a stored answer from a fresh one.
let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext({ ANSWER_CACHE_MB: '4', TOKEN_CACHE_SIZE: '100' });
  world = await catalogWorld(ctx.db);
});
afterAll(() => ctx.close());

type Auth = Record<string, string>;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, headers: Auth, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const cartOf = (auth: Auth) => call('GET', '/api/cart/list/', auth);
const quantities = async (auth: Auth) =>
  ((await cartOf(auth)).json().items as { quantity: number }[]).map((line) => line.quantity);
/** Changes a cart line where no feed hears it: only an answer made afresh shows it. */
const setQuantityInDb = (lineId: number, quantity: number) =>
  unheard(ctx.db, (tx) => tx.update(cartLines).set({ quantity }).where(eq(cartLines.id, lineId)));

async function customerWithCart(quantity = 1) {
  const customer = await createUser(ctx.db);
  const food = await createFood(ctx.db, world.refs, { price: 100 });
  const added = await call('POST', `/api/cart/add-to-cart/${food.slug}/`, customer.auth, { quantity });
  expect(added.statusCode).toBe(201);
  return { ...customer, food, lineId: added.json().id as number };
}

describe('per-user answers from memory', () => {
  it('serve a cart until the next write, which shows at once: add, update, delete', async () => {
    const { auth, lineId } = await customerWithCart(2);
    // Kept from the second ask on; after a write, from the first (the key was asked for before).
    expect(await quantities(auth)).toEqual([2]);
    expect(await quantities(auth)).toEqual([2]);
    await setQuantityInDb(lineId, 7);
    expect(await quantities(auth)).toEqual([2]);

    const other = await createFood(ctx.db, world.refs, { price: 50 });
    expect((await call('POST', `/api/cart/add-to-cart/${other.slug}/`, auth, {})).statusCode).toBe(201);
    expect(await quantities(auth)).toEqual([7, 1]);

    await setQuantityInDb(lineId, 8);
    expect((await call('PUT', `/api/cart/update/${lineId}/`, auth, { quantity: 3 })).statusCode).toBe(200);
    expect(await quantities(auth)).toEqual([3, 1]);

    expect((await call('DELETE', `/api/cart/delete/${lineId}/`, auth)).statusCode).toBe(200);
    expect(await quantities(auth)).toEqual([1]);
  });

  it("follow a catalog write: a new price of a food in the cart shows in the cart's totals", async () => {
    const { auth, food } = await customerWithCart(2);
    expect((await cartOf(auth)).json()).toMatchObject({ total_price: 200 });
    const update = await call('PUT', `/api/restaurant/item/update/${food.id}/`, world.owner.auth, {
      name: food.name,
      description: 'Tasty.',
      price: 120,
      image: null,
      category: world.category.id,
      tags: world.tag.id,
      is_available: true,
    });
    expect(update.statusCode).toBe(200);
    expect((await cartOf(auth)).json()).toMatchObject({
      total_price: 240,
      items: [{ food_item_price: 120 }],
    });
  });

  it('follow any write at all, even one by another user that changes no public answer', async () => {
    const { auth, lineId } = await customerWithCart(1);
    expect(await quantities(auth)).toEqual([1]);
    await setQuantityInDb(lineId, 5);
    await customerWithCart(1);
    expect(await quantities(auth)).toEqual([5]);
  });

  it("never serve one user's answer to another token", async () => {
    const first = await customerWithCart(4);
    const second = await customerWithCart(6);
    for (const url of ['/api/cart/list/', '/api/accounts/profile/']) {
      const mine = await call('GET', url, first.auth);
      const theirs = await call('GET', url, second.auth);
      expect(mine.statusCode).toBe(200);
      expect(theirs.body).not.toBe(mine.body);
      expect((await call('GET', url, first.auth)).body).toBe(mine.body);
    }
    expect((await call('GET', '/api/accounts/profile/', second.auth)).json()).toMatchObject({
      id: second.user.id,
    });
  });

  it('serve order lines and the profile from memory too, until a write any of them may show', async () => {
    const { auth, user } = await customerWithCart(1);
    const urls = ['/api/order-list/', '/api/user-order-list/', '/api/accounts/profile/'];
    await Promise.all(urls.map((url) => call('GET', url, auth)));
    const first = await Promise.all(urls.map((url) => call('GET', url, auth)));
    await unheard(ctx.db, async (tx) => {
      await placeOrder(tx, user.id, [{ restaurant: world.restaurant, price: 90, quantity: 1 }]);
      await tx.update(users).set({ firstName: 'Behind' }).where(eq(users.id, user.id));
    });
    for (const [i, url] of urls.entries()) expect((await call('GET', url, auth)).body).toBe(first[i]!.body);
    // Another user's sign-out changes no kept answer (only what that token resolves to)…
    expect((await call('POST', '/api/accounts/logout/', (await createUser(ctx.db)).auth)).statusCode).toBe(
      200,
    );
    for (const [i, url] of urls.entries()) expect((await call('GET', url, auth)).body).toBe(first[i]!.body);
    // …another's cart write moves every per-user answer.
    await customerWithCart(1);
    expect((await call('GET', '/api/order-list/', auth)).json()).toHaveLength(1);
    expect((await call('GET', '/api/user-order-list/', auth)).json()).toHaveLength(1);
    expect((await call('GET', '/api/accounts/profile/', auth)).json()).toMatchObject({
      first_name: 'Behind',
    });
  });

  it('carry an ETag that no shared cache may use, and answer 304 to it', async () => {
    const { auth } = await customerWithCart(1);
    const first = await cartOf(auth);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/"/);
    const again = await call('GET', '/api/cart/list/', { ...auth, 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect((await call('GET', '/api/order-list/', auth)).headers['cache-control']).toBe('private, no-cache');
  });
});

describe('tokens from memory', () => {
  it('serve a token the database no longer has, until the database tells of the change', async () => {
    const { auth, user } = await createUser(ctx.db);
    expect((await call('GET', '/api/accounts/profile/', auth)).statusCode).toBe(200);
    await unheard(ctx.db, (tx) =>
      tx.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.userId, user.id)),
    );
    expect((await call('GET', '/api/order-list/', auth)).statusCode).toBe(200);
  });

  it('refuse a token with 401 right after it logged out', async () => {
    const { auth } = await customerWithCart(1);
    const other = await call('POST', '/api/accounts/login/', {}, await credentials(auth));
    expect((await cartOf(auth)).statusCode).toBe(200);
    expect((await call('POST', '/api/accounts/logout/', auth)).statusCode).toBe(200);
    const after = await cartOf(auth);
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ detail: 'Invalid token.' });
    // The user's other session goes on.
    expect((await cartOf({ authorization: `Token ${other.json().token}` })).statusCode).toBe(200);
  });

  it('apply a role change at once: the old token is refused, a new sign-in has the new role', async () => {
    const { auth, user } = await customerWithCart(1);
    const admin = await createUser(ctx.db, { role: 'admin' });
    const signIn = await credentials(auth);
    expect((await cartOf(auth)).statusCode).toBe(200);
    const changed = await call('PUT', `/api/update-user/${user.id}/role/`, admin.auth, {
      role: 'restaurant_owner',
    });
    expect(changed.statusCode).toBe(200);
    expect((await cartOf(auth)).statusCode).toBe(401);
    const login = await call('POST', '/api/accounts/login/', {}, signIn);
    const fresh = { authorization: `Token ${login.json().token}` };
    expect((await call('GET', '/api/accounts/profile/', fresh)).json()).toMatchObject({
      role: 'restaurant_owner',
    });
    expect((await cartOf(fresh)).statusCode).toBe(403);
  });

  it('refuse every token of a user whose password was reset', async () => {
    const { auth, user } = await customerWithCart(1);
    expect((await cartOf(auth)).statusCode).toBe(200);
    const key = newTokenKey();
    await ctx.db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(key),
      expiresAt: sql`now() + make_interval(hours => 1)`,
    });
    const reset = await call(
      'POST',
      `/api/accounts/reset-password/${user.id}/${key}/`,
      {},
      {
        password: 'a-fresh-start-2026',
        confirm_password: 'a-fresh-start-2026',
      },
    );
    expect(reset.statusCode).toBe(200);
    expect((await cartOf(auth)).statusCode).toBe(401);
  });
});

/** The email and factory password of the user signed in with `auth`. */
async function credentials(auth: Auth) {
  const { email } = (await call('GET', '/api/accounts/profile/', auth)).json();
  return { email, password: FACTORY_PASSWORD };
}
