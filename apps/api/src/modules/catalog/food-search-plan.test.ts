import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWindow } from '../../lib/paging.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood } from '../../test/factories.ts';
import { toldChangeFeed } from '../../test/told-change-feed.ts';
import { foodSearchStatement, searchTerms } from './food-search-query.ts';
import { searchLookups } from './search-lookups.ts';
import { catalogWorld, foodsNamed } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const world = await catalogWorld(ctx.db);
  await createFood(ctx.db, world.refs, { name: 'Chicken Tikka' });
  await createFood(ctx.db, world.refs, { name: 'বিরিয়ানি', slug: 'biriyani-bn' });
  await foodsNamed(ctx.db, world.refs, 'Tofu', 11);
});
afterAll(() => ctx.close());

/**
 * The plan of `statement`, with the given planner methods turned off: a test database is too small for
 * the planner to want an index, so this shows which plans the indexes make possible.
 */
async function planOf(off: string[], statement: SQL, analyze = false) {
  return ctx.db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const explain = analyze ? sql`explain (analyze, costs off, timing off)` : sql`explain`;
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`${explain} ${statement}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const search = async (text: string, page = 1) => {
  const { categories, hiddenRestaurants } = await searchLookups(ctx.db, toldChangeFeed())();
  return foodSearchStatement(
    searchTerms(text.split(' '), categories),
    hiddenRestaurants,
    pageWindow(page, 10),
    1000,
  );
};

describe('search query plan', () => {
  it.each([['ch'], ['chicken'], ['বি'], ['chicken tikka']])(
    'reads every tier for %s in index order, without sorting, so each stops at the page end',
    async (text) => {
      const plan = await planOf(
        ['enable_seqscan', 'enable_bitmapscan', 'enable_sort'],
        await search(text, 3),
      );
      // The page's part of the plan: from its CTE to the next line as little indented.
      const start = plan.indexOf('  CTE page');
      const tiers = plan.slice(start, plan.slice(start + 1).search(/\n {2}\S/) + start + 1);
      expect(tiers).not.toMatch(/Sort/);
      // The page's own limit, then one per tier.
      expect(tiers.match(/-> {2}Limit/g)).toHaveLength(4);
      expect(tiers).toMatch(
        /Index (Only )?Scan using foods_search_name_prefix_idx on foods( \w+)?\s+\(.*\)\n\s+Index Cond: /,
      );
      expect(tiers.match(/Index Scan Backward using foods_pkey/g)).toHaveLength(2);
    },
  );

  it('counts with a scan that stops after the cap, and only when the page is full', async () => {
    const counted =
      /InitPlan \d+.*\n\s+-> {2}Aggregate \(actual .*\n(\s+Buffers.*\n)?\s+-> {2}Limit \(actual/;
    const notCounted = /InitPlan \d+.*\n\s+-> {2}Aggregate \(never executed\)\n\s+-> {2}Limit/;
    const full = await planOf([], await search('tofu'), true);
    expect(full).toMatch(counted);
    const short = await planOf([], await search('chicken'), true);
    expect(short).toMatch(notCounted);
  });
});
