import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { restaurants, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory, createFood, createTag } from '../../test/factories.ts';
import { restaurantFor } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('GET restaurant/list/', () => {
  it('answers approved restaurants by name, each with its owner and its count of available foods', async () => {
    const category = await createCategory(ctx.db);
    const tag = await createTag(ctx.db);
    const zest = await restaurantFor(ctx.db, 'Zest Kitchen');
    const alpha = await restaurantFor(ctx.db, 'Alpha Grill');
    await restaurantFor(ctx.db, 'Bashed Hidden', false);
    await ctx.db
      .update(restaurants)
      .set({ phoneNumber: '+8801712345678', coverImage: '/media/cover.webp' })
      .where(eq(restaurants.id, alpha.restaurant.id));
    const refs = { restaurantId: alpha.restaurant.id, categoryId: category.id, tagId: tag.id };
    await createFood(ctx.db, refs);
    await createFood(ctx.db, refs);
    await createFood(ctx.db, refs, { isAvailable: false });

    const res = await get('/api/restaurant/list/');
    expect(res.statusCode).toBe(200);
    const [owner] = await ctx.db.select().from(users).where(eq(users.id, alpha.owner.user.id));
    expect(res.json()).toEqual([
      {
        id: alpha.restaurant.id,
        name: 'Alpha Grill',
        slug: 'alpha-grill',
        address: 'House 1, Road 2, Dhanmondi, Dhaka',
        phone_number: '+8801712345678',
        email: owner!.email,
        cover_image: `${ctx.config.publicUrl}/media/cover.webp`,
        is_approved: true,
        owner: owner!.username,
        owner_id: owner!.id,
        total_foods: 2,
      },
      expect.objectContaining({
        id: zest.restaurant.id,
        name: 'Zest Kitchen',
        phone_number: null,
        total_foods: 0,
      }),
    ]);
  });
});

describe('GET restaurant/info/{slug}/', () => {
  it("answers an approved restaurant's id, name and address only", async () => {
    const { restaurant } = await restaurantFor(ctx.db, 'Brief Bistro');
    const res = await get('/api/restaurant/info/brief-bistro/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: restaurant.id, name: 'Brief Bistro', address: restaurant.address });
  });

  it('answers 404 for an unknown or unapproved restaurant', async () => {
    await restaurantFor(ctx.db, 'Pending Place', false);
    for (const slug of ['no-such-place', 'pending-place']) {
      const res = await get(`/api/restaurant/info/${slug}/`);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });
});
