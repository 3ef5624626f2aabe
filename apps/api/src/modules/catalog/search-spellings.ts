import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { searchWords } from '../../db/schema/index.ts';
import { containsPattern } from '../../lib/like-pattern.ts';
import type { SearchTerm } from './food-search-query.ts';

/** How alike (pg_trgm's similarity, 0–1) a catalog word must be to a word of the text. */
export const SPELLING_SIMILARITY = 0.4;
/** The most catalog words searched for one word of the text, the most alike first. */
export const SPELLINGS_PER_WORD = 3;
/** Shorter words have too few trigrams to tell a misspelling from another word. */
const MIN_LENGTH = 3;

/**
 * For each word of the text, the catalog's words (`search_words`) searched for it besides itself: none
 * when it is short, names a category, or is inside a word of some name (then it is no misspelling and
 * the search finds it); else up to 3 words at least 0.4 alike ("chiken" → "chicken"). One statement,
 * every step through the word list's trigram index, however many foods there are.
 */
export async function spellingsOf(db: Db, terms: SearchTerm[]): Promise<string[][]> {
  const found: string[][] = terms.map(() => []);
  const statement = spellingsStatement(terms);
  if (!statement) return found;
  const { rows } = await db.execute<{ i: number; word: string }>(statement);
  for (const { i, word } of rows) found[Number(i)]!.push(word);
  return found;
}

/** The statement of `spellingsOf`, exposed so a test can EXPLAIN it; null when no word may be respelt. */
export function spellingsStatement(terms: SearchTerm[]): SQL | null {
  const asked = terms.flatMap(({ word, categoryIds }, i) =>
    word.length >= MIN_LENGTH && categoryIds.length === 0
      ? [sql`(${i}::int, ${word}::text, ${containsPattern(word)}::text)`]
      : [],
  );
  if (asked.length === 0) return null;
  return sql`
    select asked.i, alike.word from (values ${sql.join(asked, sql`, `)}) as asked (i, text, pattern)
    cross join lateral (
      select ${searchWords.word} as word from ${searchWords}
      where not exists (select 1 from ${searchWords} where ${searchWords.word} like asked.pattern)
        and ${searchWords.word} % asked.text
        and similarity(${searchWords.word}, asked.text) >= ${SPELLING_SIMILARITY}
      order by similarity(${searchWords.word}, asked.text) desc, ${searchWords.word}
      limit ${SPELLINGS_PER_WORD}
    ) as alike
    order by asked.i`;
}
