import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { consoleLog, type ListenerLog, pgListener } from './pg-listener.ts';

/**
 * A counter that moves whenever something a public answer shows may have changed, on this instance or
 * on any other one sharing the database. The answer cache keeps an answer only while the counter stays
 * where it was when the answer's request began.
 */
export interface CatalogVersion {
  /** This instance's counter; it only grows. */
  current(): number;
  /** False while changes made elsewhere could go unheard (a lost listener): nothing may be cached then. */
  trusted(): boolean;
  /** Moves the counter at once, then tells the other instances. Never rejects. */
  bump(): Promise<void>;
  close(): Promise<void>;
}

/** One process only: the embedded database, and tests. */
export function inProcessCatalogVersion(): CatalogVersion {
  let version = 0;
  return {
    current: () => version,
    trusted: () => true,
    async bump() {
      version++;
    },
    async close() {},
  };
}

export const CATALOG_CHANNEL = 'bhoj_catalog';

export interface PostgresCatalogVersion extends CatalogVersion {
  /** Opens the LISTEN connection (rejects when it cannot); until then nothing is trusted. */
  listen(log?: ListenerLog): Promise<void>;
}

export interface PostgresCatalogVersionOptions {
  connectionString: string;
  /** NOTIFY goes through the app's pool. */
  db: Db;
  /** Tests use their own channel so parallel runs do not hear each other. */
  channel?: string;
  reconnectMs?: number;
}

/**
 * Across instances: a bump is `pg_notify` on the catalog channel, and every other instance that hears it
 * moves its own counter. A lost listener may miss bumps, so the cache is distrusted until it is back, and
 * the reconnection itself moves the counter (whatever was stored before it is dropped).
 */
export function postgresCatalogVersion(options: PostgresCatalogVersionOptions): PostgresCatalogVersion {
  const { connectionString, db, channel = CATALOG_CHANNEL, reconnectMs } = options;
  // Notifications from this instance carry its id, so it does not count its own bumps twice.
  const self = randomUUID();
  let version = 0;
  let listening = false;
  let log = consoleLog;
  const listener = pgListener({
    connectionString,
    channel,
    name: 'catalog version',
    applicationName: 'bhoj-catalog',
    reconnectMs,
    onNotification: (payload) => {
      if (payload !== self) version++;
    },
    onListening: () => {
      version++;
      listening = true;
    },
    onLost: () => {
      listening = false;
    },
  });
  return {
    current: () => version,
    trusted: () => listening,
    async bump() {
      version++;
      try {
        await db.execute(sql`select pg_notify(${channel}, ${self})`);
      } catch (err) {
        log.error({ err }, 'catalog version: could not tell the other instances');
      }
    },
    async listen(logTo) {
      if (logTo) log = logTo;
      await listener.start(logTo);
    },
    async close() {
      listening = false;
      await listener.close();
    },
  };
}
