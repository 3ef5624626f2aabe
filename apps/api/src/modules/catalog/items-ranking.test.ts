import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, foods } from '../../db/schema/index.ts';
import { foodName } from '../../lib/food-name.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createTag, createUser } from '../../test/factories.ts';
import { homeQuery } from './items-service.ts';
import { catalogWorld, minute, restaurantFor } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const world = await catalogWorld(ctx.db);
  const hidden = await restaurantFor(ctx.db, 'Hidden Ranks', false);
  const raters: number[] = [];
  for (let i = 0; i < 6; i++) raters.push((await createUser(ctx.db)).user.id);
  // Three tags of 40 foods each: some unavailable, some hidden, many sharing a creation time, and
  // ratings chosen to make ties in average (4 from one vote, 4 from two, 4.5 from 2 and 4 votes …).
  let seed = 7;
  const next = (n: number) => (seed = (seed * 1103515245 + 12345) % 2 ** 31) % n;
  for (let t = 0; t < 3; t++) {
    const tag = await createTag(ctx.db, `Rank Tag ${t}`);
    const made = await ctx.db
      .insert(foods)
      .values(
        Array.from({ length: 40 }, (_, i) => ({
          ...world.refs,
          restaurantId: i % 13 === 5 ? hidden.restaurant.id : world.restaurant.id,
          tagId: tag.id,
          ...foodName(`Ranked ${t}-${i}`),
          slug: `ranked-${t}-${i}`,
          price: 100,
          isAvailable: i % 11 !== 3,
          createdAt: minute(i % 7),
        })),
      )
      .returning({ id: foods.id });
    const rows = made.flatMap(({ id }) =>
      raters
        .slice(0, next(7))
        .map((userId) => ({ foodId: id, userId, rating: 3 + next(3), comment: 'Ranked.' })),
    );
    await ctx.db.insert(comments).values(rows);
  }
});
afterAll(() => ctx.close());

/** The ranking as it was computed before ratings were kept on the food row: from all comments. */
async function rankedFromComments(): Promise<string[]> {
  const { rows } = await ctx.db.execute<{ name: string }>(sql`
    with ratings as (
      select food_id, avg(rating)::float8 as average, count(*) as votes from comments group by food_id
    ), ranked as (
      select f.id, row_number() over (
        partition by f.tag_id
        order by coalesce(r.average, 0) desc, coalesce(r.votes, 0) desc, f.created_at desc, f.id desc
      ) as rank
      from foods f join restaurants s on s.id = f.restaurant_id left join ratings r on r.food_id = f.id
      where f.is_available and s.is_approved
    )
    select f.name from ranked join foods f on f.id = ranked.id join tags t on t.id = f.tag_id
    where rank <= 24 order by t.name, t.id, rank`);
  return rows.map((row) => row.name);
}

const itemNames = async () => {
  const res = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/items/' });
  expect(res.statusCode).toBe(200);
  return (res.json() as { name: string }[]).map((food) => food.name);
};

describe('restaurant/items/ from the ratings kept on the food row', () => {
  it('answers exactly what averaging every comment answers, in the same order', async () => {
    const expected = await rankedFromComments();
    expect(expected).toHaveLength(72);
    expect(await itemNames()).toEqual(expected);
  });

  it('still does after comments change, are replaced and are deleted', async () => {
    await ctx.db.execute(sql`update comments set rating = 6 - rating where id % 3 = 0`);
    await ctx.db.execute(sql`delete from comments where id % 5 = 0`);
    expect(await itemNames()).toEqual(await rankedFromComments());
  });

  it('reads each tag from the rating index on PostgreSQL', async () => {
    const plan = await ctx.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      await tx.execute(sql`set local enable_sort = off`);
      const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${homeQuery(tx)}`);
      return rows.map((row) => row['QUERY PLAN']).join('\n');
    });
    expect(plan).toContain('foods_tag_id_rating_idx');
  });
});
