import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect, createServer, type Server, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { type Database, openPostgres } from './db/client.ts';
import { isConnectionLost } from './lib/db-errors.ts';
import { MESSAGES } from './lib/errors.ts';
import { type BusEvent, postgresEventBus, type PostgresEventBus } from './lib/events.ts';
import { diskStorage } from './lib/storage.ts';
import { openTestDatabase, testDatabaseKind } from './test/context.ts';
import { createUser } from './test/factories.ts';
import { adminQuery, requiredDatabaseUrl } from './test/global-setup.ts';

// What the API answers when PostgreSQL goes away: 503 with Retry-After, health "down", the process up,
// and everything back by itself once the database answers again.
let dataDir: string;
const logLines: string[] = [];
const logger = { level: 'warn', stream: { write: (line: string) => void logLines.push(line) } };

async function apiOn(database: Database, events?: PostgresEventBus) {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false' });
  return buildApp({ config, database, storage: diskStorage(join(dataDir, 'media')), events }, logger);
}
type Api = Awaited<ReturnType<typeof apiOn>>;

const get = (app: Api, url: string, headers: Record<string, string> = {}) =>
  app.inject({ method: 'GET', url, headers });

async function expectUnavailable(app: Api, headers: Record<string, string> = {}) {
  for (const url of ['/api/restaurant/categories/', '/api/cart/list/']) {
    const res = await get(app, url, headers);
    expect(res.statusCode, url).toBe(503);
    expect(res.headers['retry-after'], url).toBe('5');
    expect(res.json(), url).toEqual({ detail: MESSAGES.unavailable });
  }
  const health = await get(app, '/api/health/');
  expect(health.statusCode).toBe(503);
  expect(health.json()).toEqual({ status: 'unavailable', version: expect.any(String), database: 'down' });
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bhoj-outage-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

describe('a PostgreSQL server nothing answers at', () => {
  it('answers every call 503 with Retry-After, and health 503 "down"', async () => {
    const free = createServer();
    await new Promise<void>((done) => free.listen(0, '127.0.0.1', done));
    const { port } = free.address() as AddressInfo;
    await new Promise((done) => free.close(done));
    const database = openPostgres(`postgres://postgres@127.0.0.1:${port}/bhoj`);
    const app = await apiOn(database);
    try {
      // A token's lookup fails the same way: 503, never a 401 that would sign the client out.
      await expectUnavailable(app, { authorization: 'Token some-key' });
    } finally {
      await app.close();
      await database.close();
    }
  });
});

/** A TCP hop in front of PostgreSQL that the test can cut (connections dropped, new ones refused) and restore. */
async function tcpProxy(target: URL) {
  const sockets = new Set<Socket>();
  const server: Server = createServer((client) => {
    const upstream = connect(Number(target.port || 5432), target.hostname);
    const pair: [Socket, Socket][] = [
      [client, upstream],
      [upstream, client],
    ];
    for (const [socket, other] of pair) {
      sockets.add(socket);
      socket.on('error', () => socket.destroy());
      socket.on('close', () => (sockets.delete(socket), other.destroy()));
    }
    client.pipe(upstream).pipe(client);
  });
  const listen = (port: number) =>
    new Promise<void>((done) => server.listen(port, '127.0.0.1', () => done()));
  await listen(0);
  const { port } = server.address() as AddressInfo;
  return {
    port,
    async down() {
      const closed = once(server, 'close');
      server.close();
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    up: () => listen(port),
  };
}

/** Names the API's pool connections in pg_stat_activity. */
const APP_POOL = 'bhoj-outage-test';

if (testDatabaseKind === 'postgresql') {
  describe('PostgreSQL going away and coming back', () => {
    let testDb: Database;
    let name: string;
    let proxy: Awaited<ReturnType<typeof tcpProxy>>;
    let database: Database;
    let events: PostgresEventBus;
    let app: Api;
    let token: Record<string, string>;

    beforeAll(async () => {
      testDb = await openTestDatabase();
      const { rows } = await testDb.db.execute<{ name: string }>(sql`select current_database() as name`);
      name = rows[0]!.name;
      token = (await createUser(testDb.db)).auth;
      const server = new URL(requiredDatabaseUrl());
      proxy = await tcpProxy(server);
      const url = new URL(server);
      url.host = `127.0.0.1:${proxy.port}`;
      url.pathname = `/${name}`;
      url.searchParams.set('application_name', APP_POOL);
      database = openPostgres(url.toString(), 4);
      events = postgresEventBus({
        connectionString: url.toString(),
        db: database.db,
        channel: `bhoj_outage_${process.pid}`,
        reconnectMs: 50,
      });
      app = await apiOn(database, events);
      await events.listen(app.log);
    });
    afterAll(async () => {
      await app.close();
      await events.close();
      await database.close();
      await proxy.down();
      await testDb.close();
    });

    const healthy = async () => {
      expect((await get(app, '/api/health/')).statusCode).toBe(200);
      expect((await get(app, '/api/restaurant/categories/')).statusCode).toBe(200);
      expect((await get(app, '/api/cart/list/', token)).statusCode).toBe(200);
    };

    /** Publishes until the bus delivers again: its LISTEN connection is back. */
    async function liveEventsFlow(userId: number) {
      const heard: BusEvent[] = [];
      const stop = events.subscribe(userId, (event) => heard.push(event));
      const event: BusEvent = {
        type: 'order.status',
        userId,
        data: { line_id: 1, order_id: 1, status: 'Paid' },
      };
      await vi.waitFor(
        async () => {
          await events.publish(event);
          await new Promise((tick) => setTimeout(tick, 100));
          expect(heard).toContainEqual(event);
        },
        { timeout: 15_000, interval: 50 },
      );
      stop();
    }

    it('survives every backend of its database being terminated: the next calls succeed', async () => {
      await Promise.all(Array.from({ length: 4 }, () => healthy()));
      const inFlight = database.db.execute(sql`select pg_sleep(10)`).catch((err: unknown) => err);
      const backends = async (state: string) => {
        const { rows } = await database.db.execute<{ n: number }>(
          sql`select count(*)::int as n from pg_stat_activity
              where application_name = ${APP_POOL} and state = ${state} and pid <> pg_backend_pid()
                and query not like 'LISTEN %'`,
        );
        return rows[0]!.n;
      };
      await vi.waitFor(async () => expect(await backends('active')).toBe(1));
      const idle = (await backends('idle')) + 1;
      expect(idle).toBeGreaterThan(1);
      logLines.length = 0;
      await adminQuery(
        new URL(requiredDatabaseUrl()),
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = '${name}' and pid <> pg_backend_pid()`,
      );
      // The query that was running fails as a lost connection (a 503 through the API)…
      expect(isConnectionLost(await inFlight)).toBe(true);
      // …the idle ones are reported and dropped, and the process goes on.
      await vi.waitFor(() =>
        expect(logLines.filter((line) => line.includes('an idle connection was lost'))).toHaveLength(idle),
      );
      await healthy();
      await liveEventsFlow(501);
    });

    it('answers 503 while the database is unreachable, and recovers by itself once it is back', async () => {
      await healthy();
      await proxy.down();
      await expectUnavailable(app, token);
      await proxy.up();
      await vi.waitFor(healthy, { timeout: 10_000, interval: 100 });
      await liveEventsFlow(502);
    });
  });
}
