import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { foods, restaurants } from '../../db/schema/index.ts';
import { NameOrderRows } from './search-index.ts';

/** Rows per statement while loading: each is short, and other queries run between them. */
const LOAD_CHUNK = 10_000;

type ListedFood = { id: number; search_name: string; category_id: number };

const sortName = sql`${foods.searchName} collate "C"`;

/**
 * The listed foods, only what the index holds, in tier 1's order (the prefix index's order), read in
 * chunks each starting after the last row of the one before. Stops early (answers null) once
 * `abandoned` says the result would be thrown away.
 */
export async function readListedFoods(db: Db, abandoned: () => boolean): Promise<NameOrderRows | null> {
  const rows = new NameOrderRows();
  let after: { name: string; id: number } | null = null;
  for (;;) {
    const next: SQL = after
      ? sql`and (${sortName}, ${foods.id}) > (${after.name}::text collate "C", ${after.id}::int)`
      : sql``;
    const { rows: chunk } = await db.execute<ListedFood>(sql`
      select ${foods.id} as id, ${foods.searchName} as search_name, ${foods.categoryId} as category_id
      from ${foods}
      where ${foods.isAvailable}
        and ${foods.restaurantId} not in (select ${restaurants.id} from ${restaurants} where not ${restaurants.isApproved})
        ${next}
      order by ${sortName}, ${foods.id}
      limit ${LOAD_CHUNK}`);
    if (abandoned()) return null;
    for (const row of chunk) rows.push(row.id, row.search_name, row.category_id);
    const last = chunk[chunk.length - 1];
    if (chunk.length < LOAD_CHUNK || !last) return rows;
    after = { name: last.search_name, id: last.id };
  }
}
