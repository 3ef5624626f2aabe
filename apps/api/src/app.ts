import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { registerAuth } from './lib/auth.ts';
import { registerErrorHandling } from './lib/errors.ts';
import type { Storage } from './lib/storage.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebAndMedia } from './plugins/web-and-media.ts';

export interface Deps {
  config: Config;
  database: Database;
  storage: Storage;
}

export type App = ReturnType<typeof createFastify>;

function createFastify(config: Config, logger: FastifyServerOptions['logger']) {
  return Fastify({
    logger,
    trustProxy: true,
    bodyLimit: 1024 * 1024,
    // Every path ends with '/'; the spec's clients also call some without it.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
}

export async function buildApp(deps: Deps, logger: FastifyServerOptions['logger'] = false) {
  const { config, database } = deps;
  const app = createFastify(config, logger);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerAuth(app, database.db);

  await app.register(helmet, {
    // The web app loads its own scripts, styles and images only; media may be embedded by other sites.
    contentSecurityPolicy: {
      directives: {
        'img-src': ["'self'", 'data:', 'blob:'],
        'frame-src': ["'self'", 'https://www.google.com', 'https://maps.google.com'],
      },
    },
    crossOriginResourcePolicy: { policy: 'cross-origin' },
  });
  await app.register(cors, {
    origin: config.corsOrigins === '*' ? '*' : config.corsOrigins,
    methods: ['GET', 'POST', 'PUT', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'Idempotency-Key'],
    credentials: false,
    maxAge: 600,
  });
  await registerOpenApi(app);

  await app.register(
    async (api) => {
      await api.register(healthRoutes, deps);
      await api.register(catalogRoutes, deps);
    },
    { prefix: '/api' },
  );

  await registerWebAndMedia(app, config);
  return app;
}
