import {
  type BenchDatabase,
  holdsCatalog,
  loadCatalog,
  pgliteDatabase,
  postgresDatabase,
} from './database.ts';
import type { Options } from './options.ts';
import { catalogSize } from './seed-sql.ts';
import { startBhoj } from './servers.ts';

/** The bench database the options name, holding its catalog (loaded now if it was not). */
export async function benchDatabase(options: Options): Promise<BenchDatabase> {
  const database =
    options.db === 'postgres'
      ? await postgresDatabase(options.serverUrl!, options.foods)
      : pgliteDatabase(options.foods);
  await prepareCatalog(database, options.foods);
  return database;
}

/** Makes sure the bench database holds the catalog: migrated by the server's own start, then loaded. */
async function prepareCatalog(database: BenchDatabase, foods: number) {
  const size = catalogSize(foods);
  const sql = await database.open();
  const ready = await holdsCatalog(sql, foods).catch(() => false);
  await sql.close();
  if (ready) return console.log(`Reusing the catalog of ${database.label}`);

  console.log(`Migrating ${database.label} (one start of the built server)`);
  const migrating = await startBhoj(database.serverEnv);
  await migrating.stop();

  console.log(
    `Loading ${size.foods} foods, ${size.restaurants} restaurants, ${size.customers} customers, ` +
      `${size.orders} orders with their comments and lines`,
  );
  const startedAt = Date.now();
  const loading = await database.open();
  await loadCatalog(loading, foods).finally(() => loading.close());
  console.log(`Loaded in ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
}
