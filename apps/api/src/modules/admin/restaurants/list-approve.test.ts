import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants } from '../../../db/schema/index.ts';
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

const approve = (id: number, payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'PUT', `/api/restaurant/admin/approve/${id}/`, headers, payload);

describe('GET restaurant/admin/list/', () => {
  it('lists every restaurant, approved or not, newest first, with owner and available foods count', async () => {
    const category = await createCategory(ctx.db);
    const tag = await createTag(ctx.db);
    const first = await createUser(ctx.db, { role: 'restaurant_owner' });
    const older = await createRestaurant(ctx.db, first.user.id, 'Older Place');
    await ctx.db
      .update(restaurants)
      .set({ createdAt: new Date('2024-01-01T00:00:00Z') })
      .where(eq(restaurants.id, older.id));
    const refs = { restaurantId: older.id, categoryId: category.id, tagId: tag.id };
    await createFood(ctx.db, refs);
    await createFood(ctx.db, refs);
    await createFood(ctx.db, refs, { isAvailable: false });
    const second = await createUser(ctx.db, { role: 'restaurant_owner' });
    const hidden = await createRestaurant(ctx.db, second.user.id, 'Hidden Place');
    await ctx.db.update(restaurants).set({ isApproved: false }).where(eq(restaurants.id, hidden.id));

    const res = await call(ctx, 'GET', '/api/restaurant/admin/list/', trio.admin.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      expect.objectContaining({
        id: hidden.id,
        is_approved: false,
        owner: second.user.username,
        email: second.user.email,
        total_foods: 0,
      }),
      {
        id: older.id,
        name: 'Older Place',
        slug: 'older-place',
        address: older.address,
        phone_number: null,
        email: first.user.email,
        cover_image: '',
        is_approved: true,
        owner: first.user.username,
        owner_id: first.user.id,
        total_foods: 2,
      },
    ]);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'GET', '/api/restaurant/admin/list/');
  });
});

describe('PUT restaurant/admin/approve/{id}/', () => {
  it('unapproves and approves, which hides and shows it on the storefront, with audit rows', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const restaurant = await createRestaurant(ctx.db, owner.user.id, 'Toggle Kitchen');
    const publicIds = async () =>
      (await call(ctx, 'GET', '/api/restaurant/list/')).json().map((r: { id: number }) => r.id);
    expect(await publicIds()).toContain(restaurant.id);

    const off = await approve(restaurant.id, { is_approved: false });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toMatchObject({
      id: restaurant.id,
      name: 'Toggle Kitchen',
      is_approved: false,
      owner: owner.user.username,
    });
    expect(await publicIds()).not.toContain(restaurant.id);

    const on = await approve(restaurant.id, { is_approved: 'true' });
    expect(on.json().is_approved).toBe(true);
    expect(await publicIds()).toContain(restaurant.id);
    // Setting what it already is changes nothing and writes no row.
    expect((await approve(restaurant.id, { is_approved: true })).statusCode).toBe(200);

    expect(await auditRowsOf(ctx.db, 'restaurant', restaurant.id)).toMatchObject([
      {
        action: 'approval',
        actorId: trio.admin.user.id,
        before: { is_approved: true },
        after: { is_approved: false },
      },
      { action: 'approval', before: { is_approved: false }, after: { is_approved: true } },
    ]);
  });

  it('answers 400 without a boolean and 404 for an unknown restaurant', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const restaurant = await createRestaurant(ctx.db, owner.user.id);
    for (const payload of [{}, { is_approved: 'maybe' }, { is_approved: 1 }]) {
      const res = await approve(restaurant.id, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ is_approved: ['Approved must be true or false.'] });
    }
    expect((await approve(999999, { is_approved: true })).statusCode).toBe(404);
  });

  it('is for admins only', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const restaurant = await createRestaurant(ctx.db, owner.user.id);
    await expectAdminOnly(ctx, trio, 'PUT', `/api/restaurant/admin/approve/${restaurant.id}/`, {
      is_approved: false,
    });
    const [row] = await ctx.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id));
    expect(row!.isApproved).toBe(true);
  });
});
