import { type SQL, sql } from 'drizzle-orm';
import type { SearchFood } from '@bhoj/contract';
import { categories, foods, restaurants } from '../../db/schema/index.ts';
import { containsPattern, escapeLike } from '../../lib/like-pattern.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { listedFood } from './food-query.ts';

/** A row of the search statement: a food of the page (or none), and the count when it was needed. */
export type FoodSearchRow = { [K in keyof SearchFood]: SearchFood[K] | null } & { total: number | null };

/**
 * The search name in byte order: the expression of the prefix index, which serves both "starts with"
 * (a range of it) and the order of that tier (an equal name sorts first).
 */
const sortName = sql`${foods.searchName} collate "C"`;
const startsWith = (text: string) => sql`${sortName} like ${`${escapeLike(text)}%`}`;
/**
 * A later word of the search name starts with the text: a word after the first of the name, or one of
 * the words added in the other script. Words are split at spaces only, which also holds for Bangla,
 * whose vowel signs are not letters to a regular expression's word boundary.
 */
const laterWordStartsWith = (text: string) => sql`${foods.searchName} like ${`% ${escapeLike(text)}%`}`;
/**
 * The `i`th word is in the search name or in the food's category's name (ignoring case). The ids of
 * those categories are read once, before the foods, so an index can serve "in these categories".
 */
const wordMatches = (word: string, i: number) =>
  sql`(${foods.searchName} like ${containsPattern(word)}
    or ${foods.categoryId} = any((select ${sql.identifier(`c${i}`)} from matching_categories)::int[]))`;

const listedFoods = (where: SQL) =>
  sql`from ${foods} join ${restaurants} on ${restaurants.id} = ${foods.restaurantId} where ${listedFood} and ${where}`;

/**
 * The whole search in one statement, exposed so a test can EXPLAIN it: `words` as `searchText` makes
 * them (lowercase, composed). Three tiers, each read in an order an index delivers and cut at the
 * page's end, so that a tier is only read as far as the page needs:
 * 1. the search name starts with the text, by name (an equal name first): a range of the prefix index;
 * 2. a later word starts with it (also a word added in the other script), newest first;
 * 3. every word is elsewhere in the search name or in the category name, newest first.
 * Tiers 2 and 3 walk the primary key backwards and stop after enough rows for a common word, or take
 * the pg_trgm index for a rare one. UNION ALL keeps the tiers in this order and reads the next one
 * only when the page is not yet full. The count (at most `cap` + 1, so a common word costs no more
 * than a rare one) is only run when the page does not tell it: a full page, or none past page 1.
 * The answer has one row even when the page is empty, to carry the count.
 */
export function foodSearchStatement(words: string[], window: PageWindow, cap: number): SQL {
  const text = words.join(' ');
  const end = window.offset + window.limit;
  const allWords = sql.join(words.map(wordMatches), sql` and `);
  const categoryIds = sql.join(
    words.map(
      (word, i) =>
        sql`coalesce(array_agg(${categories.id}) filter (where ${categories.name} ilike ${containsPattern(word)}), '{}') as ${sql.identifier(`c${i}`)}`,
    ),
    sql`, `,
  );
  // A name holding the whole text holds each of its words: tiers 1 and 2 need no other condition,
  // which also keeps the planner from taking the two for independent filters and misjudging how
  // many rows they keep.
  const tiers = sql`
    (select ${foods.id} as id, 1 as tier, ${sortName} as sort_name ${listedFoods(startsWith(text))}
      order by ${sortName}, ${foods.id} limit ${end})
    union all
    (select ${foods.id}, 2, null ${listedFoods(sql`${laterWordStartsWith(text)} and not ${startsWith(text)}`)}
      order by ${foods.id} desc limit ${end})
    union all
    (select ${foods.id}, 3, null ${listedFoods(sql`${allWords} and not (${startsWith(text)} or ${laterWordStartsWith(text)})`)}
      order by ${foods.id} desc limit ${end})
    limit ${window.limit} offset ${window.offset}`;
  const count = sql`(select count(*) from (select 1 ${listedFoods(allWords)} limit ${cap + 1}) as matched)`;
  return sql`
    with matching_categories as (select ${categoryIds} from ${categories}),
      page as (${tiers}),
      shown as (select count(*) as n from page)
    select ${foods.id} as id, ${foods.slug} as slug, ${foods.name} as name, ${foods.image} as image,
      ${foods.price} as price, ${categories.name} as category_name, ${restaurants.name} as restaurant_name,
      case when shown.n = ${window.limit} or (shown.n = 0 and ${window.offset} > 0) then ${count} end as total
    from shown left join (page
      join ${foods} on ${foods.id} = page.id
      join ${restaurants} on ${restaurants.id} = ${foods.restaurantId}
      join ${categories} on ${categories.id} = ${foods.categoryId}) on true
    order by page.tier, page.sort_name, case when page.tier = 1 then ${foods.id} else -${foods.id} end`;
}
