import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { BENCH_CUSTOMER, searchNamesStatement, seedStatements } from './seed-sql.ts';

/** One connection to the bench database, whichever kind it is. */
export interface Sql {
  query<T>(text: string): Promise<T[]>;
  close(): Promise<void>;
}

/** Where Bhoj finds the bench database: DATABASE_URL (PostgreSQL) or DATA_DIR (PGlite), as server env. */
export interface BenchDatabase {
  label: string;
  serverEnv: { DATA_DIR: string; DATABASE_URL?: string };
  open(): Promise<Sql>;
}

export const benchDataDir = join(import.meta.dirname, '..', '.data');

export async function postgresDatabase(serverUrl: string, foods: number): Promise<BenchDatabase> {
  const name = `bhoj_bench_${foods}`;
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const admin = await connectPg(serverUrl);
  try {
    const found = await admin.query(`select 1 from pg_database where datname = '${name}'`);
    if (found.length === 0) await admin.query(`create database ${name}`);
  } finally {
    await admin.close();
  }
  return {
    label: `PostgreSQL database ${name}`,
    serverEnv: { DATABASE_URL: url.toString(), DATA_DIR: join(benchDataDir, `server-${name}`) },
    open: () => connectPg(url.toString()),
  };
}

export function pgliteDatabase(foods: number): BenchDatabase {
  const dataDir = join(benchDataDir, `pglite-${foods}`);
  return {
    label: `PGlite in ${dataDir}`,
    serverEnv: { DATA_DIR: dataDir },
    async open() {
      // The server keeps its PGlite files in DATA_DIR/pglite.
      mkdirSync(join(dataDir, 'pglite'), { recursive: true });
      const client = await PGlite.create({ dataDir: join(dataDir, 'pglite'), extensions: { pg_trgm } });
      return {
        query: async <T>(text: string) => (await client.query<T>(text)).rows,
        close: () => client.close(),
      };
    },
  };
}

export async function connectPg(url: string): Promise<Sql> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  return {
    query: async <T>(text: string) => (await client.query(text)).rows as T[],
    close: () => client.end(),
  };
}

/** Whether the database already holds the catalog of this size (a previous run loaded it). */
export async function holdsCatalog(sql: Sql, foods: number): Promise<boolean> {
  const [row] = await sql.query<{ foods: number }>(
    `select (select count(*) from foods)::int as foods where exists (select 1 from carts)`,
  );
  return row?.foods === foods;
}

/**
 * Loads the catalog into a migrated, empty database in one transaction. The indexes of the big tables
 * (all but the constraints' own) are dropped first and built again from their definitions at the end:
 * building an index once is much faster than updating it row by row at a million foods.
 */
export async function loadCatalog(sql: Sql, foods: number) {
  const passwordHash = await hash(BENCH_CUSTOMER.password, {
    memoryCost: 19456,
    timeCost: 2,
    parallelism: 1,
  });
  await sql.query('begin');
  try {
    await sql.query(`truncate users, categories, tags restart identity cascade`);
    const indexes = await sql.query<{ name: string; definition: string }>(
      `select indexname as name, indexdef as definition from pg_indexes
       where schemaname = 'public' and tablename in ('foods', 'comments', 'orders', 'order_lines', 'users')
         and indexname not in (select conname from pg_constraint)`,
    );
    for (const index of indexes) await sql.query(`drop index "${index.name}"`);
    for (const statement of seedStatements(foods, passwordHash)) await sql.query(statement);
    const names = await sql.query<{ name: string }>('select distinct name from foods');
    await sql.query(searchNamesStatement(names.map((row) => row.name)));
    for (const index of indexes) await sql.query(index.definition);
    await sql.query('commit');
  } catch (error) {
    await sql.query('rollback');
    throw error;
  }
  await sql.query('vacuum analyze');
}
