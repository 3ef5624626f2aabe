import { type SQL, sql } from 'drizzle-orm';
import { users } from '../../../db/schema/index.ts';
import { containsPattern } from '../../../lib/like-pattern.ts';

/** A case-insensitive piece of the username, first, last or full name, or email; blank matches all. */
export function userMatches(text: string): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  return sql`(${users.username} ilike ${pattern} or ${users.email} ilike ${pattern}
    or ${users.firstName} ilike ${pattern} or ${users.lastName} ilike ${pattern}
    or (${users.firstName} || ' ' || ${users.lastName}) ilike ${pattern})`;
}
