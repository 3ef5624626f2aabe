import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config.ts';
import type { Database, Db } from './db/client.ts';
import type { AttemptStore } from './lib/attempt-store.ts';
import type { ChangeFeed } from './lib/change-feed.ts';
import type { CodeStore } from './lib/code-store.ts';
import type { EventBus } from './lib/events.ts';
import type { LimitCounters } from './lib/limit-counters.ts';
import type { Mailer } from './lib/mail.ts';
import type { Readiness } from './lib/readiness.ts';
import type { Background } from './lib/background.ts';
import type { Semaphore } from './lib/semaphore.ts';
import type { Storage } from './lib/storage.ts';

/**
 * What every module receives. Routes build their services from it once; a service takes the members
 * it needs (`cartService({ db })`, `ownerOrdersService({ db, events })`).
 */
export interface Deps {
  config: Config;
  database: Database;
  /** `database.db`: the handle every query goes through. */
  db: Db;
  storage: Storage;
  /** Outgoing mail: SMTP_URL's server, or the DATA_DIR/outbox folder. */
  mailer: Mailer;
  /** Live events (SSE fan-out). */
  events: EventBus;
  /**
   * What changed, as the database tells every instance (whoever wrote it), so that what they keep in
   * memory follows.
   */
  changes: ChangeFeed;
  /** Counters behind the attempt limits (sign-in, sign-up, recovery). */
  attempts: AttemptStore;
  /** Sign-in codes mailed to accounts (docs/decisions/0021): in memory, or a store every instance shares. */
  codes: CodeStore;
  /** The app's logger. */
  log: FastifyBaseLogger;
  /** Per-user limits (streams open, images an hour): in memory, or a store every instance shares. */
  counters: LimitCounters;
  /** Image decoding and re-encoding in this process, at most `IMAGE_JOBS` at once. */
  imageJobs: Semaphore;
  /** Whether this instance is draining (from SIGTERM on). */
  readiness: Readiness;
  /** Work after the answer (receipt mails), awaited before the app closes. */
  background: Background;
  /** Whether Redis answers; undefined without REDIS_URL. */
  redisPing?: () => Promise<boolean>;
}

/**
 * What buildApp needs; mail, events and the limit and attempt counters (Redis with REDIS_URL) default to
 * what the configuration says, the change feed (what invalidates cached answers and tokens) to the
 * database's own, which buildApp listens to and closes with the app.
 */
export type AppInput = Pick<Deps, 'config' | 'database' | 'storage'> &
  Partial<
    Pick<Deps, 'mailer' | 'events' | 'changes' | 'counters' | 'imageJobs' | 'attempts' | 'readiness'>
  > & {
    /** The built web app to serve (default: apps/web/dist). */
    webDir?: string;
  };

/** The Fastify instance every routes plugin registers on: request types come from the contract's Zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
