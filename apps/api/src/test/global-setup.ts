import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openPglite, openPostgres } from '../db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated PGlite data directory, dumped to a file: each test file loads a fresh copy in ~0.5 s. */
    pgliteDump: string;
    /** A migrated PostgreSQL database that each test file clones with CREATE DATABASE … TEMPLATE. */
    pgTemplate: string;
  }
}

/** Migrates once per run, so a test file's fresh database costs a copy, not a migration. */
export default async function setup(project: TestProject) {
  const dir = await mkdtemp(join(tmpdir(), 'bhoj-test-'));
  const cleanups: (() => Promise<unknown>)[] = [() => rm(dir, { recursive: true, force: true })];

  // The project's `env` reaches the test workers, not this process: read it from the project.
  if (project.config.env?.TEST_DATABASE === 'postgres') {
    const url = new URL(requiredDatabaseUrl());
    const template = `bhoj_tmpl_${process.pid}_${Date.now()}`;
    await adminQuery(url, `CREATE DATABASE ${template}`);
    url.pathname = `/${template}`;
    const database = openPostgres(url.toString());
    await database.migrate();
    await database.close();
    project.provide('pgTemplate', template);
    project.provide('pgliteDump', '');
    cleanups.push(() => adminQuery(new URL(requiredDatabaseUrl()), `DROP DATABASE IF EXISTS ${template}`));
  } else {
    const database = await openPglite();
    await database.migrate();
    const dump = await database.dump();
    await database.close();
    const file = join(dir, 'pglite.tar');
    await writeFile(file, Buffer.from(await dump.arrayBuffer()));
    project.provide('pgliteDump', file);
    project.provide('pgTemplate', '');
  }

  return async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  };
}

export function requiredDatabaseUrl(): string {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('TEST_DATABASE=postgres needs DATABASE_URL');
  return url;
}

/** Runs one statement on the server's maintenance connection (CREATE/DROP DATABASE cannot run in a pool tx). */
export async function adminQuery(url: URL, statement: string) {
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
