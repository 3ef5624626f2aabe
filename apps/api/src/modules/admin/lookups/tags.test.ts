import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createCategory,
  createFood,
  createRestaurant,
  createTag,
  createUser,
} from '../../../test/factories.ts';
import { auditRowsOf, call, expectAdminOnly, roleTrio } from '../testing.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
});
afterAll(() => ctx.close());

const post = (payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'POST', '/api/restaurant/tags/', headers, payload);
const put = (id: number, payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'PUT', `/api/restaurant/tag/update/${id}/`, headers, payload);
const remove = (id: number, headers = trio.admin.auth) =>
  call(ctx, 'DELETE', `/api/restaurant/tag/delete/${id}/`, headers);
const publicSlugs = async () =>
  (await call(ctx, 'GET', '/api/restaurant/tag-list/')).json().map((t: { slug: string }) => t.slug);

describe('POST restaurant/tags/', () => {
  it('creates a tag (201) with the slug made from the name, audited', async () => {
    const res = await post({ name: 'Quick and Affordable', slug: 'quick-and-affordable' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      name: 'Quick and Affordable',
      slug: 'quick-and-affordable',
    });
    expect(await publicSlugs()).toContain('quick-and-affordable');
    expect(await auditRowsOf(ctx.db, 'tag', res.json().id)).toMatchObject([
      { action: 'create', actorId: trio.admin.user.id, after: res.json() },
    ]);
  });

  it('answers 400 for a duplicate name or slug, a missing name or a wrong slug', async () => {
    await post({ name: 'Popular' });
    for (const name of ['popular', ' POPULAR ']) {
      expect((await post({ name })).json()).toEqual({ name: ['A tag with this name already exists.'] });
    }
    expect((await post({})).json()).toEqual({ name: ['Name is required.'] });
    expect((await post({ name: 'Home Chefs', slug: 'chefs' })).json()).toEqual({
      slug: ['The slug is made from the name: "home-chefs".'],
    });
    expect((await post(['Popular'])).json()).toEqual({ error: ['Send the form fields as a JSON object.'] });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'POST', '/api/restaurant/tags/', { name: 'Sneaky Tag' });
    expect(await publicSlugs()).not.toContain('sneaky-tag');
  });
});

describe('PUT restaurant/tag/update/{id}/', () => {
  it('renames a tag and its slug, audited; 400 on a taken name; 404 when unknown', async () => {
    const tag = await createTag(ctx.db, 'Healthy');
    const res = await put(tag.id, { name: 'Healthy Food to Explore' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: tag.id,
      name: 'Healthy Food to Explore',
      slug: 'healthy-food-to-explore',
    });
    expect(await auditRowsOf(ctx.db, 'tag', tag.id)).toMatchObject([
      { action: 'update', before: { name: 'Healthy', slug: 'healthy' }, after: res.json() },
    ]);
    await createTag(ctx.db, 'Budget');
    expect((await put(tag.id, { name: 'budget' })).json()).toEqual({
      name: ['A tag with this name already exists.'],
    });
    expect((await put(999999, { name: 'Ghost' })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const tag = await createTag(ctx.db, 'Guarded Tag');
    await expectAdminOnly(ctx, trio, 'PUT', `/api/restaurant/tag/update/${tag.id}/`, { name: 'Renamed Tag' });
    expect(await publicSlugs()).toContain('guarded-tag');
  });
});

describe('DELETE restaurant/tag/delete/{id}/', () => {
  it('is refused (409) while foods use it, leaving them; deletes it once unused', async () => {
    const tag = await createTag(ctx.db, 'Busy Tag');
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const restaurant = await createRestaurant(ctx.db, owner.user.id);
    const refs = {
      restaurantId: restaurant.id,
      categoryId: (await createCategory(ctx.db)).id,
      tagId: tag.id,
    };
    const food = await createFood(ctx.db, refs);
    const refused = await remove(tag.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ error: '1 food uses this tag; move or delete them first.' });
    expect(await ctx.db.select().from(foods).where(eq(foods.tagId, tag.id))).toHaveLength(1);

    await ctx.db.delete(foods).where(eq(foods.id, food.id));
    const res = await remove(tag.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Tag "Busy Tag" deleted.' });
    expect(await publicSlugs()).not.toContain('busy-tag');
    expect(await auditRowsOf(ctx.db, 'tag', tag.id)).toMatchObject([
      { action: 'delete', before: { id: tag.id, name: 'Busy Tag', slug: 'busy-tag' }, after: null },
    ]);
  });

  it('answers 404 for an unknown tag and is for admins only', async () => {
    expect((await remove(999999)).statusCode).toBe(404);
    const tag = await createTag(ctx.db, 'Kept Tag');
    await expectAdminOnly(ctx, trio, 'DELETE', `/api/restaurant/tag/delete/${tag.id}/`);
    expect(await publicSlugs()).toContain('kept-tag');
  });
});
