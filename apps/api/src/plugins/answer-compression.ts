import type { FastifyInstance } from 'fastify';
import {
  COMPRESS_FROM_BYTES,
  compress,
  pickEncoding,
  varyOnAcceptEncoding,
} from '../lib/content-encoding.ts';

/** Text worth compressing; the event stream never is (it is written as it happens, never buffered). */
const COMPRESSIBLE =
  /^(?:application\/(?:[\w.+-]*\+)?json|application\/(?:javascript|xml)|text\/(?!event-stream))/i;

/**
 * Compresses answers built for one request (signed-in reads, owner and admin lists, the OpenAPI
 * document) from 1 KB up, in the coding the request's Accept-Encoding picks, at a fast level. Public
 * answers are compressed by the answer cache, which registers its hook first; files and streams are left
 * alone (the web app's files are compressed when it is built).
 */
export function registerAnswerCompression(app: FastifyInstance) {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return done(null, payload);
    if (reply.hasHeader('content-encoding') || reply.statusCode === 204 || reply.statusCode === 304) {
      return done(null, payload);
    }
    const body = Buffer.from(payload);
    if (body.length < COMPRESS_FROM_BYTES || !COMPRESSIBLE.test(String(reply.getHeader('content-type')))) {
      return done(null, payload);
    }
    varyOnAcceptEncoding(reply);
    const encoding = pickEncoding(request.headers['accept-encoding']);
    if (!encoding) return done(null, payload);
    void compress(body, encoding, 'once').then((compressed) => {
      if (compressed.length >= body.length) return done(null, payload);
      reply.header('content-encoding', encoding);
      done(null, compressed);
    }, done);
  });
}
