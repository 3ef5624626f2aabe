import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { benchDataDir, connectPg, loadCatalog, type Sql } from '../database.ts';
import { startBhoj } from '../servers.ts';
import type { Checkout } from './checkouts.ts';
import { MONEY_FOODS } from './options.ts';

/** A database of the run: its name, and where the server finds it. */
export interface MoneyDatabase {
  name: string;
  serverEnv: { DATABASE_URL: string; DATA_DIR: string };
  open(): Promise<Sql>;
}

function databaseOn(serverUrl: string, name: string): MoneyDatabase {
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    name,
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: join(benchDataDir, `server-${name}`) },
    open: () => connectPg(url.toString()),
  };
}

async function onServer<T>(serverUrl: string, work: (sql: Sql) => Promise<T>): Promise<T> {
  const admin = await connectPg(serverUrl);
  try {
    return await work(admin);
  } finally {
    await admin.close();
  }
}

/** Drops the database, ending whatever connections it still has, and its server's files (mails, media). */
export async function dropDatabase(serverUrl: string, database: MoneyDatabase) {
  await onServer(serverUrl, (sql) => sql.query(`drop database if exists ${database.name} with (force)`));
  rmSync(database.serverEnv.DATA_DIR, { recursive: true, force: true });
}

/**
 * The checkout's template: a new database migrated by one start of its own built server (so a newer
 * checkout's migrations run on it, an older one's schema stays as it was), then loaded with the catalog of
 * `npm run bench` at 5,000 foods through the same SQL for every checkout.
 */
export async function templateOf(serverUrl: string, checkout: Checkout): Promise<MoneyDatabase> {
  const template = databaseOn(serverUrl, `bhoj_money_${checkout.commit.slice(0, 12)}`);
  await dropDatabase(serverUrl, template);
  await onServer(serverUrl, (sql) => sql.query(`create database ${template.name}`));
  const migrating = await startBhoj(template.serverEnv, checkout.root);
  await migrating.stop();
  const sql = await template.open();
  await loadCatalog(sql, MONEY_FOODS).finally(() => sql.close());
  return template;
}

/** A fresh copy of a template for one round (PostgreSQL copies the files: a second or two). */
export async function copyOf(serverUrl: string, template: MoneyDatabase, round: number) {
  const copy = databaseOn(serverUrl, `${template.name}_r${round}`);
  await dropDatabase(serverUrl, copy);
  await onServer(serverUrl, (sql) => sql.query(`create database ${copy.name} template ${template.name}`));
  return copy;
}
