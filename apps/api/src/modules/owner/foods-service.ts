import { and, eq, sql } from 'drizzle-orm';
import {
  type Food,
  type FoodCreateBody,
  type FoodUpdateBody,
  type MessageAnswer,
  OWNER_MESSAGES,
} from '@bhoj/contract';
import type { Db, Tx } from '../../db/client.ts';
import { categories, foods, restaurants, tags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { HttpError, notFound } from '../../lib/errors.ts';
import { foodName } from '../../lib/food-name.ts';
import { selectFoods, toFood } from '../catalog/food-query.ts';
import { ownImages } from '../uploads/own-image.ts';
import { ownRestaurantId, restaurantNotFound } from './own-restaurant.ts';
import { checkClientSlug, retryOnSlugClash, slugFor, slugRoot } from './slugs.ts';

type FoodInput = FoodCreateBody | FoodUpdateBody;

/** The owner's restaurant id, and whether the chosen category and tag exist; 400 on each unknown one. */
async function checkRefs(tx: Tx, userId: number, input: FoodInput) {
  const { rows } = await tx.execute<{ restaurant_id: number | null; category_ok: boolean; tag_ok: boolean }>(
    sql`select ${ownRestaurantId(userId)} as restaurant_id,
      exists (select 1 from ${categories} where ${categories.id} = ${input.category}) as category_ok,
      exists (select 1 from ${tags} where ${tags.id} = ${input.tags}) as tag_ok`,
  );
  const refs = rows[0]!;
  const errors: Record<string, string[]> = {};
  if (!refs.category_ok) errors.category = [OWNER_MESSAGES.unknownCategory];
  if (!refs.tag_ok) errors.tags = [OWNER_MESSAGES.unknownTag];
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  return refs.restaurant_id;
}

const fields = (input: FoodInput) => ({
  ...foodName(input.name),
  description: input.description,
  price: input.price,
  categoryId: input.category,
  tagId: input.tags,
  isAvailable: input.is_available,
});

/** The Food shape of one of the owner's foods; `db` may be a transaction. */
async function ownFood(db: Db, userId: number, id: number): Promise<Food> {
  const [row] = await selectFoods(db).where(and(eq(foods.id, id), eq(restaurants.ownerId, userId)));
  if (!row) throw notFound();
  return toFood(row);
}

/** The owner's menu. Another restaurant's food is not found (404). */
export function ownerFoodsService({ db, storage, config }: Pick<Deps, 'db' | 'storage' | 'config'>) {
  const images = ownImages({ storage, config });
  return {
    get: (userId: number, id: number) => ownFood(db, userId, id),

    create(userId: number, input: FoodCreateBody): Promise<Food> {
      const image = images.accept('image', input.image)!;
      const root = slugRoot(input.name);
      checkClientSlug(input.slug, root);
      return retryOnSlugClash(() =>
        db.transaction(async (tx) => {
          const restaurantId = await checkRefs(tx, userId, input);
          if (restaurantId == null) throw restaurantNotFound();
          await images.checkOwner(tx, 'image', image, userId);
          const [row] = await tx
            .insert(foods)
            .values({ ...fields(input), restaurantId, image, slug: await slugFor(tx, foods, root) })
            .returning({ id: foods.id });
          return ownFood(tx, userId, row!.id);
        }),
      );
    },

    /** `image` null, "" or the current one keeps the current image; the slug follows the name. */
    update(userId: number, id: number, input: FoodUpdateBody): Promise<Food> {
      const image = images.accept('image', input.image);
      const root = slugRoot(input.name);
      checkClientSlug(input.slug, root);
      return retryOnSlugClash(() =>
        db.transaction(async (tx) => {
          const [current] = await tx
            .select({ id: foods.id, slug: foods.slug, image: foods.image })
            .from(foods)
            .where(and(eq(foods.id, id), eq(foods.restaurantId, ownRestaurantId(userId))))
            .for('update');
          if (!current) throw notFound();
          await checkRefs(tx, userId, input);
          await images.checkOwner(tx, 'image', image, userId, current.image);
          await tx
            .update(foods)
            .set({
              ...fields(input),
              slug: await slugFor(tx, foods, root, current),
              ...(image ? { image } : {}),
              updatedAt: new Date(),
            })
            .where(eq(foods.id, id));
          return ownFood(tx, userId, id);
        }),
      );
    },

    /** Order lines keep their snapshot (their food link becomes null); cart lines holding it go. */
    async remove(userId: number, id: number): Promise<MessageAnswer> {
      const deleted = await db
        .delete(foods)
        .where(and(eq(foods.id, id), eq(foods.restaurantId, ownRestaurantId(userId))))
        .returning({ id: foods.id });
      if (deleted.length === 0) throw notFound();
      return { message: OWNER_MESSAGES.foodDeleted };
    },
  };
}
