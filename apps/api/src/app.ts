import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { App, AppInput, Deps } from './deps.ts';
import { registerAbsoluteImages } from './lib/absolute-images.ts';
import { memoryAttemptStore } from './lib/attempt-store.ts';
import { registerAuth } from './lib/auth.ts';
import { inProcessCatalogVersion } from './lib/catalog-version.ts';
import { registerErrorHandling } from './lib/errors.ts';
import { inProcessEventBus } from './lib/events.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { createMailer } from './lib/mail.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { answerSerializerCompiler } from './lib/response-serializer.ts';
import { documentAccess } from './lib/route-schema.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { accountsRoutes } from './modules/accounts/routes.ts';
import { adminRoutes } from './modules/admin/routes.ts';
import { catalogRoutes } from './modules/catalog/routes.ts';
import { cartRoutes } from './modules/cart/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { ordersRoutes } from './modules/orders/routes.ts';
import { ownerRoutes } from './modules/owner/routes.ts';
import { paymentsRoutes } from './modules/payments/routes.ts';
import { siteRoutes } from './modules/site/routes.ts';
import { multipartOptions } from './modules/uploads/multipart.ts';
import { uploadsRoutes } from './modules/uploads/routes.ts';
import { registerAnswerCache } from './plugins/answer-cache.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerWebAndMedia } from './plugins/web-and-media.ts';

function createFastify(config: Config, logger: FastifyServerOptions['logger']): App {
  return Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // Every path ends with '/'; some clients call paths without it, and get the same answer.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
}

export async function buildApp(input: AppInput, logger: FastifyServerOptions['logger'] = false) {
  const { config, database, catalogVersion = inProcessCatalogVersion(), ...rest } = input;
  const app = createFastify(config, logger);
  // First: a cached answer is sent before any other hook runs.
  registerAnswerCache(app, catalogVersion, config.answerCacheBytes);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  registerErrorHandling(app);
  registerJsonBody(app);
  registerAuth(app, database.db);
  documentAccess(app);
  registerAbsoluteImages(app, config.publicUrl);

  registerSecurityHeaders(app, {
    // The web app loads its own scripts, styles and images only; media may be embedded by other sites.
    contentSecurityPolicy: {
      directives: {
        // PUBLIC_URL's origin too: answers name images by absolute URL, and the site may be reached by
        // another address (a LAN IP) than the one PUBLIC_URL names.
        'img-src': ["'self'", 'data:', 'blob:', new URL(config.publicUrl).origin],
        // Self-hosted installs may run on plain HTTP inside a LAN; upgrading would break them.
        'upgrade-insecure-requests': null,
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
  await app.register(multipart, multipartOptions);
  await registerOpenApi(app);
  const deps: Deps = {
    ...rest,
    config,
    database,
    db: database.db,
    mailer: input.mailer ?? createMailer(config, app.log),
    events: input.events ?? inProcessEventBus(),
    attempts: input.attempts ?? memoryAttemptStore(),
    log: app.log,
  };

  // Registration order is the order of the OpenAPI document's paths.
  const modules = [
    healthRoutes,
    catalogRoutes,
    feedbackRoutes,
    accountsRoutes,
    cartRoutes,
    ordersRoutes,
    paymentsRoutes,
    adminRoutes,
    ownerRoutes,
    eventsRoutes,
    uploadsRoutes,
    siteRoutes,
  ];
  await app.register(
    async (api) => {
      for (const routes of modules) await api.register(routes, deps);
    },
    { prefix: '/api' },
  );

  await registerWebAndMedia(app, config);
  return app;
}
