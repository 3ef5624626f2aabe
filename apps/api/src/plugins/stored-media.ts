import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '../lib/errors.ts';
import type { Storage } from '../lib/storage.ts';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

/**
 * /media/ for storage that is not a folder of this machine (STORAGE=s3): each file is streamed from the
 * store, so an image stored through any instance is served by every other. Names are never reused, so
 * files are cached for a year, as from disk.
 */
export function registerStoredMedia(app: FastifyInstance, open: NonNullable<Storage['open']>) {
  app.get('/media/*', async (request, reply) => {
    const key = (request.params as { '*': string })['*'];
    const file = /^[\w/.-]+$/.test(key) && !key.includes('..') ? await open(key) : undefined;
    if (!file) return reply.code(404).send({ detail: MESSAGES.notFound });
    reply.header('content-type', file.contentType);
    reply.header('cache-control', `public, max-age=${YEAR_SECONDS}, immutable`);
    if (file.size !== undefined) reply.header('content-length', file.size);
    return reply.send(file.body);
  });
}
