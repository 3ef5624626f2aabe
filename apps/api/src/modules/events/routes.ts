import { z } from 'zod';
import { BusinessError, DetailError, LIMIT_MESSAGES } from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { requireUser, sha256, tokenKey } from '../../lib/auth.ts';
import { HttpError } from '../../lib/errors.ts';
import { streamRevocations } from './close-on-revoke.ts';
import { type EventStream, openEventStream } from './stream.ts';

/** How soon clients reconnect when the server shuts down: to another instance, or this one restarted. */
const RECONNECT_AFTER_SHUTDOWN_MS = 2000;
/** What a refused stream is told to wait before trying again. */
const STREAMS_RETRY_SECONDS = 30;
const tooManyStreams = (message: string) =>
  new HttpError(429, { error: message }, { 'retry-after': STREAMS_RETRY_SECONDS });

/** GET /api/events/: the signed-in user's live events as Server-Sent Events. */
export async function eventsRoutes(app: App, deps: Deps) {
  const { events, counters, config } = deps;
  const { eventStreamsPerUser, eventStreamsTotal } = config.limits;
  const open = new Set<EventStream>();
  const revocations = streamRevocations(deps);
  app.addHook('onClose', async () => revocations.close());
  // Open streams never go idle: end them first, or closing the server would wait for them forever.
  app.addHook('preClose', async () => {
    for (const stream of open) stream.end(RECONNECT_AFTER_SHUTDOWN_MS);
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
          'Authorization header) and reconnect after a drop, reloading what the page shows. At most ' +
          'EVENT_STREAMS_PER_USER streams per user (5 by default): 429 beyond.',
        produces: ['text/event-stream'],
        response: {
          200: z.string().describe('An endless text/event-stream'),
          401: DetailError,
          429: BusinessError,
        },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      // A user's streams are counted where every instance sees them; this instance's, here (each holds memory).
      const userSlot = `event-streams:${user.id}`;
      if (!(await counters.acquire(userSlot, eventStreamsPerUser))) {
        throw tooManyStreams(LIMIT_MESSAGES.tooManyStreams);
      }
      if (open.size >= eventStreamsTotal) {
        await counters.release(userSlot);
        throw tooManyStreams(LIMIT_MESSAGES.streamsFull);
      }
      reply.hijack();
      let unsubscribe = () => {};
      let unwatch = () => {};
      const stream = openEventStream(reply.raw, {
        headers: reply.getHeaders(),
        onClose: () => {
          unsubscribe();
          unwatch();
          open.delete(stream);
          void counters.release(userSlot);
        },
      });
      open.add(stream);
      unsubscribe = events.subscribe(user.id, (event) => stream.send(event));
      unwatch = revocations.watch(stream, user, sha256(tokenKey(request)!));
      return reply;
    },
  );
}
