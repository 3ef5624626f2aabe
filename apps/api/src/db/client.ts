import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import {
  consoleLog,
  type ListenerLog,
  type PgListener,
  pgListener,
  type PgListenerOptions,
} from '../lib/pg-listener.ts';
import { migrationsDir } from '../paths.ts';
import { fillSearchNames } from './fill-search-names.ts';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
/** Both drivers answer raw queries (`db.execute`) with `{ rows }`. */
export interface RowsResultHKT extends PgQueryResultHKT {
  type: QueryRows<this['row']>;
}
type QueryRows<T> = { rows: T[] };
/** The one database interface the services use, whichever driver is behind it. */
export type Db = PgDatabase<RowsResultHKT, Schema>;
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export interface Database {
  db: Db;
  kind: 'postgresql' | 'pglite';
  /** Applies the migrations, then fills what a migration left to the code (db/fill-search-names.ts). */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** Where connection trouble is reported from now on (the console until the app's logger exists). */
  logTo?(log: ListenerLog): void;
  /**
   * Hears NOTIFY on a channel: on PostgreSQL through a LISTEN connection of its own, reconnected when
   * lost; on PGlite in its one session, which hears its own notifications as the statement that commits
   * them returns.
   */
  listener(options: ListenOptions): PgListener;
}

export type ListenOptions = Omit<PgListenerOptions, 'connectionString'>;

// numeric arrives from pg as a string; bigint counts (count(*)) as a string too. Parse both to numbers
// for the whole pool, so aggregate queries answer numbers on both drivers.
pg.types.setTypeParser(pg.types.builtins.NUMERIC, (v) => Number(v));
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));

/** Any number: the key of the lock instances take turns on to migrate. */
const MIGRATION_LOCK_KEY = 7_242_025;

/**
 * Runs `migrate` while holding a lock that instances starting together take turns on: the first applies
 * the migrations, the others then find nothing left to apply. The lock is held on a connection of its
 * own, so a pool of one connection still has it free for the migration.
 */
async function migrateInTurn(url: string, migrate: () => Promise<void>) {
  const lock = new pg.Client({ connectionString: url });
  await lock.connect();
  try {
    await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate();
  } finally {
    await lock.end();
  }
}

/** `poolSize`: connections kept open at most; a few per database core keep it busy, more only queue in it. */
export function openPostgres(url: string, poolSize = 10): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  let log = consoleLog;
  // An idle connection the server drops (restart, pg_terminate_backend, network) is reported here, and the
  // pool opens a new one on demand. Without a listener, the pool's 'error' event would end the process.
  pool.on('error', (err: Error & { code?: string }) =>
    // Not `{ err }`: node-postgres hangs the whole client on it.
    log.warn({ code: err.code, reason: err.message }, 'database: an idle connection was lost'),
  );
  const db = drizzlePg(pool, { schema }) as unknown as Db;
  return {
    db,
    kind: 'postgresql',
    migrate: () =>
      migrateInTurn(url, async () => {
        await migratePg(db as never, { migrationsFolder: migrationsDir });
        await fillSearchNames(db);
      }),
    close: () => pool.end(),
    logTo: (to) => void (log = to),
    listener: (options) => pgListener({ ...options, connectionString: url }),
  };
}

/**
 * Embedded PostgreSQL (WASM). `dataDir` undefined keeps it in memory, as tests do; `loadDataDir` starts
 * from a dump of another instance instead of running initdb.
 */
export async function openPglite(
  dataDir?: string,
  loadDataDir?: Blob,
): Promise<Database & { dump(): Promise<Blob> }> {
  let path: string | undefined;
  if (dataDir) {
    path = join(dataDir, 'pglite');
    mkdirSync(path, { recursive: true });
  }
  const client = await PGlite.create({
    dataDir: path,
    extensions: { pg_trgm },
    loadDataDir,
    parsers: { 1700: (v: string) => Number(v), 20: (v: string) => Number(v) },
  });
  const db = drizzlePglite(client, { schema }) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(db as never, { migrationsFolder: migrationsDir });
      await fillSearchNames(db);
    },
    close: () => client.close(),
    dump: () => client.dumpDataDir('none'),
    listener: (options) => pgliteListener(client, options),
  };
}

/** PGlite's own LISTEN: one session in this process, never lost. */
function pgliteListener(client: PGlite, options: ListenOptions): PgListener {
  let unlisten: (() => Promise<void>) | null = null;
  return {
    async start() {
      unlisten = await client.listen(options.channel, (payload) => options.onNotification(payload));
      options.onListening?.();
    },
    // Its one session has been handed every notification as the statement that committed it returned.
    sync: async () => {},
    async close() {
      const stop = unlisten;
      unlisten = null;
      // The database may be closed already; a closed database notifies no one.
      await stop?.().catch(() => {});
    },
  };
}

export function openDatabase(opts: {
  databaseUrl?: string;
  databasePoolSize?: number;
  dataDir: string;
}): Promise<Database> {
  return opts.databaseUrl
    ? Promise.resolve(openPostgres(opts.databaseUrl, opts.databasePoolSize))
    : openPglite(opts.dataDir);
}
