import { type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../../db/schema/index.ts';
import { toldChangeFeed } from '../../test/told-change-feed.ts';
import { pageWindow } from '../../lib/paging.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood } from '../../test/factories.ts';
import { foodSearchStatement, searchTerms } from './food-search-query.ts';
import { searchLookups } from './search-lookups.ts';
import { spellingsStatement } from './search-spellings.ts';
import { catalogWorld, foodsNamed } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const world = await catalogWorld(ctx.db);
  await createFood(ctx.db, world.refs, { name: 'Chicken Tikka' });
  await foodsNamed(ctx.db, world.refs, 'Tofu', 11);
});
afterAll(() => ctx.close());

/** The plan of `statement` with the given planner methods off (see food-search-plan.test.ts). */
async function planOf(off: string[], statement: SQL) {
  return ctx.db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${statement}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const termsOf = async (text: string) => {
  const { categories } = await searchLookups(ctx.db, toldChangeFeed())();
  return searchTerms(text.split(' '), categories);
};

describe('search page query plans', () => {
  it('looks a misspelt word up in the word list through its trigram index, never in the foods', async () => {
    const plan = await planOf(['enable_seqscan'], spellingsStatement(await termsOf('chiken tika'))!);
    expect(plan).toMatch(/Bitmap Index Scan on search_words_trgm_idx/);
    expect(plan).not.toMatch(/ on foods/);
  });

  it('reads the misspelling tiers like the others: in index order, no sort, cut at the page end', async () => {
    const { categories, hiddenRestaurants } = await searchLookups(ctx.db, toldChangeFeed())();
    const statement = foodSearchStatement(
      await termsOf('chiken'),
      hiddenRestaurants,
      pageWindow(2, 12),
      1000,
      {
        filter: sql`${foods.price} <= 500`,
        spellings: [searchTerms(['chicken'], categories)],
      },
    );
    const plan = await planOf(['enable_seqscan', 'enable_bitmapscan', 'enable_sort'], statement);
    const start = plan.indexOf('  CTE page');
    const tiers = plan.slice(start, plan.slice(start + 1).search(/\n {2}\S/) + start + 1);
    expect(tiers).not.toMatch(/Sort/);
    // The page's own limit, then one per tier, the two of the spellings included.
    expect(tiers.match(/-> {2}Limit/g)).toHaveLength(6);
    expect(tiers.match(/Index Scan Backward using foods_pkey/g)).toHaveLength(4);
  });

  it('asks nothing of the word list when no word may be respelt', async () => {
    expect(spellingsStatement(await termsOf('ch ti'))).toBeNull();
  });
});
