import { and, asc, gt, sql } from 'drizzle-orm';
import { searchNameOf } from '@bhoj/contract';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { foods } from './schema/index.ts';

/**
 * Fills foods.search_name where the migration that added the column left '' (rows older than it), a
 * batch at a time in id order. Every write since keeps it, so on later starts this finds nothing (one
 * walk of the primary key: 0.4 s at a million foods on a busy machine).
 */
export async function fillSearchNames(
  // Either driver's database (client.ts, which calls this when migrating, defines the app's own type).
  db: PgDatabase<PgQueryResultHKT, Record<string, unknown>>,
  batchSize = 2000,
) {
  for (let after = 0; ;) {
    const batch = await db
      .select({ id: foods.id, name: foods.name })
      .from(foods)
      // Not `= ''`: the trigram index would take that and read itself whole for every batch.
      .where(and(sql`length(${foods.searchName}) = 0`, gt(foods.id, after)))
      .orderBy(asc(foods.id))
      .limit(batchSize);
    if (batch.length === 0) return;
    await db.execute(sql`update ${foods} set search_name = filled.search_name
      from unnest(${sql.param(batch.map((row) => row.id))}::int[],
                  ${sql.param(batch.map((row) => searchNameOf(row.name)))}::text[]) as filled(id, search_name)
      where ${foods.id} = filled.id`);
    after = batch.at(-1)!.id;
  }
}
