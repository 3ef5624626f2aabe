import { eq, or } from 'drizzle-orm';
import { ADMIN_MESSAGES, type AdminUser, type Role } from '@bhoj/contract';
import type { Db } from '../../../db/client.ts';
import { restaurants, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { businessError, forbidden, notFound } from '../../../lib/errors.ts';
import { changeRole } from './role-change.ts';
import { adminUserColumns } from './service.ts';

async function findUser(db: Db, userId: number): Promise<AdminUser> {
  const [user] = await db.select(adminUserColumns).from(users).where(eq(users.id, userId));
  if (!user) throw notFound();
  return user;
}

/** A user's role, as admins read and change it. */
export function adminRolesService({ db }: Pick<Deps, 'db'>) {
  return {
    get: (userId: number) => findUser(db, userId),

    /**
     * Changes only the role, and ends the user's sessions so the new role applies on their next call.
     * Every admin row and the target are locked in id order first: two admins demoting each other at
     * once cannot both succeed (the second finds the other is the last admin), nor deadlock.
     */
    async change(actorId: number, userId: number, role: Role): Promise<AdminUser> {
      if (actorId === userId) throw businessError(400, ADMIN_MESSAGES.ownRole);
      return db.transaction(async (tx) => {
        const locked = await tx
          .select({ id: users.id, role: users.role })
          .from(users)
          .where(or(eq(users.role, 'admin'), eq(users.id, userId)))
          .orderBy(users.id)
          .for('update');
        const target = locked.find((row) => row.id === userId);
        if (!target) throw notFound();
        const admins = locked.filter((row) => row.role === 'admin');
        if (target.role === role) return findUser(tx, userId);
        if (target.role === 'admin' && admins.length <= 1) throw businessError(400, ADMIN_MESSAGES.lastAdmin);
        // The acting admin may have been demoted since their token was checked.
        if (!admins.some((row) => row.id === actorId)) throw forbidden();
        if (role !== 'restaurant_owner') {
          const owned = await tx
            .select({ id: restaurants.id })
            .from(restaurants)
            .where(eq(restaurants.ownerId, userId));
          if (owned.length > 0) throw businessError(400, ADMIN_MESSAGES.ownsRestaurant);
        }
        await changeRole(tx, actorId, userId, target.role, role);
        return findUser(tx, userId);
      });
    },
  };
}
