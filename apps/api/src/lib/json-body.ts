import type { FastifyInstance } from 'fastify';

/**
 * JSON bodies as Fastify reads them (prototype-poisoning keys refused), except that an empty body is a
 * request without a body: clients send logout and DELETE calls with `Content-Type: application/json`
 * and nothing after it.
 */
export function registerJsonBody(app: FastifyInstance) {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (body.length === 0) return done(null, undefined);
    parseJson(request, body as string, done);
  });
}
