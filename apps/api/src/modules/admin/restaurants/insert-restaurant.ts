import { eq, like, or } from 'drizzle-orm';
import { ADMIN_MESSAGES, type Restaurant, type RestaurantCreate } from '@bhoj/contract';
import type { Tx } from '../../../db/client.ts';
import { restaurants, users } from '../../../db/schema/index.ts';
import { fieldError } from '../../../lib/errors.ts';
import { uniqueSlug } from '../../../lib/slug.ts';
import { selectRestaurants } from '../../catalog/restaurant-query.ts';
import { recordAudit } from '../audit/record.ts';
import { changeRole } from '../users/role-change.ts';

/**
 * Inside the caller's transaction: a restaurant for an existing user (not an admin, owning none yet),
 * with the first free slug of `base`; the user becomes restaurant_owner. Both changes are audited.
 */
export async function insertRestaurant(
  tx: Tx,
  actorId: number,
  input: RestaurantCreate,
  base: string,
): Promise<Restaurant> {
  // Locked: a concurrent role change or second create for this user waits for us.
  const [owner] = await tx
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.id, input.owner))
    .for('update');
  if (!owner) throw fieldError('owner', ADMIN_MESSAGES.ownerUnknown);
  if (owner.role === 'admin') throw fieldError('owner', ADMIN_MESSAGES.ownerIsAdmin);
  const owned = await tx
    .select({ id: restaurants.id })
    .from(restaurants)
    .where(eq(restaurants.ownerId, owner.id));
  if (owned.length > 0) throw fieldError('owner', ADMIN_MESSAGES.ownerHasRestaurant);

  // A slug holds only a-z, 0-9 and dashes, so it is safe inside a LIKE pattern.
  const taken = await tx
    .select({ slug: restaurants.slug })
    .from(restaurants)
    .where(or(eq(restaurants.slug, base), like(restaurants.slug, `${base}-%`)));
  const [created] = await tx
    .insert(restaurants)
    .values({
      ownerId: owner.id,
      name: input.name,
      slug: uniqueSlug(base, new Set(taken.map((row) => row.slug))),
      address: input.address,
      phoneNumber: input.phone_number,
      isApproved: input.is_approved,
    })
    .returning({ id: restaurants.id });

  await changeRole(tx, actorId, owner.id, owner.role, 'restaurant_owner');
  const [restaurant] = await selectRestaurants(tx).where(eq(restaurants.id, created!.id));
  await recordAudit(tx, {
    actorId,
    action: 'create',
    entity: 'restaurant',
    entityId: restaurant!.id,
    after: restaurant,
  });
  return restaurant!;
}
