import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, foods, restaurants, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUser } from '../../test/factories.ts';
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
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];

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
    const [a, b] = [await createUser(ctx.db), await createUser(ctx.db)];
    await rate('moved-from', 3, a.auth);
    await rate('moved-from', 4, b.auth);
    await ctx.db.update(comments).set({ foodId: to.id }).where(eq(comments.userId, a.user.id));
    expect(await ratingOf(from.id)).toEqual({ count: 1, sum: 4, average: 4 });
    expect(await ratingOf(to.id)).toEqual({ count: 1, sum: 3, average: 3 });

    await ctx.db.delete(users).where(inArray(users.id, [a.user.id, b.user.id]));
    expect(await ratingOf(from.id)).toEqual({ count: 0, sum: 0, average: 0 });
    expect(await ratingOf(to.id)).toEqual({ count: 0, sum: 0, average: 0 });
  });

  it('let a rated food, or its whole restaurant, be deleted', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'Gone Soon' });
    await rate('gone-soon', 5, (await createUser(ctx.db)).auth);
    await ctx.db.delete(foods).where(eq(foods.id, food.id));
    expect(await ctx.db.select().from(comments).where(eq(comments.foodId, food.id))).toEqual([]);

    await createFood(ctx.db, world.refs, { name: 'Gone Later' });
    await rate('gone-later', 2, (await createUser(ctx.db)).auth);
    await ctx.db.delete(restaurants).where(eq(restaurants.id, world.restaurant.id));
    expect(await ctx.db.select().from(foods).where(eq(foods.restaurantId, world.restaurant.id))).toEqual([]);
  });
});
