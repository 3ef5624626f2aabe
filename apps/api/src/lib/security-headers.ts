import type { FastifyInstance } from 'fastify';
import helmet, { type HelmetOptions } from 'helmet';

type Headers = [name: string, value: string][];

/**
 * The headers helmet would set, worked out once: helmet's middleware only calls `setHeader` and
 * `removeHeader` on the response, with values that depend on the options alone.
 */
function helmetHeaders(options: HelmetOptions): Headers {
  const headers: Headers = [];
  const response = {
    setHeader: (name: string, value: string) => headers.push([name, value]),
    removeHeader: () => undefined,
  };
  helmet(options)({} as never, response as never, (error?: unknown) => {
    if (error) throw error;
  });
  return headers;
}

/**
 * Every answer carries helmet's security headers; they are built at start rather than by running
 * helmet's middleware on every request.
 */
export function registerSecurityHeaders(app: FastifyInstance, options: HelmetOptions) {
  const headers = helmetHeaders(options);
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
}
