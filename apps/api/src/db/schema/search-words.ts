import { sql } from 'drizzle-orm';
import { index, pgTable, text } from 'drizzle-orm/pg-core';

/**
 * Every word of the foods' names (as `searchText` writes them, without the words added in the other
 * script), for the search page's typo tolerance: a word of the text that no name holds is compared with
 * these through the trigram index, never with the foods themselves. Filled by triggers on foods (see the
 * search words migration); a word whose last food is gone stays, and only costs a search that finds no
 * more foods.
 */
export const searchWords = pgTable(
  'search_words',
  { word: text('word').primaryKey() },
  // Serves both questions asked of the list: which words hold a text (LIKE), which are like it (%).
  (t) => [index('search_words_trgm_idx').using('gin', sql`${t.word} gin_trgm_ops`)],
);
