import { inArray, sql } from 'drizzle-orm';
import type { SearchFood } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { categories, foods, restaurants } from '../../db/schema/index.ts';

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
