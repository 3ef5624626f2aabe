import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Conditional GET for a cacheable answer: the ETag is a hash of the answer's JSON, so it changes exactly
 * when the answer does — whichever table the change came from (a renamed category, a new comment that
 * reorders the home foods…). A cheaper aggregate such as max(updated_at) would miss changes: categories
 * and tags have no updated_at, and a rename keeps their count. The query still runs; what a match saves
 * is sending the body. `no-cache` makes clients revalidate every time rather than trust a stale copy.
 */
export function conditional<T>(request: FastifyRequest, reply: FastifyReply, body: T): T | FastifyReply {
  const tag = `W/"${createHash('sha256').update(JSON.stringify(body)).digest('base64url').slice(0, 27)}"`;
  reply.header('etag', tag).header('cache-control', 'no-cache');
  if (matches(request.headers['if-none-match'], tag)) return reply.code(304).send();
  return body;
}

/** If-None-Match holds `*` or a list of tags; it compares weakly (a W/ prefix does not matter). */
function matches(header: string | undefined, tag: string): boolean {
  if (!header) return false;
  const opaque = (value: string) => value.trim().replace(/^W\//, '');
  return header.split(',').some((candidate) => candidate.trim() === '*' || opaque(candidate) === opaque(tag));
}
