import { createServer } from 'node:http';
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
import { databaseChangeFeed } from './lib/change-feed.ts';
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
import { registerPublicUrl, requestForSite } from './lib/site-address.ts';
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
import { type FrontDoor, registerAnswerCache } from './plugins/answer-cache.ts';
import { registerAnswerCompression } from './plugins/answer-compression.ts';
import { registerOpenApi } from './plugins/openapi.ts';
import { registerStoredMedia } from './plugins/stored-media.ts';
import { registerWebAndMedia } from './plugins/web-and-media.ts';

/** The answer cache's front door, once it exists (the server is made before the cache). */
interface Front {
  door: FrontDoor | null;
}

/**
 * The HTTP/1 server Fastify would make, with the answer cache's front door before Fastify's handler: a
 * stored public answer costs a map lookup and a write, not a pass through the framework
 * (docs/ARCHITECTURE.md, answer cache). Fastify leaves the timeouts to whoever makes the server.
 */
function serverWithFrontDoor(front: Front, requestTimeoutMs: number): FastifyServerOptions['serverFactory'] {
  return (handler) => {
    return createServer(
      {
        // A client has this long to send a whole request, headers and body (then 408 and the connection
        // is closed): a body trickled a byte at a time cannot hold a connection for minutes. Answers are
        // not limited, so live-event streams stay open.
        requestTimeout: requestTimeoutMs,
        headersTimeout: Math.min(60_000, requestTimeoutMs),
        // How often Node looks for requests past their time; a fraction of it keeps the cut close to it.
        connectionsCheckingInterval: Math.min(30_000, Math.ceil(requestTimeoutMs / 4)),
        // Fastify's own default: longer than the usual proxy's idle timeout.
        keepAliveTimeout: 72_000,
      },
      (request, response) => {
        if (!front.door?.(request, response)) handler(request, response);
      },
    );
  };
}

/** Fastify logs a line for every request at level info and finer. */
function logsEachRequest(logger: FastifyServerOptions['logger']): boolean {
  if (!logger) return false;
  const level = typeof logger === 'object' && typeof logger.level === 'string' ? logger.level : 'info';
  return ['info', 'debug', 'trace'].includes(level);
}

function createFastify(config: Config, logger: FastifyServerOptions['logger'], front: Front): App {
  return Fastify({
    logger,
    serverFactory: serverWithFrontDoor(front, config.limits.requestTimeoutMs),
    trustProxy: trustProxyOption(config.trustProxy),
    bodyLimit: 1024 * 1024,
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
  const { config, database, webDir, ...rest } = input;
  const changes = input.changes ?? databaseChangeFeed(database);
  const front: Front = { door: null };
  const app = createFastify(config, logger, front);
  registerPublicUrl(app, config.publicUrl);
  const versions = answerVersions(changes);
  const tokens = tokenCache<AuthUser>(changes, config.tokenCacheSize);
  app.addHook('onClose', async () => {
    versions.close();
    tokens?.close();
    // A feed the caller handed in is the caller's to close.
    if (!input.changes) await changes.close();
  });
  database.logTo?.(app.log);
  // Draining from SIGTERM (server.ts) or from the app closing, whichever comes first.
  const instanceReadiness = input.readiness ?? readiness();
  app.addHook('preClose', async () => instanceReadiness.drain());
  registerClosingCachedAnswers(app, instanceReadiness);
  // Then: a cached answer is sent before any other hook runs.
  const door = registerAnswerCache(
    app,
    versions,
    config.answerCacheBytes,
    () => instanceReadiness.draining,
    requestForSite(config.publicUrl),
  );
  // Each answer is logged at LOG_LEVEL info and finer: then every request goes through Fastify, which logs.
  if (!logsEachRequest(logger)) front.door = door;
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
    codes: stores.codes,
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
  await registerWebAndMedia(app, config, versions, webDir);
  if (!input.changes) await changes.listen(app.log);
  return app;
}
