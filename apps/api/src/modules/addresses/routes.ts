import { z } from 'zod';
import { AddressBody, AddressParams, MessageAnswer, SavedAddress } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser } from '../../lib/auth.ts';
import { badRequest, guarded, notFoundAnswer } from '../../lib/route-schema.ts';
import { addressesService } from './service.ts';

const tags = ['accounts'];

const config = { access: ['customer' as const] };

/** accounts/addresses/: the customer's saved delivery addresses. */
export async function addressesRoutes(app: App, deps: Deps) {
  const book = addressesService(deps);

  app.get(
    '/accounts/addresses/',
    {
      config: { access: ['customer' as const], privateAnswer: true as const },
      schema: {
        tags,
        summary: 'Your saved addresses: the default first, then the most recently used',
        response: { 200: z.array(SavedAddress), ...guarded },
      },
    },
    (request) => book.list(requireUser(request).id),
  );

  app.post(
    '/accounts/addresses/',
    {
      config,
      schema: {
        tags,
        summary: 'Save an address (at most 10; the first one is the default)',
        body: AddressBody,
        response: { 201: SavedAddress, ...badRequest, ...guarded },
      },
    },
    async (request, reply) => reply.code(201).send(await book.add(requireUser(request).id, request.body)),
  );

  app.put(
    '/accounts/addresses/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Change a saved address; is_default true makes it the default',
        params: AddressParams,
        body: AddressBody,
        response: { 200: SavedAddress, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    (request) => book.update(requireUser(request).id, request.params.id, request.body),
  );

  app.delete(
    '/accounts/addresses/:id/',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a saved address (a deleted default passes to the most recently used)',
        params: AddressParams,
        response: { 200: MessageAnswer, ...badRequest, ...guarded, ...notFoundAnswer },
      },
    },
    async (request) => {
      await book.remove(requireUser(request).id, request.params.id);
      return { message: 'Address deleted' };
    },
  );
}
