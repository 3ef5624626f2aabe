import cors from '@fastify/cors';
import multipart from '@fastify/multipart';
import Fastify, { type FastifyServerOptions } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { App, AppInput, Deps } from './deps.ts';
import { registerAbsoluteImages } from './lib/absolute-images.ts';
import { answerVersions } from './lib/answer-versions.ts';
import { background } from './lib/background.ts';
import { type AuthUser, registerAuth } from './lib/auth.ts';
import { inProcessChangeFeed } from './lib/change-feed.ts';
import { registerErrorHandling } from './lib/errors.ts';
import { inProcessEventBus } from './lib/events.ts';
import { registerJsonBody } from './lib/json-body.ts';
import { createMailer } from './lib/mail.ts';
import { mediaUrls } from './lib/media-urls.ts';
import { readiness } from './lib/readiness.ts';
import { trustProxyOption } from './lib/trust-proxy.ts';
import { answerSerializerCompiler } from './lib/response-serializer.ts';
import { documentAccess } from './lib/route-schema.ts';
import { registerSecurityHeaders } from './lib/security-headers.ts';
import { tokenCache } from './lib/token-cache.ts';
import { semaphore } from './lib/semaphore.ts';
import { openSharedStores } from './lib/shared-stores.ts';
import { registerClosingCachedAnswers, registerClosingConnections } from './lib/shutdown.ts';
import { addressesRoutes } from './modules/addresses/routes.ts';
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
import { registerAnswerCompression } from './plugins/answer-compression.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerStoredMedia } from './plugins/stored-media.ts';
import { registerWebAndMedia } from './plugins/web-and-media.ts';

function createFastify(config: Config, logger: FastifyServerOptions['logger']): App {
  const { requestTimeoutMs } = config.limits;
  return Fastify({
    logger,
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
    // A client has this long to send a whole request, headers and body (then 408 and the connection is
    // closed): a body trickled a byte at a time cannot hold a connection for minutes. Answers are not
    // limited, so live-event streams stay open.
    requestTimeout: requestTimeoutMs,
    http: {
      headersTimeout: Math.min(60_000, requestTimeoutMs),
      // How often Node looks for requests past their time; a fraction of it keeps the cut close to it.
      connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
    },
    // Every path ends with '/'; some clients call paths without it, and get the same answer.
    routerOptions: { ignoreTrailingSlash: true, maxParamLength: 200 },
    // A call that arrives on an open connection while the server closes is answered as usual (with
    // `Connection: close`, `lib/shutdown.ts`), not refused with a 503 a proxy would pass on.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();
}

const imageOrigins = ({ publicUrl, storage }: Config) => [
  ...new Set([publicUrl, storage.s3?.publicUrl ?? publicUrl].map((url) => new URL(url).origin)),
];

export async function buildApp(input: AppInput, logger: FastifyServerOptions['logger'] = false) {
  const { config, database, changes = inProcessChangeFeed(), webDir, ...rest } = input;
  const app = createFastify(config, logger);
  const versions = answerVersions(changes);
  const tokens = tokenCache<AuthUser>(changes, config.tokenCacheSize);
  app.addHook('onClose', async () => {
    versions.close();
    tokens?.close();
  });
  database.logTo?.(app.log);
  // Draining from SIGTERM (server.ts) or from the app closing, whichever comes first.
  const instanceReadiness = input.readiness ?? readiness();
  app.addHook('preClose', async () => instanceReadiness.drain());
  registerClosingCachedAnswers(app, instanceReadiness);
  // Then: a cached answer is sent before any other hook runs.
  registerAnswerCache(app, versions, config.answerCacheBytes);
  // After the cache's own send step, which compresses the answers it keeps itself.
  registerAnswerCompression(app);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(answerSerializerCompiler);
  registerErrorHandling(app);
  registerClosingConnections(app, instanceReadiness);
  registerJsonBody(app);
  registerAuth(app, database.db, tokens);
  documentAccess(app);
  registerAbsoluteImages(app, mediaUrls(config).absolute);

  registerSecurityHeaders(app, {
    // The web app loads its own scripts, styles and images only; media may be embedded by other sites.
    contentSecurityPolicy: {
      directives: {
        // PUBLIC_URL's origin too: answers name images by absolute URL, and the site may be reached by
        // another address (a LAN IP) than the one PUBLIC_URL names.
        // S3_PUBLIC_URL's too, when images are read from the bucket or its CDN.
        'img-src': ["'self'", 'data:', 'blob:', ...imageOrigins(config)],
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
  await registerOpenApi(app, config.apiDocs);
  const stores = await openSharedStores(config, app.log);
  app.addHook('onClose', () => stores.close());
  const afterAnswers = background();
  app.addHook('onClose', () => afterAnswers.settle());
  const deps: Deps = {
    ...rest,
    config,
    database,
    db: database.db,
    mailer: input.mailer ?? createMailer(config, app.log),
    events: input.events ?? inProcessEventBus(),
    changes,
    attempts: input.attempts ?? stores.attempts,
    log: app.log,
    counters: input.counters ?? stores.counters,
    imageJobs: input.imageJobs ?? semaphore(config.limits.imageJobs),
    readiness: instanceReadiness,
    redisPing: stores.ping,
    background: afterAnswers,
  };

  // Registration order is the order of the OpenAPI document's paths.
  const modules = [
    healthRoutes,
    catalogRoutes,
    feedbackRoutes,
    accountsRoutes,
    addressesRoutes,
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

  if (input.storage.open) registerStoredMedia(app, input.storage.open);
  await registerWebAndMedia(app, config, webDir);
  return app;
}
