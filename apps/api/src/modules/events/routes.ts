import { z } from 'zod';
import { DetailError } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser, sha256, tokenKey } from '../../lib/auth.ts';
import { streamRevocations } from './close-on-revoke.ts';
import { type EventStream, openEventStream } from './stream.ts';

/** GET /api/events/: the signed-in user's live events as Server-Sent Events. */
export async function eventsRoutes(app: App, deps: Deps) {
  const { events } = deps;
  const open = new Set<EventStream>();
  const revocations = streamRevocations(deps);
  app.addHook('onClose', async () => revocations.close());
  // Open streams never go idle: end them first, or closing the server would wait for them forever.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end();
  });

  app.get(
    '/events/',
    {
      config: { access: 'user' },
      schema: {
        tags: ['events'],
        summary: 'Live updates for the signed-in user (text/event-stream)',
        description:
          'Each event is `event: <type>` and `data: <json>`: `order.created` {order_id, line_ids, ' +
          'restaurant_id} to a restaurant owner, `order.status` {line_id, order_id, status} to the ' +
          'ordering customer. A `: ping` comment every 25 s. Read it with fetch (the token goes in the ' +
          'Authorization header) and reconnect after a drop, reloading what the page shows.',
        produces: ['text/event-stream'],
        response: { 200: z.string().describe('An endless text/event-stream'), 401: DetailError },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      reply.hijack();
      let unsubscribe = () => {};
      let unwatch = () => {};
      const stream = openEventStream(reply.raw, {
        headers: reply.getHeaders(),
        onClose: () => {
          unsubscribe();
          unwatch();
          open.delete(stream);
        },
      });
      open.add(stream);
      unsubscribe = events.subscribe(user.id, (event) => stream.send(event));
      unwatch = revocations.watch(stream, user, sha256(tokenKey(request)!));
      return reply;
    },
  );
}
