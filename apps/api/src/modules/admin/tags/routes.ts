import { AdminIdParams, MessageAnswer, Tag, TagBody } from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { requireUser } from '../../../lib/auth.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { tagsAdminService } from './service.ts';

const slugNote =
  'The slug is made from the name (lowercase, spaces to dashes); a slug sent must be that of the name. ' +
  'A name or slug another tag has (any case) is a 400 on name.';

/** Writes only: GET restaurant/tags/ (owners, admins) and restaurant/tag-list/ (public) list them. */
export async function tagsRoutes(app: App, { database }: Deps) {
  const service = tagsAdminService(database.db);

  app.post(
    '/restaurant/tags/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Create a tag',
        description: slugNote,
        body: TagBody,
        response: { 201: Tag, ...badRequest, ...guarded },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(requireUser(request).id, request.body)),
  );

  app.put(
    '/restaurant/tag/update/:id/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Rename a tag',
        description: slugNote,
        params: AdminIdParams,
        body: TagBody,
        response: { 200: Tag, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/restaurant/tag/delete/:id/',
    {
      config: adminOnly,
      schema: {
        tags,
        summary: 'Delete a tag; refused (409) while foods use it',
        params: AdminIdParams,
        response: { 200: MessageAnswer, ...badRequest, ...guarded, ...notFoundAnswer, ...conflict },
      },
    },
    (request) => service.remove(requireUser(request).id, request.params.id),
  );
}
