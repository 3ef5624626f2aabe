import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { AppInput } from '../deps.ts';
import { type Database, openPglite, openPostgres } from '../db/client.ts';
import { background } from '../lib/background.ts';
import { databaseChangeFeed } from '../lib/change-feed.ts';
import { inProcessEventBus } from '../lib/events.ts';
import { createMailer } from '../lib/mail.ts';
import { openStorage } from '../lib/open-storage.ts';
import { adminQuery, requiredDatabaseUrl } from './global-setup.ts';

export const testDatabaseKind = process.env.TEST_DATABASE === 'postgres' ? 'postgresql' : 'pglite';

/** A fresh, migrated database for one test file: a PGlite copy, or a PostgreSQL clone of the template. */
export async function openTestDatabase(): Promise<Database> {
  if (testDatabaseKind === 'pglite') {
    const dump = await readFile(inject('pgliteDump'));
    return openPglite(undefined, new Blob([dump]));
  }
  const url = new URL(requiredDatabaseUrl());
  const name = `bhoj_t_${randomBytes(6).toString('hex')}`;
  await adminQuery(url, `CREATE DATABASE ${name} TEMPLATE ${inject('pgTemplate')}`);
  const server = new URL(url);
  url.pathname = `/${name}`;
  const database = openPostgres(url.toString());
  return {
    ...database,
    close: async () => {
      await database.close();
      await adminQuery(server, `DROP DATABASE IF EXISTS ${name}`);
    },
  };
}

export type TestContext = Awaited<ReturnType<typeof createTestContext>>;

/**
 * The whole API on a fresh database and data directory, driven through `app.inject`; images go where
 * `env` says (STORAGE), DATA_DIR/media by default. `changes` is the feed the app follows: the database's
 * own unless `input` hands it another.
 */
export async function createTestContext(
  env: Record<string, string> = {},
  input: Pick<AppInput, 'events' | 'webDir' | 'readiness' | 'changes'> = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'bhoj-api-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false', ...env });
  const database = await openTestDatabase();
  const storage = await openStorage(config);
  const changes = input.changes ?? databaseChangeFeed(database);
  if (!input.changes) await changes.listen();
  const app = await buildApp({ config, database, storage, ...input, changes });
  return {
    app,
    db: database.db,
    database,
    changes,
    config,
    storage,
    dataDir,
    async close() {
      await app.close();
      if (!input.changes) await changes.close();
      await database.close();
      // Retries: a receipt mail may still be landing in the outbox as the app closes.
      await rm(dataDir, { recursive: true, force: true, maxRetries: 5 });
    },
  };
}

/**
 * What code that runs beside the routes and announces what it did (the payment-expiry sweep) needs,
 * from a test context: an event bus of its own, the context's mailer, and background work to settle.
 */
export const announceDeps = (ctx: TestContext) => ({
  db: ctx.db,
  events: inProcessEventBus(),
  log: ctx.app.log,
  mailer: createMailer(ctx.config, ctx.app.log),
  config: ctx.config,
  background: background(),
});
