import { inArray, sql } from 'drizzle-orm';
import type { SearchFood } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { categories, foods, restaurants } from '../../db/schema/index.ts';
import type { SearchIndex } from './search-index.ts';

/** At most this many foods' rows are kept beside one index (about 300 bytes each). */
export const ROWS_KEPT = 20_000;

/**
 * The page's foods by id, in the order of `ids` (as the index ranked them), in one statement; null
 * when one is gone (deleted since the index was built), so the caller can ask the search statement.
 */
export async function searchFoodsById(db: Db, ids: number[]): Promise<SearchFood[] | null> {
  if (ids.length === 0) return [];
  const { rows } = await db.execute<SearchFood>(sql`
    select ${foods.id} as id, ${foods.slug} as slug, ${foods.name} as name, ${foods.image} as image,
      ${foods.price} as price, ${categories.name} as category_name, ${restaurants.name} as restaurant_name
    from ${foods}
      join ${restaurants} on ${restaurants.id} = ${foods.restaurantId}
      join ${categories} on ${categories.id} = ${foods.categoryId}
    where ${inArray(foods.id, ids)}`);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const found = ids.flatMap((id) => byId.get(id) ?? []);
  return found.length === ids.length ? found : null;
}

/**
 * `searchFoodsById`, with the rows kept beside the index that ranked them: a food's row is read once,
 * then taken from memory for as long as that index is served. Any catalog change retires the index
 * (`search-index-keeper.ts`), and its rows with it, so no kept row outlives what the database held
 * when the index was fresh. Past `limit` rows the kept ones are dropped and kept afresh.
 */
export function keptSearchRows(db: Db, limit = ROWS_KEPT) {
  const keptBy = new WeakMap<SearchIndex, Map<number, SearchFood>>();
  return async (index: SearchIndex, ids: number[]): Promise<SearchFood[] | null> => {
    let kept = keptBy.get(index);
    if (!kept) keptBy.set(index, (kept = new Map()));
    const missing = ids.filter((id) => !kept.has(id));
    const read = await searchFoodsById(db, missing);
    if (!read) return null;
    const readById = new Map(read.map((food) => [food.id, food]));
    const page = ids.map((id) => kept.get(id) ?? readById.get(id)!);
    if (kept.size + read.length > limit) kept.clear();
    for (const food of read) kept.set(food.id, food);
    return page;
  };
}
