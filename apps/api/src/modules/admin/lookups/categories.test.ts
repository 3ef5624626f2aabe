import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, foods } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createCategory,
  createFood,
  createRestaurant,
  createTag,
  createUser,
} from '../../../test/factories.ts';
import { form, png } from '../../uploads/test-images.ts';
import { auditRowsOf, call, expectAdminOnly, roleTrio } from '../testing.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
});
afterAll(() => ctx.close());

const post = (payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'POST', '/api/restaurant/category/', headers, payload);
const put = (id: number, payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'PUT', `/api/restaurant/category/update/${id}/`, headers, payload);
const remove = (id: number, headers = trio.admin.auth) =>
  call(ctx, 'DELETE', `/api/restaurant/category/delete/${id}/`, headers);
const publicNames = async () =>
  (await call(ctx, 'GET', '/api/restaurant/categories/')).json().map((c: { name: string }) => c.name);

async function uploadImage(): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/',
    headers: trio.admin.auth,
    payload: form({ file: { data: await png(), name: 'soup.png', type: 'image/png' } }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}
/** An image URL as answers carry it, as rows (and so the audit log) keep it. */
const storedPath = (url: string) => url.replace(ctx.config.publicUrl, '');

describe('POST restaurant/category/', () => {
  it('creates a category with an uploaded image; the server makes the slug; an audit row is written', async () => {
    const image = await uploadImage();
    const res = await post({ name: '  Soup & Stew ', image });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'Soup & Stew', slug: 'soup-stew', image });
    expect(await publicNames()).toContain('Soup & Stew');
    expect(await auditRowsOf(ctx.db, 'category', res.json().id)).toMatchObject([
      {
        actorId: trio.admin.user.id,
        action: 'create',
        before: null,
        after: { ...res.json(), image: storedPath(image) },
      },
    ]);
  });

  it('accepts a slug that is the name\'s, refuses another; no image is ""', async () => {
    const ok = await post({ name: 'Rice Bowls', slug: 'rice-bowls', image: null });
    expect(ok.json()).toMatchObject({ slug: 'rice-bowls', image: '' });
    const wrong = await post({ name: 'Noodles', slug: 'pasta' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ slug: ['The slug is made from the name: "noodles".'] });
  });

  it('answers 400 on name for a name or slug another category has, in any case', async () => {
    await post({ name: 'Ice Cream' });
    for (const name of ['ice cream', 'ICE CREAM', 'Ice-Cream']) {
      const res = await post({ name });
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual({ name: ['A category with this name already exists.'] });
    }
    expect((await publicNames()).filter((n: string) => n.toLowerCase().startsWith('ice'))).toEqual([
      'Ice Cream',
    ]);
  });

  it('answers 400 on the field for a missing name or an image from elsewhere', async () => {
    expect((await post({ image: '' })).json()).toEqual({ name: ['Name is required.'] });
    expect((await post({ name: 'x'.repeat(101) })).json()).toEqual({
      name: ['Name must be at most 100 characters.'],
    });
    for (const image of ['https://example.com/pic.png', '/media/../secret', 'javascript:alert(1)']) {
      const res = await post({ name: `Pic ${image.length}`, image });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({
        image: ['Upload the image here: links to images elsewhere are not accepted.'],
      });
    }
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'POST', '/api/restaurant/category/', { name: 'Sneaky' });
    expect(await publicNames()).not.toContain('Sneaky');
  });
});

describe('PUT restaurant/category/update/{id}/', () => {
  it('renames (new slug) and keeps the image on null or "", replaces it on a new URL; audited', async () => {
    const image = await uploadImage();
    const created = (await post({ name: 'Kebabs', image })).json();
    const renamed = await put(created.id, { name: 'Grill & Kebab', image: null });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({ id: created.id, name: 'Grill & Kebab', slug: 'grill-kebab', image });
    expect((await put(created.id, { name: 'Grill & Kebab', image: '' })).json().image).toBe(image);
    const other = await uploadImage();
    expect((await put(created.id, { name: 'GRILL & Kebab', image: other })).json()).toMatchObject({
      name: 'GRILL & Kebab',
      image: other,
    });
    const audit = await auditRowsOf(ctx.db, 'category', created.id);
    expect(audit[1]).toMatchObject({
      action: 'update',
      before: { name: 'Kebabs', slug: 'kebabs', image: storedPath(image) },
      after: { name: 'Grill & Kebab', slug: 'grill-kebab', image: storedPath(image) },
    });
  });

  it("answers 400 on name for another category's name, 404 for an unknown one", async () => {
    const taken = await createCategory(ctx.db, 'Biryani');
    const mine = await createCategory(ctx.db, 'Tehari');
    const res = await put(mine.id, { name: 'BIRYANI' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['A category with this name already exists.'] });
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, mine.id));
    expect(row!.name).toBe('Tehari');
    expect(taken.name).toBe('Biryani');
    expect((await put(999999, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const mine = await createCategory(ctx.db, 'Guarded Cat');
    await expectAdminOnly(ctx, trio, 'PUT', `/api/restaurant/category/update/${mine.id}/`, {
      name: 'Renamed',
    });
    expect(await publicNames()).toContain('Guarded Cat');
  });
});

describe('DELETE restaurant/category/delete/{id}/', () => {
  it('is refused (409) while foods use it, naming how many; every food stays', async () => {
    const used = await createCategory(ctx.db, 'Used Category');
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const restaurant = await createRestaurant(ctx.db, owner.user.id);
    const tag = await createTag(ctx.db);
    const refs = { restaurantId: restaurant.id, categoryId: used.id, tagId: tag.id };
    const made = [await createFood(ctx.db, refs), await createFood(ctx.db, refs, { isAvailable: false })];
    const res = await remove(used.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({ error: '2 foods use this category; move or delete them first.' });
    const left = await ctx.db.select({ id: foods.id }).from(foods).where(eq(foods.categoryId, used.id));
    expect(left.map((f) => f.id).sort()).toEqual(made.map((f) => f.id).sort());
    expect(await publicNames()).toContain('Used Category');

    await ctx.db.delete(foods).where(eq(foods.id, made[1]!.id));
    expect((await remove(used.id)).json()).toEqual({
      error: '1 food uses this category; move or delete them first.',
    });
  });

  it('deletes an unused category (200 message), gone from the public list, audited with before', async () => {
    const unused = await createCategory(ctx.db, 'Unused Category');
    const res = await remove(unused.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Category "Unused Category" deleted.' });
    expect(await publicNames()).not.toContain('Unused Category');
    expect(await auditRowsOf(ctx.db, 'category', unused.id)).toMatchObject([
      {
        action: 'delete',
        before: { id: unused.id, name: 'Unused Category', slug: 'unused-category', image: '' },
        after: null,
      },
    ]);
    expect((await remove(unused.id)).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const mine = await createCategory(ctx.db, 'Kept Category');
    await expectAdminOnly(ctx, trio, 'DELETE', `/api/restaurant/category/delete/${mine.id}/`);
    expect(await publicNames()).toContain('Kept Category');
  });
});
