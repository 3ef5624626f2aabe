import { asc } from 'drizzle-orm';
import type { Category, Tag } from '@bhoj/contract';
import { categories, tags } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';

/** The lookups: categories and tags. */
export function catalogService({ db }: Pick<Deps, 'db'>) {
  return {
    listCategories(): Promise<Category[]> {
      return db
        .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
        .from(categories)
        .orderBy(asc(categories.name), asc(categories.id));
    },

    listTags(): Promise<Tag[]> {
      return db
        .select({ id: tags.id, name: tags.name, slug: tags.slug })
        .from(tags)
        .orderBy(asc(tags.name), asc(tags.id));
    },
  };
}
