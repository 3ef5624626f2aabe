import { asc } from 'drizzle-orm';
import type { Category } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

export function catalogService(db: Db) {
  return {
    listCategories(): Promise<Category[]> {
      return db
        .select({ id: categories.id, name: categories.name, slug: categories.slug, image: categories.image })
        .from(categories)
        .orderBy(asc(categories.name), asc(categories.id));
    },
  };
}
