import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories, restaurants } from '../../db/schema/index.ts';
import type { ChangeFeed } from '../../lib/change-feed.ts';

/** What the ranked search needs besides the foods: small tables, read once and kept. */
export interface SearchLookups {
  /** Every category, its name lowercased as the search text is. */
  categories: { id: number; name: string; slug: string }[];
  /** Restaurants that are not approved: their foods are never found. */
  hiddenRestaurants: number[];
}

async function readLookups(db: Db): Promise<SearchLookups> {
  const [all, hidden] = await Promise.all([
    db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories),
    db.select({ id: restaurants.id }).from(restaurants).where(eq(restaurants.isApproved, false)),
  ]);
  return {
    categories: all.map((row) => ({ ...row, name: row.name.normalize('NFC').toLowerCase() })),
    hiddenRestaurants: hidden.map((row) => row.id),
  };
}

/**
 * The lookups, kept in memory until a change that may alter public answers is heard, whoever made it
 * (the change feed the answer cache follows), and read afresh on every call while the feed may be
 * missing changes. Kept as values, they reach the search statement as constants, which the planner can
 * weigh (how many foods a category holds), where a subquery would hide them.
 */
export function searchLookups(db: Db, changes: ChangeFeed) {
  let kept: Promise<SearchLookups> | null = null;
  changes.subscribe((heard) => {
    if (heard.kind === 'catalog' || heard.kind === 'any') kept = null;
  });
  return (): Promise<SearchLookups> => {
    if (!changes.trusted()) return readLookups(db);
    if (!kept) {
      const reading = readLookups(db);
      kept = reading;
      reading.catch(() => {
        if (kept === reading) kept = null;
      });
    }
    return kept;
  };
}
