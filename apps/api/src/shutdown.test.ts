import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtemp, rm } from 'node:fs/promises';
import { type AddressInfo, connect, createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from './db/client.ts';
import { openStream } from './modules/events/testing.ts';
import { apiRoot } from './paths.ts';
import { openTestDatabase, testDatabaseKind } from './test/context.ts';
import { requiredDatabaseUrl } from './test/global-setup.ts';

// The real server (src/server.ts) in a child process, in production mode on this run's database kind:
// SIGTERM lets the call in flight finish, ends live-event streams with a retry hint, and exits 0.
const ADMIN = { email: 'admin@example.test', password: 'a long passphrase' };
let dataDir: string;
let database: Database | undefined;
let server: ChildProcess;
let output = '';
let port: number;
const base = () => `http://127.0.0.1:${port}`;

async function freePort() {
  const probe = createServer();
  await new Promise<void>((done) => probe.listen(0, '127.0.0.1', done));
  const { port: free } = probe.address() as AddressInfo;
  await new Promise((done) => probe.close(done));
  return free;
}

/** The URL of a fresh test database (PostgreSQL), or undefined: the server uses PGlite in DATA_DIR. */
async function databaseUrl() {
  if (testDatabaseKind !== 'postgresql') return undefined;
  database = await openTestDatabase();
  const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
  const url = new URL(requiredDatabaseUrl());
  url.pathname = `/${rows[0]!.name}`;
  return url.toString();
}

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bhoj-shutdown-'));
  port = await freePort();
  const url = await databaseUrl();
  server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'sandbox',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: join(dataDir, 'data'),
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'info',
      ...(url ? { DATABASE_URL: url } : {}),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  for (const stream of [server.stdout!, server.stderr!]) stream.on('data', (chunk) => (output += chunk));
  await vi.waitFor(
    async () => {
      if (server.exitCode !== null) throw new Error(`the server exited:\n${output}`);
      expect((await fetch(`${base()}/api/health/`)).status).toBe(200);
    },
    { timeout: 60_000, interval: 200 },
  );
}, 90_000);
afterAll(async () => {
  if (server.exitCode === null) server.kill('SIGKILL');
  await database?.close();
  await rm(dataDir, { recursive: true, force: true });
});

const loginBody = JSON.stringify(ADMIN);

describe('the server process', () => {
  it('warns at start that production takes payments on the sandbox page', () => {
    expect(output).toContain('WARNING: PAYMENT_PROVIDER=sandbox in production');
  });

  it('on SIGTERM stops accepting, ends streams with a retry hint, finishes the call in flight, exits 0', async () => {
    const login = await fetch(`${base()}/api/accounts/login/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: loginBody,
    });
    expect(login.status).toBe(200);
    const stream = await openStream(base(), { authorization: `Token ${(await login.json()).token}` });
    expect(stream.res.status).toBe(200);

    // A sign-in whose body has only half arrived when the signal comes.
    const requestsSeen = () => output.split('incoming request').length;
    const before = requestsSeen();
    const slow = connect(port, '127.0.0.1');
    let answer = '';
    slow.setEncoding('utf8').on('data', (chunk) => (answer += chunk));
    const half = Math.floor(loginBody.length / 2);
    slow.write(
      `POST /api/accounts/login/ HTTP/1.1\r\nHost: bhoj\r\nContent-Type: application/json\r\n` +
        `Content-Length: ${Buffer.byteLength(loginBody)}\r\n\r\n${loginBody.slice(0, half)}`,
    );
    await vi.waitFor(() => expect(requestsSeen()).toBeGreaterThan(before));

    const exited = once(server, 'exit');
    server.kill('SIGTERM');
    await vi.waitFor(() => expect(stream.ended).toBe(true));
    expect(stream.text).toMatch(/retry: 2000\n\n$/);
    await vi.waitFor(async () => {
      const refused = await new Promise<string>((resolve) => {
        const probe = connect(port, '127.0.0.1');
        probe.on('connect', () => (probe.destroy(), resolve('accepted')));
        probe.on('error', (err: NodeJS.ErrnoException) => resolve(err.code ?? 'error'));
      });
      expect(refused).toBe('ECONNREFUSED');
    });
    expect(server.exitCode).toBeNull();

    slow.write(loginBody.slice(half));
    await once(slow, 'close');
    expect(answer).toMatch(/^HTTP\/1\.1 200 OK\r\n/);
    expect(answer).toMatch(/\r\nconnection: close\r\n/i);
    expect(answer).toContain('"token":');
    expect(await exited).toEqual([0, null]);
    expect(output).toContain('SIGTERM: finishing the calls in flight, then stopping');
  });
});
