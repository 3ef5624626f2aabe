import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type Category, type CategoryBody, type Tag, type TagBody } from '@bhoj/contract';
import { categories, foods, tags } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { ownImages } from '../../uploads/own-image.ts';
import type { LookupKind } from './service.ts';

const first = async <T>(rows: PromiseLike<T[]>): Promise<T> => (await rows)[0]!;

const categoryColumns = {
  id: categories.id,
  name: categories.name,
  slug: categories.slug,
  image: categories.image,
};

/**
 * Categories: a name and an image (null, "" or the current one keeps it; a new category's is then ""). A
 * new image must be the admin's own upload.
 */
export const categoryKind = (
  deps: Pick<Deps, 'storage' | 'config'>,
  images = ownImages(deps),
): LookupKind<Category, CategoryBody, typeof categories.$inferInsert> => ({
  table: categories,
  foodColumn: foods.categoryId,
  noun: 'category',
  takenMessage: ADMIN_MESSAGES.categoryTaken,
  values: (input, slug) => ({ name: input.name, slug, image: images.accept('image', input.image) }),
  checkValues: (tx, actorId, values, before) =>
    images.checkOwner(tx, 'image', values.image, actorId, before?.image),
  find: (tx, id) => first(tx.select(categoryColumns).from(categories).where(eq(categories.id, id))),
  insert: (tx, values) => first(tx.insert(categories).values(values).returning(categoryColumns)),
  update: (tx, id, values) =>
    first(tx.update(categories).set(values).where(eq(categories.id, id)).returning(categoryColumns)),
});

const tagColumns = { id: tags.id, name: tags.name, slug: tags.slug };

/** Tags: a name only. */
export const tagKind: LookupKind<Tag, TagBody, typeof tags.$inferInsert> = {
  table: tags,
  foodColumn: foods.tagId,
  noun: 'tag',
  takenMessage: ADMIN_MESSAGES.tagTaken,
  values: (input, slug) => ({ name: input.name, slug }),
  find: (tx, id) => first(tx.select(tagColumns).from(tags).where(eq(tags.id, id))),
  insert: (tx, values) => first(tx.insert(tags).values(values).returning(tagColumns)),
  update: (tx, id, values) => first(tx.update(tags).set(values).where(eq(tags.id, id)).returning(tagColumns)),
};
