import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { roleTrio } from '../modules/admin/testing.ts';
import { catalogWorld } from '../modules/catalog/testing.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createBuyer, createCategory, createFood, createUpload, createUser } from '../test/factories.ts';
import { unheard } from '../test/unheard.ts';

/** Every write of the API that can change a public answer is seen by the next read on the same app. */
let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext({ ANSWER_CACHE_MB: '4' });
  trio = await roleTrio(ctx.db);
  world = await catalogWorld(ctx.db);
  await createUpload(ctx.db, world.owner.user.id, FOOD_IMAGE.slice('/media/'.length));
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const read = async (url: string) => {
  const res = await call('GET', url);
  return { status: res.statusCode, body: res.body };
};

/** Reads `url` (stored), checks a second read is the stored answer, then writes and reads again. */
async function readWriteRead(url: string, write: () => Promise<{ statusCode: number }>) {
  const before = await read(url);
  expect(await read(url)).toEqual(before);
  const written = await write();
  expect(written.statusCode).toBeLessThan(300);
  return { before, after: await read(url) };
}

const FOOD_IMAGE = '/media/uploads/2026/01/0123456789abcdef0123456789abcdef.webp';
const foodBody = (overrides: Record<string, unknown> = {}) => ({
  name: 'Beef Tehari',
  description: 'Rice and beef.',
  price: 250,
  image: FOOD_IMAGE,
  category: world.category.id,
  tags: world.tag.id,
  is_available: true,
  ...overrides,
});
const categoryFoods = () => `/api/restaurant/category-foods/${world.category.slug}/`;

describe('a write is seen by the next read', () => {
  it('categories: create, rename, delete', async () => {
    const url = '/api/restaurant/categories/';
    const created = await readWriteRead(url, () =>
      call('POST', '/api/restaurant/category/', trio.admin.auth, { name: 'Desserts' }),
    );
    expect(created.after.body).toContain('Desserts');
    const id = JSON.parse(created.after.body).find((c: { name: string }) => c.name === 'Desserts').id;
    const renamed = await readWriteRead(url, () =>
      call('PUT', `/api/restaurant/category/update/${id}/`, trio.admin.auth, { name: 'Sweets' }),
    );
    expect(renamed.after.body).toContain('Sweets');
    const removed = await readWriteRead(url, () =>
      call('DELETE', `/api/restaurant/category/delete/${id}/`, trio.admin.auth),
    );
    expect(removed.after.body).not.toContain('Sweets');
  });

  it('tags: rename', async () => {
    const { after } = await readWriteRead('/api/restaurant/tag-list/', () =>
      call('PUT', `/api/restaurant/tag/update/${world.tag.id}/`, trio.admin.auth, {
        name: 'Crowd Favourites',
      }),
    );
    expect(after.body).toContain('Crowd Favourites');
  });

  it("foods: an owner's create, update and delete", async () => {
    const created = await readWriteRead(categoryFoods(), () =>
      call('POST', '/api/restaurant/item/add/', world.owner.auth, foodBody()),
    );
    expect(JSON.parse(created.after.body).count).toBe(JSON.parse(created.before.body).count + 1);
    const food = JSON.parse(created.after.body).results[0];
    const updated = await readWriteRead(`/api/restaurant/details/${food.slug}/`, () =>
      call('PUT', `/api/restaurant/item/update/${food.id}/`, world.owner.auth, foodBody({ price: 275 })),
    );
    expect(JSON.parse(updated.after.body).price).toBe(275);
    const deleted = await readWriteRead(`/api/restaurant/details/${food.slug}/`, () =>
      call('DELETE', `/api/restaurant/food/delete/${food.id}/`, world.owner.auth),
    );
    expect(deleted.after.status).toBe(404);
  });

  it("restaurants: an owner's rename, an admin's approval and deletion", async () => {
    const renamed = await readWriteRead('/api/restaurant/list/', () =>
      call('PUT', '/api/restaurant/update/', world.owner.auth, {
        name: 'Tehari House',
        address: 'Road 7, Dhanmondi',
        phone_number: '01812345678',
        cover_image: null,
      }),
    );
    expect(renamed.after.body).toContain('Tehari House');
    const hidden = await readWriteRead('/api/restaurant/list/', () =>
      call('PUT', `/api/restaurant/admin/approve/${world.restaurant.id}/`, trio.admin.auth, {
        is_approved: false,
      }),
    );
    expect(hidden.after.body).not.toContain('Tehari House');
    const other = await catalogWorld(ctx.db);
    const deleted = await readWriteRead(`/api/restaurant/info/${other.restaurant.slug}/`, () =>
      call('DELETE', `/api/restaurant/delete/${other.restaurant.id}/`, trio.admin.auth),
    );
    expect(deleted.before.status).toBe(200);
    expect(deleted.after.status).toBe(404);
  });

  it("comments: a customer's rating, then a change of the customer's names", async () => {
    const fresh = await catalogWorld(ctx.db);
    const food = await createFood(ctx.db, fresh.refs, { name: 'Morog Polao' });
    const customer = await createBuyer(ctx.db, food, { firstName: 'Rahim', lastName: 'Uddin' });
    const url = `/api/restaurant/feedback-list/${food.slug}/`;
    const rated = await readWriteRead(url, () =>
      call('POST', `/api/restaurant/feedback/${food.slug}/`, customer.auth, { rating: 5, comment: 'Great.' }),
    );
    expect(rated.after.body).toContain('Great.');
    const renamed = await readWriteRead(url, () =>
      call('PUT', '/api/accounts/profile/', customer.auth, {
        first_name: 'Karim',
        last_name: 'Uddin',
        phone_number: '01712345678',
      }),
    );
    expect(renamed.after.body).toContain('Karim');
  });

  it("users: an admin's role change", async () => {
    // Nothing public shows a role directly: a change no feed hears shows the cache moved.
    const url = '/api/restaurant/categories/';
    const user = await createUser(ctx.db);
    const before = await read(url);
    await unheard(ctx.db, (tx) => createCategory(tx, 'Breakfast'));
    expect(await read(url)).toEqual(before);
    const res = await call('PUT', `/api/update-user/${user.user.id}/role/`, trio.admin.auth, {
      role: 'restaurant_owner',
    });
    expect(res.statusCode).toBe(200);
    expect((await read(url)).body).toContain('Breakfast');
  });
});

describe('writes that change no public answer', () => {
  it('adding to a cart keeps stored answers; a refused write does too', async () => {
    const fresh = await catalogWorld(ctx.db);
    const food = await createFood(ctx.db, fresh.refs, { name: 'Fuchka' });
    // Heard before the answer below is stored (on PostgreSQL the feed hears a factory's writes a moment later).
    await ctx.changes.caughtUp();
    const url = '/api/restaurant/categories/';
    const before = await read(url);
    await unheard(ctx.db, (tx) => createCategory(tx, 'Street Food'));
    const added = await call('POST', `/api/cart/add-to-cart/${food.slug}/`, trio.customer.auth, {
      quantity: 1,
    });
    expect(added.statusCode).toBeLessThan(300);
    expect((await call('POST', '/api/restaurant/category/', {}, { name: 'Nope' })).statusCode).toBe(401);
    expect(await read(url)).toEqual(before);
  });
});
