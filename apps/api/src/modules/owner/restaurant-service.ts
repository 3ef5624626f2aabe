import { eq } from 'drizzle-orm';
import type { Restaurant, RestaurantUpdateBody } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { restaurants } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { selectRestaurants } from '../catalog/restaurant-query.ts';
import { ownImages } from '../uploads/own-image.ts';
import { restaurantNotFound } from './own-restaurant.ts';
import { retryOnSlugClash, slugFor, slugRoot } from './slugs.ts';

/** The Restaurant shape of the owner's own restaurant (approved or not). */
const selectOwnRestaurant = (db: Db, userId: number) =>
  selectRestaurants(db).where(eq(restaurants.ownerId, userId));

/** The owner's own restaurant. */
export function ownerRestaurantService({ db, storage, config }: Pick<Deps, 'db' | 'storage' | 'config'>) {
  const images = ownImages({ storage, config });
  return {
    async info(userId: number): Promise<Restaurant> {
      const [row] = await selectOwnRestaurant(db, userId);
      if (!row) throw restaurantNotFound();
      return row;
    },

    /**
     * Name, address, phone and cover image; the slug follows the name. Order lines reference the
     * restaurant by id (with its name as a snapshot), so past orders stay linked.
     */
    update(userId: number, input: RestaurantUpdateBody): Promise<Restaurant> {
      const cover = images.accept('cover_image', input.cover_image);
      return retryOnSlugClash(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ id: restaurants.id, slug: restaurants.slug, coverImage: restaurants.coverImage })
            .from(restaurants)
            .where(eq(restaurants.ownerId, userId))
            .for('update');
          if (!current) throw restaurantNotFound();
          await images.checkOwner(tx, 'cover_image', cover, userId, current.coverImage);
          await tx
            .update(restaurants)
            .set({
              name: input.name,
              slug: await slugFor(tx, restaurants, slugRoot(input.name), current),
              address: input.address,
              phoneNumber: input.phone_number,
              ...(cover ? { coverImage: cover } : {}),
              updatedAt: new Date(),
            })
            .where(eq(restaurants.id, current.id));
          const [row] = await selectOwnRestaurant(tx, userId);
          return row!;
        }),
      );
    },
  };
}
