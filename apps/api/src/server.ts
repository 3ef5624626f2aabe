import { join } from 'node:path';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './db/ensure-admin.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/index.ts';
import { postgresCatalogVersion } from './lib/catalog-version.ts';
import { inProcessEventBus, postgresEventBus } from './lib/events.ts';
import { diskStorage } from './lib/storage.ts';

const config = loadConfig();
const logger = {
  level: config.logLevel,
  ...(config.env === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
};

const database = await openDatabase(config);
await database.migrate();
const storage = diskStorage(join(config.dataDir, 'media'));

if (config.admin) await ensureAdmin(database.db, config.admin);
const seeded = config.demoData ? await seedDemoData(database.db, storage) : null;

// Live events: LISTEN/NOTIFY reaches every API instance on PostgreSQL; PGlite is one process anyway.
const pgEvents = config.databaseUrl
  ? postgresEventBus({ connectionString: config.databaseUrl, db: database.db })
  : null;
const events = pgEvents ?? inProcessEventBus();
// Cached public answers: a change on any instance reaches the others the same way.
const catalogVersion = config.databaseUrl
  ? postgresCatalogVersion({ connectionString: config.databaseUrl, db: database.db })
  : undefined;
const app = await buildApp({ config, database, storage, events, catalogVersion }, logger);
if (config.env === 'production' && !config.secretKeySet) {
  app.log.warn(
    'SECRET_KEY is not set: device cookies are signed with a random key that changes at every start, so ' +
      'browsers lose their exemption from sign-in lockouts at each restart. Set SECRET_KEY (32+ characters).',
  );
}
await pgEvents?.listen(app.log);
await catalogVersion?.listen(app.log);

const shutdown = async (signal: string) => {
  app.log.info(`${signal}: shutting down`);
  await app.close();
  await events.close();
  await catalogVersion?.close();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void shutdown('SIGINT'));
process.once('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`\nBhoj is running at ${config.publicUrl} (database: ${where})`);
if (config.demoData) {
  console.log(seeded ? 'Demo data was seeded. Demo accounts:' : 'Demo accounts:');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    console.log(`  ${role.padEnd(9)} ${account.email.padEnd(24)} password: ${account.password}`);
  }
}
