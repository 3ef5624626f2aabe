import { type SQL, sql } from 'drizzle-orm';
import type { SearchPageFood } from '@bhoj/contract';
import { categories, foods, restaurants } from '../../db/schema/index.ts';
import { containsPattern, escapeLike } from '../../lib/like-pattern.ts';
import type { PageWindow } from '../../lib/paging.ts';
import type { SearchLookups } from './search-lookups.ts';

/** A row of the search statement: a food of the page (or none), and the count when it was needed. */
export type FoodSearchRow = { [K in keyof SearchPageFood]: SearchPageFood[K] | null } & {
  total: number | null;
};

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

/** A word of the search text and the ids of the categories whose name holds it. */
export interface SearchTerm {
  word: string;
  categoryIds: number[];
}

/** The words of `text` (as `searchText` makes it) with the categories whose lowercased name holds each. */
export const searchTerms = (words: string[], categories: SearchLookups['categories']): SearchTerm[] =>
  words.map((word) => ({
    word,
    categoryIds: categories.filter((category) => category.name.includes(word)).map(({ id }) => id),
  }));

/** The word is in the search name, or in the food's category's name. */
const termMatches = ({ word, categoryIds }: SearchTerm) => {
  const inName = sql`${foods.searchName} like ${containsPattern(word)}`;
  return categoryIds.length > 0
    ? sql`(${inName} or ${foods.categoryId} in (${sql.join(categoryIds, sql`, `)}))`
    : inName;
};

/**
 * Foods a visitor may see, from the foods table alone: available, and not of a restaurant that is
 * not approved (a short list, so no join is planned and run in every tier).
 */
const listedFoods = (hidden: number[], where: SQL) =>
  hidden.length > 0
    ? sql`from ${foods} where ${foods.isAvailable} and ${foods.restaurantId} not in (${sql.join(hidden, sql`, `)}) and ${where}`
    : sql`from ${foods} where ${foods.isAvailable} and ${where}`;

/**
 * What the search page adds to the search: `filter`, a condition on the foods row every match must
 * meet, and `spellings`, for each word of the text the catalog's words also searched for it (empty when
 * none), whose matches form a fourth tier after the others.
 */
export interface SearchNarrowing {
  filter?: SQL;
  spellings?: SearchTerm[][];
}

/**
 * Each word is, as itself or as one of its spellings, in the search name, or with `categories` also in
 * the category name.
 */
const allSpellingsMatch = (terms: SearchTerm[], spellings: SearchTerm[][], categories: boolean) =>
  sql.join(
    terms.map((term, i) => {
      const words = [term, ...(spellings[i] ?? [])].map((t) => (categories ? t : { ...t, categoryIds: [] }));
      return sql`(${sql.join(words.map(termMatches), sql` or `)})`;
    }),
    sql` and `,
  );

/**
 * The whole search in one statement, exposed so a test can EXPLAIN it: `terms` from `searchTerms`,
 * `hidden` the restaurants that are not approved. Three tiers, each read in an order an index delivers
 * and cut at the page's end, so that a tier is only read as far as the page needs:
 * 1. the search name starts with the text, by name (an equal name first): a range of the prefix index;
 * 2. a later word starts with it (also a word added in the other script), newest first;
 * 3. every word is elsewhere in the search name or in the category name, newest first.
 * Tiers 2 and 3 walk the primary key backwards and stop after enough rows for a common word, or take
 * the pg_trgm index for a rare one. UNION ALL keeps the tiers in this order and reads the next one
 * only when the page is not yet full. The count (at most `cap` + 1, so a common word costs no more
 * than a rare one) is only run when the page does not tell it: a full page, or none past page 1.
 * The answer has one row even when the page is empty, to carry the count.
 * With `narrowing` (the search page), every tier and the count keep only the foods `filter` keeps, and
 * when a word has spellings, two more tiers hold the foods found only through them, newest first: 4.
 * the words (or their spellings) are all in the name; 5. some only in the category name.
 */
export function foodSearchStatement(
  terms: SearchTerm[],
  hidden: number[],
  window: PageWindow,
  cap: number,
  narrowing: SearchNarrowing = {},
): SQL {
  const text = terms.map((term) => term.word).join(' ');
  const end = window.offset + window.limit;
  const allWords = sql.join(terms.map(termMatches), sql` and `);
  const { filter, spellings } = narrowing;
  const listed = (where: SQL) => listedFoods(hidden, filter ? sql`${filter} and ${where}` : where);
  const respelt = spellings?.some((list) => list.length > 0) ? spellings : null;
  const spelt = respelt && allSpellingsMatch(terms, respelt, true);
  const speltInName = respelt && allSpellingsMatch(terms, respelt, false);
  const spellingTiers = respelt
    ? sql`
    union all
    (select ${foods.id}, 4, null ${listed(sql`${speltInName} and not (${allWords})`)}
      order by ${foods.id} desc limit ${end})
    union all
    (select ${foods.id}, 5, null ${listed(sql`${spelt} and not (${allWords}) and not (${speltInName})`)}
      order by ${foods.id} desc limit ${end})`
    : sql``;
  // A name holding the whole text holds each of its words: tiers 1 and 2 need no other condition,
  // which also keeps the planner from taking the two for independent filters and misjudging how
  // many rows they keep.
  const tiers = sql`
    (select ${foods.id} as id, 1 as tier, ${sortName} as sort_name ${listed(startsWith(text))}
      order by ${sortName}, ${foods.id} limit ${end})
    union all
    (select ${foods.id}, 2, null ${listed(sql`${laterWordStartsWith(text)} and not ${startsWith(text)}`)}
      order by ${foods.id} desc limit ${end})
    union all
    (select ${foods.id}, 3, null ${listed(sql`${allWords} and not (${startsWith(text)} or ${laterWordStartsWith(text)})`)}
      order by ${foods.id} desc limit ${end})${spellingTiers}
    limit ${window.limit} offset ${window.offset}`;
  const count = sql`(select count(*) from (select 1 ${listed(spelt ?? allWords)} limit ${cap + 1}) as matched)`;
  return sql`
    with page as (${tiers}),
      shown as (select count(*) as n from page)
    select ${foods.id} as id, ${foods.slug} as slug, ${foods.name} as name, ${foods.image} as image,
      ${foods.price} as price, ${categories.name} as category_name, ${restaurants.name} as restaurant_name,
      ${categories.slug} as category_slug, ${restaurants.slug} as restaurant_slug,
      ${foods.ratingAverage} as rating_average, ${foods.ratingCount} as rating_count,
      case when shown.n = ${window.limit} or (shown.n = 0 and ${window.offset} > 0) then ${count} end as total
    from shown left join (page
      join ${foods} on ${foods.id} = page.id
      join ${restaurants} on ${restaurants.id} = ${foods.restaurantId}
      join ${categories} on ${categories.id} = ${foods.categoryId}) on true
    order by page.tier, page.sort_name, case when page.tier = 1 then ${foods.id} else -${foods.id} end`;
}
