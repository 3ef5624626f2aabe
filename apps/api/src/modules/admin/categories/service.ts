import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type Category, type CategoryBody } from '@bhoj/contract';
import type { Db } from '../../../db/client.ts';
import { categories, foods } from '../../../db/schema/index.ts';
import type { Storage } from '../../../lib/storage.ts';
import { recordAudit } from '../audit/record.ts';
import { ownImage } from '../../uploads/own-image.ts';
import { asNameTaken, assertNameFree, lockLookup, type Lookup, removeLookup } from '../lookups.ts';
import { slugFromName } from '../slugs.ts';

const lookup: Lookup = {
  table: categories,
  foodColumn: foods.categoryId,
  noun: 'category',
  takenMessage: ADMIN_MESSAGES.categoryTaken,
};

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  image: categories.image,
};

async function findCategory(tx: Db, id: number): Promise<Category> {
  const [row] = await tx.select(categoryColumns).from(categories).where(eq(categories.id, id));
  return row!;
}

/** Categories for admins: the slug is the server's; every change is audited in its transaction. */
export function categoriesAdminService(db: Db, storage: Storage) {
  return {
    async create(actorId: number, input: CategoryBody): Promise<Category> {
      const slug = slugFromName(input.name, input.slug);
      const image = ownImage(storage, 'image', input.image) ?? '';
      try {
        return await db.transaction(async (tx) => {
          await assertNameFree(tx, lookup, input.name, slug);
          const [created] = await tx
            .insert(categories)
            .values({ name: input.name, slug, image })
            .returning(categoryColumns);
          await recordAudit(tx, {
            actorId,
            action: 'create',
            entity: 'category',
            entityId: created!.id,
            after: created,
          });
          return created!;
        });
      } catch (err) {
        throw asNameTaken(lookup, err);
      }
    },

    /** Name (and so slug) always; the image only when a new one is sent. */
    async update(actorId: number, id: number, input: CategoryBody): Promise<Category> {
      const slug = slugFromName(input.name, input.slug);
      const image = ownImage(storage, 'image', input.image);
      try {
        return await db.transaction(async (tx) => {
          await lockLookup(tx, lookup, id);
          const before = await findCategory(tx, id);
          await assertNameFree(tx, lookup, input.name, slug, id);
          const [after] = await tx
            .update(categories)
            .set({ name: input.name, slug, ...(image ? { image } : {}) })
            .where(eq(categories.id, id))
            .returning(categoryColumns);
          await recordAudit(tx, {
            actorId,
            action: 'update',
            entity: 'category',
            entityId: id,
            before,
            after,
          });
          return after!;
        });
      } catch (err) {
        throw asNameTaken(lookup, err);
      }
    },

    remove: (actorId: number, id: number) => removeLookup(db, lookup, findCategory, actorId, id),
  };
}
