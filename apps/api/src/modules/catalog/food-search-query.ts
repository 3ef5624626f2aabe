import { and, count, desc, eq, ilike, inArray, not, or, type SQL, sql } from 'drizzle-orm';
import { unionAll } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { categories, foods, restaurants } from '../../db/schema/index.ts';
import { containsPattern, escapeLike } from '../../lib/like-pattern.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { listedFood } from './food-query.ts';

/** A word of the search text and the ids of the categories whose name contains it. */
export interface SearchTerm {
  word: string;
  categoryIds: number[];
}

/**
 * The ids of the categories whose name contains each word, ignoring case, in one read of the small
 * categories table. Read before the search so the planner sees the ids as values: an index can then
 * serve "in these categories", where a subquery would hide how many foods it holds.
 */
export async function searchTerms(db: Db, words: string[]): Promise<SearchTerm[]> {
  const [row] = await db
    .select(
      Object.fromEntries(
        words.map((word, i) => [
          `w${i}`,
          sql<
            number[]
          >`coalesce(array_agg(${categories.id}) filter (where ${categories.name} ilike ${containsPattern(word)}), '{}')`,
        ]),
      ),
    )
    .from(categories);
  return words.map((word, i) => ({ word, categoryIds: row?.[`w${i}`] ?? [] }));
}

/** The word is in the food's name or in its category's name, ignoring case. */
const termMatches = ({ word, categoryIds }: SearchTerm): SQL => {
  const inName = ilike(foods.name, containsPattern(word));
  return categoryIds.length > 0 ? or(inName, inArray(foods.categoryId, categoryIds))! : inName;
};

/** Listed foods matching every term. */
const allTermsMatch = (terms: SearchTerm[]) => and(listedFood, ...terms.map(termMatches))!;

/**
 * The name lowercased, compared byte by byte: the expression of the name prefix index, which serves
 * both "starts with" (a range of it) and the order of that tier (an equal name sorts first).
 */
const lowerName = sql`lower(${foods.name}) collate "C"`;
/** PostgreSQL lowercases the pattern too, so both sides follow the same rules. */
const nameStartsWith = (text: string) => sql`${lowerName} like lower(${`${escapeLike(text)}%`})`;
/**
 * A word of the name after the first starts with the text. Words are split at spaces only, which also
 * holds for Bangla, whose vowel signs are not letters to a regular expression's word boundary.
 */
const laterWordStartsWith = (text: string) => ilike(foods.name, `% ${escapeLike(text)}%`);

const searchColumns = {
  id: foods.id,
  slug: foods.slug,
  name: foods.name,
  image: foods.image,
  price: foods.price,
  category_name: categories.name,
  restaurant_name: restaurants.name,
};

const selectSearchFoods = (db: Db, where: SQL) =>
  db
    .select(searchColumns)
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .where(where);

/**
 * One page of the search, exposed so a test can EXPLAIN it. Three tiers, each read in an order an
 * index delivers and cut at the page's end, so that a tier is only read as far as the page needs:
 * 1. the name starts with the text, by name (an equal name first): a range of the name prefix index;
 * 2. a later word of the name starts with it, newest first;
 * 3. it is elsewhere in the name or in the category name, newest first.
 * Tiers 2 and 3 walk the primary key backwards and stop after enough rows for a common word, or take
 * the pg_trgm index for a rare one. UNION ALL keeps the tiers in this order and reads the next one
 * only when the page is not yet full. Every word of the text must match in every tier.
 */
export function foodSearchQuery(db: Db, terms: SearchTerm[], window: PageWindow) {
  const text = terms.map((term) => term.word).join(' ');
  const end = window.offset + window.limit;
  const startsWith = nameStartsWith(text);
  const wordStartsWith = laterWordStartsWith(text);
  // A name holding the whole text holds each of its words: tiers 1 and 2 need no other condition,
  // which also keeps the planner from taking the two for independent filters and misjudging how
  // many rows they keep.
  return unionAll(
    selectSearchFoods(db, and(listedFood, startsWith)!).orderBy(lowerName, foods.id).limit(end),
    selectSearchFoods(db, and(listedFood, wordStartsWith, not(startsWith))!)
      .orderBy(desc(foods.id))
      .limit(end),
    selectSearchFoods(db, and(allTermsMatch(terms), not(or(startsWith, wordStartsWith)!))!)
      .orderBy(desc(foods.id))
      .limit(end),
  )
    .limit(window.limit)
    .offset(window.offset);
}

/**
 * How many listed foods match, counting no further than `cap` + 1: the scan stops there, so a word
 * found in half the catalog costs no more than a rare one. Exposed so a test can EXPLAIN it.
 */
export function boundedCountQuery(db: Db, terms: SearchTerm[], cap: number) {
  const found = db
    .select({ one: sql`1` })
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .where(allTermsMatch(terms))
    .limit(cap + 1)
    .as('found');
  return db.select({ n: count() }).from(found);
}
