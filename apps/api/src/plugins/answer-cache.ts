import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { AnswerVersions } from '../lib/answer-versions.ts';
import { COMPRESS_FROM_BYTES, pickEncoding, varyOnAcceptEncoding } from '../lib/content-encoding.ts';
import { entityTag, matchesTag } from '../lib/etag.ts';
import {
  bytesOf,
  chosen,
  completeAnswer,
  compressed,
  missingCoding,
  type Representation,
  representation,
  type Stamp,
  storedAnswer,
  type StoredAnswer,
} from './answer-cache-forms.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * A GET whose 200 answer is the same for every caller (`'any-caller'`: the token is ignored) or for
     * every caller without a token (`'anonymous'`). Such answers carry an ETag and may be cached.
     */
    publicAnswer?: 'any-caller' | 'anonymous';
    /**
     * A GET whose 200 answer shows the caller's own data and nothing that depends on the time: it is
     * cached per user, while nothing at all has changed (`Cache-Control: private`).
     */
    privateAnswer?: true;
  }
  interface FastifyRequest {
    /** Set when this request's answer may be stored: its cache key and the versions at its start. */
    answerCacheSlot: ({ key: string } & Stamp) | null;
  }
}

/**
 * A request whose answer for its key is being made, and the requests for the same key waiting for it:
 * they go on when its answer has been sent, from memory if it was kept (a 200 made under the versions
 * still current), else to the route themselves.
 */
interface Making {
  request: FastifyRequest;
  slot: { key: string } & Stamp;
  waiting: (() => void)[];
}

const READS = new Set(['GET', 'HEAD']);
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/** Roughly what a key and its headers take besides the body. */
const ENTRY_OVERHEAD_BYTES = 1024;
/** How many keys asked for once are remembered: one per this many bytes of the cache (64 per MB). */
const KEY_PER_BYTES = 16 * 1024;

/**
 * Public and per-user answers served from memory. An answer is stored the second time its key is asked
 * for (most keys are asked for once: a search's later pages, an uncommon word; keeping them would only
 * push others out and load the garbage collector). A stored answer is the bytes, their ETag and every
 * header the answer carried (security headers, CORS for the caller's origin, content type,
 * cache-control), and, from 1 KB up, the same compressed: when stored, quickly and in the coding its
 * request asked for; at the first hit, harder and in br and gzip, after that hit is answered. A public
 * hit is written out in the first request hook, before token lookup, security headers and CORS run, a
 * per-user hit once the token is resolved (from memory, see lib/token-cache.ts); either in the coding
 * the request's Accept-Encoding picks. Misses run the route as usual (requests for a key whose answer
 * is being made wait for it) and, from the second ask, are stored as they are sent. Nothing expires: the
 * database tells of every change (lib/change-feed.ts); one that may change a public answer moves the
 * catalog version, any other the data version, and an answer from an older version is never served.
 * Only a request for the site's own host stores an answer (`forSite`, lib/site-address.ts): one naming
 * another host is answered from memory or by the route, and what the route made for it is not kept.
 * Register before any other hook so public hits skip all other work. `maxBytes` 0 turns caching off
 * (the ETags and compression stay; a large answer is then compressed for each request).
 */
export function registerAnswerCache(
  app: FastifyInstance,
  versions: AnswerVersions,
  maxBytes: number,
  draining: () => boolean,
  forSite: (request: FastifyRequest) => boolean,
): FrontDoor | null {
  const store =
    maxBytes > 0
      ? new LRUCache<string, StoredAnswer>({
          maxSize: maxBytes,
          sizeCalculation: (answer, key) => bytesOf(answer) + key.length + ENTRY_OVERHEAD_BYTES,
        })
      : null;
  const asked = askedKeys(Math.max(1, Math.floor(maxBytes / KEY_PER_BYTES)));
  app.decorateRequest('answerCacheSlot', null);
  const current = (stamp: Stamp) =>
    versions.trusted() &&
    stamp.version === versions.catalog() &&
    (stamp.data === null || stamp.data === versions.data());

  const finishing = new Set<StoredAnswer>();
  /** Compresses a stored answer that is asked for again in every coding, harder, and keeps that instead. */
  const finish = (key: string, stored: StoredAnswer) => {
    if (stored.finished || finishing.has(stored)) return;
    finishing.add(stored);
    void completeAnswer(stored)
      .then((finished) => {
        if (store!.peek(key) === stored && current(stored)) store!.set(key, finished);
      })
      .catch(() => undefined)
      .finally(() => finishing.delete(stored));
  };

  /** The request answering each key that missed, while the route makes its answer (`lookUp`). */
  const making = new Map<string, Making>();

  /**
   * Replays the answer stored under `key` when it is current (first making the coding the request asks
   * for when the stored answer lacks it). Otherwise, while another request for the key is making its
   * answer, waits for that answer (once: `waited`); else marks the request's answer for keeping when the
   * key was asked for before, and calls `done` to go on to the route.
   */
  const lookUp = (
    request: FastifyRequest,
    reply: FastifyReply,
    key: string,
    data: number | null,
    done: () => void,
    waited = false,
  ) => {
    const stored = store!.get(key);
    if (!stored || !current(stored)) {
      // Made for another host than the site's: answered by the route, kept by nobody, waited for by nobody.
      if (!forSite(request)) return done();
      const maker = making.get(key);
      if (maker && !waited) {
        // Asked again while the first answer is being made: that answer is kept, and serves this one.
        maker.request.answerCacheSlot ??= maker.slot;
        maker.waiting.push(() => lookUp(request, reply, key, data, done, true));
        return;
      }
      const slot = { key, version: versions.catalog(), data };
      // A stale stored answer was asked for before too.
      if (stored || asked.before(key)) request.answerCacheSlot = slot;
      if (!maker) {
        const mine: Making = { request, slot, waiting: [] };
        making.set(key, mine);
        reply.raw.once('close', () => {
          if (making.get(key) === mine) making.delete(key);
          for (const next of mine.waiting) next();
        });
      }
      return done();
    }
    const missing = missingCoding(stored, request.headers);
    if (!missing) {
      replay(request, reply, stored);
      return finish(key, stored);
    }
    void compressed(stored.identity, stored.common, stored.contentType, missing, 'once').then(
      (made) => {
        const added = made ? { ...stored, encoded: { ...stored.encoded, [missing]: made } } : stored;
        if (store!.peek(key) === stored) store!.set(key, added);
        replay(request, reply, added);
        finish(key, added);
      },
      () => replay(request, reply, stored),
    );
  };

  app.addHook('onRequest', (request, reply, done) => {
    const mode = request.routeOptions.config.publicAnswer;
    if (!store || !mode || !READS.has(request.method) || !versions.trusted()) return done();
    if (mode === 'anonymous' && request.headers.authorization) return done();
    lookUp(request, reply, cacheKey(request), null, done);
  });

  // After the onRequest hooks, so the token has been resolved (a 401 never gets here).
  app.addHook('preParsing', (request, reply, payload, done) => {
    const user = request.user;
    if (!store || !user || !request.routeOptions.config.privateAnswer || !READS.has(request.method)) {
      return done(null, payload);
    }
    if (!versions.trusted()) return done(null, payload);
    lookUp(request, reply, `~${user.id} ${cacheKey(request)}`, versions.data(), () => done(null, payload));
  });

  app.addHook('onSend', (request, reply, payload, done) => {
    const config = request.routeOptions.config;
    if (WRITES.has(request.method) && config.access && !failed(reply)) {
      // Before the answer leaves, this instance hears what the write changed (from the database, which
      // tells of every change), so the caller's next read here already sees it.
      void versions.caughtUp().then(() => done(null, payload));
      return;
    }
    const cached = config.publicAnswer ?? config.privateAnswer;
    if (!cached || reply.statusCode !== 200 || !READS.has(request.method)) return done(null, payload);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    // Per-user answers are for the caller's browser alone, never for a shared proxy.
    reply.header('cache-control', config.privateAnswer ? 'private, no-cache' : 'no-cache');
    varyOnAcceptEncoding(reply);
    const body = Buffer.from(payload);
    const common = headerList(reply, ['content-type', 'content-length', 'content-encoding', 'etag']);
    const contentType = String(reply.getHeader('content-type'));
    const identity = representation(common, contentType, body, entityTag(body));
    const wanted =
      body.length >= COMPRESS_FROM_BYTES ? pickEncoding(request.headers['accept-encoding']) : null;
    const slot = request.answerCacheSlot;
    // An answer begun before a write may show the old state: it is sent but not kept.
    if (store && slot && current(slot)) {
      const { key, ...stamp } = slot;
      const publicTo = config.publicAnswer ?? null;
      void storedAnswer({ ...stamp, publicTo }, identity, common, contentType, wanted).then((stored) => {
        // Compressing took a moment, in which a write may have moved a version.
        if (current(stamp)) store.set(key, stored);
        sendFromRoute(request, reply, chosen(stored, wanted), done);
      }, done);
      return;
    }
    if (!wanted) return sendFromRoute(request, reply, identity, done);
    void compressed(identity, common, contentType, wanted, 'once').then(
      (encoded) => sendFromRoute(request, reply, encoded ?? identity, done),
      done,
    );
  });

  if (!store) return null;
  /**
   * Public hits answered before Fastify sees the request (no routing, no request object, no hooks):
   * the stored answer already holds every header the route's answer carried. Misses, per-user answers
   * and everything else go on to Fastify.
   */
  return (request, response) => {
    if (!READS.has(request.method ?? '') || !versions.trusted()) return false;
    const key = rawCacheKey(request.url ?? '/', request.headers.origin);
    const stored = store.get(key);
    if (!stored?.publicTo || !current(stored)) return false;
    if (stored.publicTo === 'anonymous' && request.headers.authorization) return false;
    // A coding still to be made: Fastify's path makes it (`lookUp`).
    if (missingCoding(stored, request.headers)) return false;
    if (draining()) response.setHeader('connection', 'close');
    writeStored(request.method === 'HEAD', request.headers, response, stored);
    finish(key, stored);
    return true;
  };
}

/**
 * The keys asked for once, up to `limit` of them: `before(key)` tells whether `key` was asked for
 * already, and remembers it. Two generations, the older dropped when the newer fills, so memory stays
 * bounded while a key asked again within about `limit` other keys is still known.
 */
function askedKeys(limit: number) {
  let recent = new Set<string>();
  let older = new Set<string>();
  return {
    before(key: string): boolean {
      if (recent.has(key) || older.has(key)) return true;
      if (recent.size >= limit) {
        older = recent;
        recent = new Set();
      }
      recent.add(key);
      return false;
    },
  };
}

/** Answers a request from memory when it can, before the framework: true when it did. */
export type FrontDoor = (request: IncomingMessage, response: ServerResponse) => boolean;

/** Writes that were refused changed nothing; a server error may have changed something. */
function failed(reply: FastifyReply) {
  return reply.statusCode >= 400 && reply.statusCode < 500;
}

/**
 * The path (with or without its final '/', which routes ignore), the query as sent, and the caller's
 * Origin (the CORS headers depend on it).
 */
function cacheKey(request: FastifyRequest): string {
  return rawCacheKey(request.url, request.headers.origin);
}

function rawCacheKey(url: string, origin: string | undefined): string {
  const mark = url.indexOf('?');
  let path = mark < 0 ? url : url.slice(0, mark);
  if (!path.endsWith('/')) path += '/';
  const query = mark < 0 ? '' : url.slice(mark);
  return `${path}${query} ${origin ?? ''}`;
}

/** The reply's headers but `except`, as name, value, name, value… (a repeated header repeats). */
function headerList(reply: FastifyReply, except: string[]): string[] {
  const list: string[] = [];
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value === undefined || except.includes(name)) continue;
    for (const one of Array.isArray(value) ? value : [value]) list.push(name, String(one));
  }
  return list;
}

/** Sends a route's cacheable answer as `answer`, or 304 when the client holds it already. */
function sendFromRoute(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Representation,
  done: (error: Error | null, payload?: unknown) => void,
) {
  reply.header('etag', answer.etag);
  if (matchesTag(request.headers['if-none-match'], answer.etag)) {
    reply.code(304).removeHeader('content-type');
    // A HEAD answer goes through Fastify's own HEAD step, which wants a string.
    return done(null, request.method === 'HEAD' ? '' : null);
  }
  if (answer.encoding) reply.header('content-encoding', answer.encoding);
  done(null, answer.body);
}

function replay(request: FastifyRequest, reply: FastifyReply, stored: StoredAnswer) {
  reply.hijack();
  writeStored(request.method === 'HEAD', request.headers, reply.raw, stored);
}

/** Writes a stored answer in the coding the request accepts, or 304 when the client holds it already. */
function writeStored(
  head: boolean,
  headers: IncomingHttpHeaders,
  response: ServerResponse,
  stored: StoredAnswer,
) {
  const answer = chosen(stored, pickEncoding(headers['accept-encoding']));
  if (matchesTag(headers['if-none-match'], answer.etag)) {
    response.writeHead(304, head ? [...answer.notModified, 'content-length', '0'] : answer.notModified);
    response.end();
  } else {
    response.writeHead(200, answer.headers);
    response.end(head ? undefined : answer.body);
  }
}
