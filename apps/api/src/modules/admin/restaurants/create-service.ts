import { eq, like, or } from 'drizzle-orm';
import { ADMIN_MESSAGES, type Restaurant, type RestaurantCreate } from '@bhoj/contract';
import type { Db, Tx } from '../../../db/client.ts';
import { restaurants, users } from '../../../db/schema/index.ts';
import { uniqueViolation } from '../../../lib/db-errors.ts';
import { fieldError } from '../../../lib/errors.ts';
import { uniqueSlug } from '../../../lib/slug.ts';
import { recordAudit } from '../audit/record.ts';
import { slugFromName } from '../slugs.ts';
import { revokeTokens } from '../users/tokens.ts';
import { restaurantById } from './query.ts';

/** Tries again when another create took the same slug between our look and our insert. */
const SLUG_ATTEMPTS = 3;

async function insertRestaurant(tx: Tx, actorId: number, input: RestaurantCreate, base: string) {
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

  if (owner.role !== 'restaurant_owner') {
    await tx
      .update(users)
      .set({ role: 'restaurant_owner', updatedAt: new Date() })
      .where(eq(users.id, owner.id));
    await revokeTokens(tx, owner.id);
    await recordAudit(tx, {
      actorId,
      action: 'role_change',
      entity: 'user',
      entityId: owner.id,
      before: { role: owner.role },
      after: { role: 'restaurant_owner' },
    });
  }
  const restaurant = (await restaurantById(tx, created!.id))!;
  await recordAudit(tx, {
    actorId,
    action: 'create',
    entity: 'restaurant',
    entityId: restaurant.id,
    after: restaurant,
  });
  return restaurant;
}

/** A restaurant for an existing user, who becomes its owner (and restaurant_owner), in one transaction. */
export async function createRestaurant(
  db: Db,
  actorId: number,
  input: RestaurantCreate,
): Promise<Restaurant> {
  const base = slugFromName(input.name, input.slug);
  for (let attempt = 1; ; attempt++) {
    try {
      return await db.transaction((tx) => insertRestaurant(tx, actorId, input, base));
    } catch (err) {
      const constraint = uniqueViolation(err);
      if (constraint === 'restaurants_slug_key' && attempt < SLUG_ATTEMPTS) continue;
      if (constraint === 'restaurants_owner_id_key')
        throw fieldError('owner', ADMIN_MESSAGES.ownerHasRestaurant);
      throw err;
    }
  }
}
