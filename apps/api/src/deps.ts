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
import type { CatalogVersion } from './lib/catalog-version.ts';
import type { EventBus } from './lib/events.ts';
import type { Mailer } from './lib/mail.ts';
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
  /** Counters behind the attempt limits (sign-in, sign-up, recovery). */
  attempts: AttemptStore;
  /** The app's logger. */
  log: FastifyBaseLogger;
}

/**
 * What buildApp needs; mail and events default to what the configuration says, the catalog version
 * (what invalidates cached public answers) and the attempt counters to this process alone.
 */
export type AppInput = Pick<Deps, 'config' | 'database' | 'storage'> &
  Partial<Pick<Deps, 'mailer' | 'events' | 'attempts'>> & { catalogVersion?: CatalogVersion };

/** The Fastify instance every routes plugin registers on: request types come from the contract's Zod schemas. */
export type App = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;
