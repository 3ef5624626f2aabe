import { randomBytes } from 'node:crypto';
import { isIP } from 'node:net';
import { resolve } from 'node:path';
import { z } from 'zod';

const bool = z
  .enum(['true', 'false', '1', '0', 'yes', 'no', 'on', 'off'])
  .transform((v) => ['true', '1', 'yes', 'on'].includes(v));

const deliveryHours = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d-([01]\d|2[0-4]):[0-5]\d$/, 'expected HH:MM-HH:MM')
  .transform((v) => {
    const [open, close] = v.split('-') as [string, string];
    return { open, close };
  });

/** Fastify's names for groups of addresses, besides IPs and CIDRs. */
const ADDRESS_GROUPS = ['loopback', 'linklocal', 'uniquelocal'];
const isAddressOrRange = (entry: string) => {
  const [address = '', bits, ...rest] = entry.split('/');
  if (rest.length > 0) return false;
  const family = isIP(address);
  if (bits === undefined) return family !== 0 || ADDRESS_GROUPS.includes(address);
  return family !== 0 && /^\d+$/.test(bits) && Number(bits) <= (family === 4 ? 32 : 128);
};

/** TRUST_PROXY: true/false, a hop count, or the proxies' addresses and CIDRs, comma-separated. */
const trustProxy = z.string().transform((value, ctx): boolean | number | string[] => {
  const v = value.trim().toLowerCase();
  if (['true', 'yes', 'on'].includes(v)) return true;
  if (['false', 'no', 'off', ''].includes(v)) return false;
  if (/^\d+$/.test(v)) return Number(v);
  const entries = v.split(',').map((entry) => entry.trim());
  if (entries.every(isAddressOrRange)) return entries;
  ctx.addIssue({ code: 'custom', message: 'expected true, false, a hop count, or IP addresses and CIDRs' });
  return z.NEVER;
});

const env = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATABASE_URL: z.string().url().optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(1000).default(10),
  DATA_DIR: z.string().default('./data'),
  PUBLIC_URL: z.string().url().optional(),
  CORS_ORIGINS: z.string().default('*'),
  ADMIN_EMAIL: z.string().email().optional(),
  ADMIN_PASSWORD: z.string().min(8).optional(),
  DEMO_DATA: bool.optional(),
  SMTP_URL: z.string().optional(),
  MAIL_FROM: z.string().default('Bhoj <no-reply@bhoj.local>'),
  /** Required in production: the sandbox must be chosen on purpose there. */
  PAYMENT_PROVIDER: z.enum(['sandbox', 'sslcommerz']).optional(),
  SSLCOMMERZ_STORE_ID: z.string().optional(),
  SSLCOMMERZ_STORE_PASSWORD: z.string().optional(),
  SSLCOMMERZ_LIVE: bool.default(false),
  /** Test-only: where a fake SSLCommerz listens. Unset: the sandbox or (SSLCOMMERZ_LIVE) live gateway. */
  SSLCOMMERZ_BASE_URL: z.string().url().optional(),
  DELIVERY_HOURS: deliveryHours.optional(),
  /** An online order not paid within this many minutes is canceled ("payment not completed"). */
  ORDER_PAYMENT_TIMEOUT_MINUTES: z.coerce.number().int().min(1).max(10_080).default(30),
  STORAGE: z.enum(['disk', 's3']).default('disk'),
  S3_ENDPOINT: z.string().url().optional(),
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: z.string().url().optional(),
  REDIS_URL: z.string().url().optional(),
  REDIS_KEY_PREFIX: z.string().default('bhoj:'),
  SHUTDOWN_DELAY_SECONDS: z.coerce.number().min(0).default(0),
  TRUST_PROXY: trustProxy.default(false),
  RATE_LIMIT_AUTH_PER_MINUTE: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_AUTH_PER_IP_PER_MINUTE: z.coerce.number().int().min(0).default(60),
  RATE_LIMIT_RECOVERY_MAILS_PER_HOUR: z.coerce.number().int().min(0).default(3),
  SECRET_KEY: z.string().min(32, 'must be at least 32 characters').optional(),
  /** Memory for cached public answers; 0 turns the cache off. Tests default to 0. */
  ANSWER_CACHE_MB: z.coerce.number().min(0).optional(),
  /** Resolved tokens kept in memory; 0 turns the token cache off. Tests default to 0. */
  TOKEN_CACHE_SIZE: z.coerce.number().int().min(0).optional(),
  /** The ranked search's in-memory index of the listed foods. Tests default to off. */
  SEARCH_INDEX: bool.optional(),
  /** Storefront pages sent drawn by the server (decision 19); false: their data only, drawn in the browser. */
  DRAW_ON_SERVER: bool.optional(),
  // Limits on slow and long-lived connections and on costly work.
  REQUEST_TIMEOUT_SECONDS: z.coerce.number().int().min(1).default(30),
  EVENT_STREAMS_PER_USER: z.coerce.number().int().min(1).default(5),
  EVENT_STREAMS_TOTAL: z.coerce.number().int().min(1).default(1000),
  UPLOADS_PER_HOUR: z.coerce.number().int().min(0).default(60),
  IMAGE_JOBS: z.coerce.number().int().min(1).default(2),
  API_DOCS: bool.optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
});

export type Config = ReturnType<typeof loadConfig>;

/** Every environment variable the server reads, parsed and defaulted here and nowhere else. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env) {
  const parsed = env.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const production = e.NODE_ENV === 'production';
  if (e.ADMIN_EMAIL && !e.ADMIN_PASSWORD)
    throw new Error('Invalid configuration: ADMIN_EMAIL needs ADMIN_PASSWORD');
  if (e.STORAGE === 's3' && !e.S3_BUCKET)
    throw new Error('Invalid configuration: STORAGE=s3 needs S3_BUCKET');
  if (production && !e.PAYMENT_PROVIDER)
    throw new Error(
      'Invalid configuration: set PAYMENT_PROVIDER in production (sslcommerz; sandbox takes no money)',
    );
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    databaseUrl: e.DATABASE_URL,
    /** PostgreSQL connections the API keeps open at most; requests beyond them wait for a free one. */
    databasePoolSize: e.DATABASE_POOL_SIZE,
    dataDir: resolve(e.DATA_DIR),
    publicUrl: (e.PUBLIC_URL ?? `http://localhost:${e.PORT}`).replace(/\/$/, ''),
    corsOrigins: e.CORS_ORIGINS === '*' ? ('*' as const) : e.CORS_ORIGINS.split(',').map((o) => o.trim()),
    admin:
      e.ADMIN_EMAIL && e.ADMIN_PASSWORD ? { email: e.ADMIN_EMAIL, password: e.ADMIN_PASSWORD } : undefined,
    demoData: e.DEMO_DATA ?? !production,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM },
    payments: {
      provider: e.PAYMENT_PROVIDER ?? 'sandbox',
      timeoutMinutes: e.ORDER_PAYMENT_TIMEOUT_MINUTES,
      sslcommerz: {
        storeId: e.SSLCOMMERZ_STORE_ID,
        storePassword: e.SSLCOMMERZ_STORE_PASSWORD,
        live: e.SSLCOMMERZ_LIVE,
        baseUrl: (
          e.SSLCOMMERZ_BASE_URL ??
          (e.SSLCOMMERZ_LIVE ? 'https://securepay.sslcommerz.com' : 'https://sandbox.sslcommerz.com')
        ).replace(/\/$/, ''),
      },
    },
    /** undefined: orders are accepted at any hour. */
    deliveryHours: e.DELIVERY_HOURS ?? (production ? { open: '10:00', close: '22:00' } : undefined),
    storage: {
      driver: e.STORAGE,
      /** STORAGE=s3: where images go. A custom endpoint (MinIO, Garage, …) is addressed path-style. */
      s3:
        e.STORAGE === 's3'
          ? {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET!,
              credentials:
                e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
                  ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
                  : undefined,
              /** Where clients read the bucket's objects (a CDN, the bucket's URL); unset: /media/ on the API. */
              publicUrl: e.S3_PUBLIC_URL?.replace(/\/$/, ''),
            }
          : undefined,
    },
    /** Counters every instance shares (attempt limits, stream slots, upload quotas); unset: per process. */
    redis: e.REDIS_URL ? { url: e.REDIS_URL, keyPrefix: e.REDIS_KEY_PREFIX } : undefined,
    /** After SIGTERM: how long to keep answering while readiness says 503, before closing. */
    shutdownDelayMs: e.SHUTDOWN_DELAY_SECONDS * 1000,
    /**
     * Behind a reverse proxy: which X-Forwarded-For entries to believe. A hop count believes that many
     * proxies (each appends the address it saw), addresses believe only those proxies, `true` believes
     * every entry, the client-written left-most one included.
     */
    trustProxy: e.TRUST_PROXY,
    /** Attempt limits per minute (docs/SECURITY.md); `perAccount` 0 turns them all off. */
    authAttempts: {
      /**
       * Failed sign-ins per account from new browsers, beyond which they need a mailed code as well; and
       * per known browser (its device cookie), beyond which it waits for the minute to end.
       */
      perAccount: e.RATE_LIMIT_AUTH_PER_MINUTE,
      /** Failed sign-ins, sign-ups, recovery and sign-in code requests per client IP. */
      perIp: e.RATE_LIMIT_AUTH_PER_IP_PER_MINUTE,
      /** Password reset mails one address gets per hour; further requests are answered alike, unmailed. 0: no cap. */
      recoveryMailsPerHour: e.RATE_LIMIT_RECOVERY_MAILS_PER_HOUR,
    },
    /** Signs device cookies. Unset: a random key per start (cookies then last until the next restart). */
    secretKey: e.SECRET_KEY ?? randomBytes(32).toString('hex'),
    secretKeySet: e.SECRET_KEY !== undefined,
    limits: {
      /** How long a client may take to send a whole request (headers and body); then 408. */
      requestTimeoutMs: e.REQUEST_TIMEOUT_SECONDS * 1000,
      /** Live-event streams open at once, per user and in this instance; then 429. */
      eventStreamsPerUser: e.EVENT_STREAMS_PER_USER,
      eventStreamsTotal: e.EVENT_STREAMS_TOTAL,
      /** Images a user may send per hour (uploads and profile pictures); 0: no limit. */
      uploadsPerHour: e.UPLOADS_PER_HOUR,
      /** Images decoded and re-encoded at once in this instance; others wait their turn. */
      imageJobs: e.IMAGE_JOBS,
    },
    /** The OpenAPI document and its browser at /api/docs: off in production unless API_DOCS=true. */
    apiDocs: e.API_DOCS ?? !production,
    logLevel: e.LOG_LEVEL,
    answerCacheBytes: Math.round((e.ANSWER_CACHE_MB ?? (e.NODE_ENV === 'test' ? 0 : 64)) * 1024 * 1024),
    tokenCacheSize: e.TOKEN_CACHE_SIZE ?? (e.NODE_ENV === 'test' ? 0 : 10_000),
    searchIndex: e.SEARCH_INDEX ?? e.NODE_ENV !== 'test',
    drawOnServer: e.DRAW_ON_SERVER ?? true,
  };
}

/** What an operator must see at start: settings that are allowed but dangerous where they are. */
export function startupWarnings(config: Config): string[] {
  if (config.env !== 'production') return [];
  const warnings: string[] = [];
  if (config.payments.provider === 'sandbox') {
    warnings.push(
      'PAYMENT_PROVIDER=sandbox in production: customers can mark their orders paid on a built-in ' +
        'page that takes no money. Use it for demos only.',
    );
  }
  if (!config.secretKeySet) {
    warnings.push(
      'SECRET_KEY is not set: device cookies and sign-in codes are signed with a random key that changes at ' +
        'every start, so known browsers are forgotten and mailed codes stop working at each restart. Set ' +
        'SECRET_KEY (32+ characters).',
    );
  }
  return warnings;
}
