import { setTimeout as sleep } from 'node:timers/promises';
import { buildApp } from './app.ts';
import { loadConfig, startupWarnings } from './config.ts';
import { openDatabase } from './db/client.ts';
import { ensureAdmin } from './db/ensure-admin.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './db/seed/index.ts';
import { inProcessEventBus, postgresEventBus } from './lib/events.ts';
import { openStorage } from './lib/open-storage.ts';
import { readiness } from './lib/readiness.ts';
import { exitOnSignals } from './lib/shutdown.ts';

const config = loadConfig();
const logger = {
  level: config.logLevel,
  ...(config.env === 'development' && process.stdout.isTTY ? { transport: { target: 'pino-pretty' } } : {}),
};

const database = await openDatabase(config);
await database.migrate();
const storage = await openStorage(config);

if (config.admin) await ensureAdmin(database.db, config.admin);
const seeded = config.demoData ? await seedDemoData(database.db, storage) : null;

// Live events: LISTEN/NOTIFY reaches every API instance on PostgreSQL; PGlite is one process anyway.
const pgEvents = config.databaseUrl
  ? postgresEventBus({ connectionString: config.databaseUrl, db: database.db })
  : null;
const events = pgEvents ?? inProcessEventBus();
// Cached answers and tokens follow the changes the database tells of (buildApp listens for them).
const ready = readiness();
const app = await buildApp({ config, database, storage, events, readiness: ready }, logger);
for (const warning of startupWarnings(config)) app.log.warn(`WARNING: ${warning}`);
await pgEvents?.listen(app.log);

// Calls in flight get as long as a request may take to arrive, and a little more to be answered.
const graceMs = config.limits.requestTimeoutMs + 10_000;
exitOnSignals(
  async () => {
    // Readiness answers 503 at once; the instance keeps answering for SHUTDOWN_DELAY_SECONDS, so that
    // load balancers polling it stop sending traffic before it stops listening.
    ready.drain();
    if (config.shutdownDelayMs > 0) await sleep(config.shutdownDelayMs);
    await app.close();
    await events.close();
    await database.close();
  },
  app.log,
  graceMs,
);

await app.listen({ port: config.port, host: config.host });

const where = config.databaseUrl ? 'PostgreSQL' : `embedded PGlite in ${config.dataDir}`;
console.log(`\nBhoj is running at ${config.publicUrl} (database: ${where})`);
if (config.demoData) {
  console.log(seeded ? 'Demo data was seeded. Demo accounts:' : 'Demo accounts:');
  for (const [role, account] of Object.entries(DEMO_ACCOUNTS)) {
    console.log(`  ${role.padEnd(9)} ${account.email.padEnd(24)} password: ${account.password}`);
  }
}
