import { and, count, desc, eq, isNull, or } from 'drizzle-orm';
import { type AdminUser, OWNER_CANDIDATES_LIMIT, type OwnerCandidate } from '@bhoj/contract';
import { restaurants, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type PageOf, type PageWindow, splitTotal, totalOf } from '../../../lib/paging.ts';
import { userMatches } from './search.ts';

/** The AdminUser shape, straight from `users`. */
export const adminUserColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  phone_number: users.phoneNumber,
  role: users.role,
};

const newestFirst = [desc(users.createdAt), desc(users.id)];

/** The platform's users, as admins list and pick them. */
export function adminUsersService({ db }: Pick<Deps, 'db'>) {
  return {
    /** One page of users, newest first, optionally narrowed by `search`. */
    async page(search: string, window: PageWindow): Promise<PageOf<AdminUser>> {
      const where = userMatches(search);
      const rows = await db
        .select({ ...adminUserColumns, total: totalOf(db.select({ n: count() }).from(users).where(where)) })
        .from(users)
        .where(where)
        .orderBy(...newestFirst)
        .limit(window.limit)
        .offset(window.offset);
      return splitTotal(rows);
    },

    /**
     * Users a restaurant can be created for: customers, and owners whose restaurant is gone. Newest first
     * (a just-registered user is the likely pick), at most OWNER_CANDIDATES_LIMIT; `search` finds the others.
     */
    ownerCandidates(search: string): Promise<OwnerCandidate[]> {
      return db
        .select(adminUserColumns)
        .from(users)
        .leftJoin(restaurants, eq(restaurants.ownerId, users.id))
        .where(
          and(
            or(eq(users.role, 'customer'), eq(users.role, 'restaurant_owner')),
            isNull(restaurants.id),
            userMatches(search),
          ),
        )
        .orderBy(...newestFirst)
        .limit(OWNER_CANDIDATES_LIMIT);
    },
  };
}
