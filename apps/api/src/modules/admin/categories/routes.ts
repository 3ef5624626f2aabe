import { AdminIdParams, Category, CategoryBody, MessageAnswer } from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { requireUser } from '../../../lib/auth.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { categoriesAdminService } from './service.ts';

const slugNote =
  'The slug is made from the name (lowercase, spaces to dashes); a slug sent must be that of the name. ' +
  'A name or slug another category has (any case) is a 400 on name. image: a URL from POST /api/uploads/.';

/** Writes only: the list is the public GET restaurant/categories/. */
export async function categoriesRoutes(app: App, { database, storage }: Deps) {
  const service = categoriesAdminService(database.db, storage);

  app.post(
    '/restaurant/category/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Create a category',
        description: slugNote,
        body: CategoryBody,
        response: { 201: Category, ...badRequest, ...guarded },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(requireUser(request).id, request.body)),
  );

  app.put(
    '/restaurant/category/update/:id/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Rename a category or change its image (null or "" keeps the image)',
        description: slugNote,
        params: AdminIdParams,
        body: CategoryBody,
        response: { 200: Category, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/restaurant/category/delete/:id/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Delete a category; refused (409) while foods use it',
        params: AdminIdParams,
        response: { 200: MessageAnswer, ...badRequest, ...guarded, ...notFoundAnswer, ...conflict },
      },
    },
    (request) => service.remove(requireUser(request).id, request.params.id),
  );
}
