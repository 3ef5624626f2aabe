import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, foods, restaurants, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createBuyer, createFood, createUser } from '../../test/factories.ts';
import { catalogWorld } from '../catalog/testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
});
afterAll(() => ctx.close());

const ratingOf = async (foodId: number) => {
  const [row] = await ctx.db
    .select({ count: foods.ratingCount, sum: foods.ratingSum, average: foods.ratingAverage })
    .from(foods)
    .where(eq(foods.id, foodId));
  return row;
};
const rate = (slug: string, rating: number, auth: Record<string, string>) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurant/feedback/${slug}/`,
    payload: { rating, comment: 'Counted.' },
    headers: auth,
  });

describe("a food's rating count and average", () => {
  it('start at zero and follow a post, a replacing post and a delete', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'Rated Dal' });
    expect(await ratingOf(food.id)).toEqual({ count: 0, sum: 0, average: 0 });
    const [a, b] = [await createBuyer(ctx.db, food), await createBuyer(ctx.db, food)];

    expect((await rate('rated-dal', 4, a.auth)).statusCode).toBe(201);
    expect((await rate('rated-dal', 1, b.auth)).statusCode).toBe(201);
    expect(await ratingOf(food.id)).toEqual({ count: 2, sum: 5, average: 2.5 });

    // A second post by the same customer replaces the rating: still two ratings.
    await rate('rated-dal', 5, b.auth);
    expect(await ratingOf(food.id)).toEqual({ count: 2, sum: 9, average: 4.5 });

    await ctx.db.delete(comments).where(eq(comments.userId, a.user.id));
    expect(await ratingOf(food.id)).toEqual({ count: 1, sum: 5, average: 5 });
  });

  it('follow a comment moved to another food, and deleted users', async () => {
    const [from, to] = [
      await createFood(ctx.db, world.refs, { name: 'Moved From' }),
      await createFood(ctx.db, world.refs, { name: 'Moved To' }),
    ];
    // Written directly: a user who ordered cannot be deleted (orders keep their customer).
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];
    await ctx.db.insert(comments).values([
      { foodId: from.id, userId: a.user.id, rating: 3, comment: 'Moved.' },
      { foodId: from.id, userId: b.user.id, rating: 4, comment: 'Stayed.' },
    ]);
    await ctx.db.update(comments).set({ foodId: to.id }).where(eq(comments.userId, a.user.id));
    expect(await ratingOf(from.id)).toEqual({ count: 1, sum: 4, average: 4 });
    expect(await ratingOf(to.id)).toEqual({ count: 1, sum: 3, average: 3 });

    await ctx.db.delete(users).where(inArray(users.id, [a.user.id, b.user.id]));
    expect(await ratingOf(from.id)).toEqual({ count: 0, sum: 0, average: 0 });
    expect(await ratingOf(to.id)).toEqual({ count: 0, sum: 0, average: 0 });
  });

  it('let a rated food, or its whole restaurant, be deleted', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'Gone Soon' });
    await rate('gone-soon', 5, (await createBuyer(ctx.db, food)).auth);
    await ctx.db.delete(foods).where(eq(foods.id, food.id));
    expect(await ctx.db.select().from(comments).where(eq(comments.foodId, food.id))).toEqual([]);

    const later = await createFood(ctx.db, world.refs, { name: 'Gone Later' });
    await rate('gone-later', 2, (await createBuyer(ctx.db, later)).auth);
    await ctx.db.delete(restaurants).where(eq(restaurants.id, world.restaurant.id));
    expect(await ctx.db.select().from(foods).where(eq(foods.restaurantId, world.restaurant.id))).toEqual([]);
  });
});

describe('card fields on food answers', () => {
  it("carry the restaurant's name, the rating average and count, and availability", async () => {
    const fresh = await catalogWorld(ctx.db);
    const food = await createFood(ctx.db, fresh.refs, { name: 'Carded Korma' });
    await rate('carded-korma', 5, (await createBuyer(ctx.db, food)).auth);
    await rate('carded-korma', 4, (await createBuyer(ctx.db, food)).auth);
    const card = {
      slug: 'carded-korma',
      restaurant_name: fresh.restaurant.name,
      rating_average: 4.5,
      rating_count: 2,
      is_available: true,
    };
    const lists = ['foods/', `restaurant-food-list/${fresh.restaurant.slug}/`];
    for (const url of lists) {
      const res = await ctx.app.inject({ method: 'GET', url: `/api/restaurant/${url}` });
      expect(res.statusCode, url).toBe(200);
      expect(res.json().results, url).toContainEqual(expect.objectContaining(card));
    }
    const details = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/details/carded-korma/' });
    expect(details.json()).toMatchObject(card);
  });
});
