import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, foods, restaurants } from '../../db/schema/index.ts';
import { containsPattern, escapeLike } from '../../lib/like-pattern.ts';
import type { PageWindow } from '../../lib/paging.ts';
import { listedFood } from './food-query.ts';

export const searchWords = (text: string) => text.split(/\s+/).filter(Boolean);

/** Ids of the categories whose name contains `pattern`. */
const categoryIds = (pattern: string) =>
  sql`select ${categories.id} from ${categories} where ${categories.name} ilike ${pattern}`;

/** A word matches a food when it is in the food's name or in its category's name, ignoring case. */
const wordMatches = (word: string): SQL =>
  sql`(${foods.name} ilike ${containsPattern(word)} or ${foods.categoryId} in (${categoryIds(containsPattern(word))}))`;

/**
 * The candidates for one word, as a set of food ids that indexes can produce: names through the
 * pg_trgm GIN index (`ILIKE '%word%'`, from 3 characters), categories through the category index. A
 * plain `name ILIKE … OR category_id IN (…)` filter reads the same, but the planner cannot tell how
 * many foods the category side holds and scans the whole table even for a word found in one name.
 * (Inside the subqueries "foods" is the subquery's own table.)
 */
const wordCandidates = (word: string): SQL => sql`${foods.id} in (
  select ${foods.id} from ${foods} where ${foods.name} ilike ${containsPattern(word)}
  union all
  select ${foods.id} from ${foods} where ${foods.categoryId} in (${categoryIds(containsPattern(word))}))`;

/**
 * The search page query, exposed so a test can EXPLAIN it. Every word must match; the longest word
 * (the most selective) picks the candidates through the indexes, the others filter them. Names
 * starting with the whole text come first, then the most similar names (pg_trgm), then by name.
 */
export function searchQuery(db: Db, words: string[], window: PageWindow) {
  const text = words.join(' ');
  const driver = words.reduce((longest, word) => (word.length > longest.length ? word : longest));
  const where = and(
    listedFood,
    wordCandidates(driver),
    ...words.filter((w) => w !== driver).map(wordMatches),
  )!;
  return db
    .select({
      id: foods.id,
      slug: foods.slug,
      name: foods.name,
      image: foods.image,
      price: foods.price,
      category_name: categories.name,
      restaurant_name: restaurants.name,
      // Every match is ranked before the LIMIT anyway, so counting them in the same pass is free.
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(foods)
    .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
    .innerJoin(categories, eq(categories.id, foods.categoryId))
    .where(where)
    .orderBy(
      sql`${foods.name} ilike ${`${escapeLike(text)}%`} desc`,
      sql`similarity(${foods.name}, ${text}) desc`,
      asc(foods.name),
      asc(foods.id),
    )
    .limit(window.limit)
    .offset(window.offset);
}
