import { AdminIdParams, Category, CategoryBody, MessageAnswer, Tag, TagBody } from '@bhoj/contract';
import type { App, Deps } from '../../../deps.ts';
import { requireUser } from '../../../lib/auth.ts';
import { badRequest, conflict, guarded, notFoundAnswer } from '../../../lib/route-schema.ts';
import { adminOnly, tags } from '../route-parts.ts';
import { categoryKind, tagKind } from './kinds.ts';
import { adminLookupService } from './service.ts';

const slugNote = (noun: string) =>
  'The slug is made from the name (lowercase, spaces to dashes); a slug sent must be that of the name. ' +
  `A name or slug another ${noun} has (any case) is a 400 on name.`;

/** The three admin writes of one lookup table (categories or tags): create, update and delete. */
interface LookupRoutes {
  service: {
    create(actorId: number, input: CategoryBody | TagBody): Promise<Category | Tag>;
    update(actorId: number, id: number, input: CategoryBody | TagBody): Promise<Category | Tag>;
    remove(actorId: number, id: number): Promise<MessageAnswer>;
  };
  body: typeof CategoryBody | typeof TagBody;
  row: typeof Category | typeof Tag;
  paths: { create: string; update: string; remove: string };
  summaries: { create: string; update: string; remove: string };
  description: string;
}

async function lookupRoutes(app: App, { service, body, row, paths, summaries, description }: LookupRoutes) {
  app.post(
    paths.create,
    {
      config: adminOnly,
      schema: {
        tags,
        summary: summaries.create,
        description,
        body,
        response: { 201: row, ...badRequest, ...guarded },
      },
    },
    async (request, reply) =>
      reply.code(201).send(await service.create(requireUser(request).id, request.body)),
  );

  app.put(
    paths.update,
    {
      config: adminOnly,
      schema: {
        tags,
        summary: summaries.update,
        description,
        params: AdminIdParams,
        body,
        response: { 200: row, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => service.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    paths.remove,
    {
      config: adminOnly,
      schema: {
        tags,
        summary: summaries.remove,
        params: AdminIdParams,
        response: { 200: MessageAnswer, ...badRequest, ...guarded, ...notFoundAnswer, ...conflict },
      },
    },
    (request) => service.remove(requireUser(request).id, request.params.id),
  );
}

/**
 * Writes only: the public GET restaurant/categories/ and restaurant/tag-list/, and GET restaurant/tags/
 * (owners, admins), list them.
 */
export async function lookupsRoutes(app: App, deps: Deps) {
  await lookupRoutes(app, {
    service: adminLookupService(categoryKind(deps), deps),
    body: CategoryBody,
    row: Category,
    paths: {
      create: '/restaurant/category/',
      update: '/restaurant/category/update/:id/',
      remove: '/restaurant/category/delete/:id/',
    },
    summaries: {
      create: 'Create a category',
      update: 'Rename a category or change its image (null or "" keeps the image)',
      remove: 'Delete a category; refused (409) while foods use it',
    },
    description: `${slugNote('category')} image: a URL this account got from POST /api/uploads/.`,
  });

  await lookupRoutes(app, {
    service: adminLookupService(tagKind, deps),
    body: TagBody,
    row: Tag,
    paths: {
      create: '/restaurant/tags/',
      update: '/restaurant/tag/update/:id/',
      remove: '/restaurant/tag/delete/:id/',
    },
    summaries: {
      create: 'Create a tag',
      update: 'Rename a tag',
      remove: 'Delete a tag; refused (409) while foods use it',
    },
    description: slugNote('tag'),
  });
}
