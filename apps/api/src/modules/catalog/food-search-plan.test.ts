import { sql, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageWindow } from '../../lib/paging.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood } from '../../test/factories.ts';
import { boundedCountQuery, foodSearchQuery, searchTerms } from './food-search-query.ts';
import { catalogWorld } from './testing.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
  const world = await catalogWorld(ctx.db);
  await createFood(ctx.db, world.refs, { name: 'Chicken Tikka' });
  await createFood(ctx.db, world.refs, { name: 'বিরিয়ানি', slug: 'biriyani-bn' });
});
afterAll(() => ctx.close());

/**
 * The plan of the query `build` answers, with the given planner methods turned off: a test database is
 * too small for the planner to want an index, so this shows which plans the indexes make possible.
 * (`build` wraps the query in an object: awaiting a query itself would run it.)
 */
async function planOf(off: string[], build: (tx: Db) => Promise<{ query: SQLWrapper }>) {
  return ctx.db.transaction(async (tx) => {
    for (const setting of off) await tx.execute(sql.raw(`set local ${setting} = off`));
    const { query } = await build(tx);
    const { rows } = await tx.execute<{ 'QUERY PLAN': string }>(sql`explain ${query}`);
    return rows.map((row) => row['QUERY PLAN']).join('\n');
  });
}

const page = async (tx: Db, words: string[], n = 1) => ({
  query: foodSearchQuery(tx, await searchTerms(tx, words), pageWindow(n, 10)),
});

describe('search query plan', () => {
  it.each([['ch'], ['chicken'], ['বি'], ['chicken tikka']])(
    'reads every tier for %s in index order, without sorting, so each stops at the page end',
    async (text) => {
      const plan = await planOf(['enable_seqscan', 'enable_bitmapscan', 'enable_sort'], (tx) =>
        page(tx, text.split(' '), 3),
      );
      expect(plan).not.toMatch(/Sort/);
      expect(plan).toMatch(/^Limit/);
      expect(plan.match(/-> {2}Limit/g)).toHaveLength(3);
      expect(plan).toMatch(/Index Scan using foods_name_prefix_idx on foods\s+\(.*\)\n\s+Index Cond: /);
      expect(plan.match(/Index Scan Backward using foods_pkey/g)).toHaveLength(2);
    },
  );

  it('counts with a scan that stops after the cap', async () => {
    const plan = await planOf([], async (tx) => ({
      query: boundedCountQuery(tx, await searchTerms(tx, ['chicken']), 1000),
    }));
    expect(plan).toMatch(/^Aggregate.*\n\s+-> {2}Limit/);
  });
});
