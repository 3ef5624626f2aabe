import { z } from 'zod';
import { Category } from '@bhoj/contract';
import type { App, Deps } from '../../app.ts';
import { catalogService } from './service.ts';

export async function catalogRoutes(app: App, { database }: Deps) {
  const catalog = catalogService(database.db);

  app.get(
    '/restaurant/categories/',
    { config: { access: 'public' }, schema: { tags: ['catalog'], response: { 200: z.array(Category) } } },
    () => catalog.listCategories(),
  );
}
