import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { createInterface } from 'node:readline';

export const repoRoot = join(import.meta.dirname, '..', '..');

/** A process the benchmark started; every one is stopped when the run ends, however it ends. */
export interface Running {
  url: string;
  /** The process id, to read what CPU time it used. */
  pid: number | undefined;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();

/** On Ctrl-C, an error or a normal end: nothing the benchmark started outlives it. */
export function stopAllOnExit() {
  process.once('exit', () => children.forEach((child) => child.kill('SIGKILL')));
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.once(signal, () => {
      console.error(`\n${signal}: stopping the servers`);
      process.exit(130);
    });
}

/**
 * Bundles the API from the sources of `root` (this checkout unless another is named; about a second), so
 * the run measures that checkout.
 */
export function buildApi(root = repoRoot) {
  const built = spawnSync('npm', ['run', 'build', '-w', '@bhoj/api'], { cwd: root, stdio: 'inherit' });
  if (built.status !== 0) throw new Error(`npm run build -w @bhoj/api failed in ${root}`);
}

/** Node's own arguments for Bhoj's process, e.g. `--cpu-prof --cpu-prof-dir=…` to profile it (space-separated). */
const serverNodeArgs = () => (process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean);

/**
 * Starts the Bhoj built in `root` (this checkout unless another is named) on a free loopback port with
 * production settings, and waits until it answers.
 */
export async function startBhoj(databaseEnv: { DATA_DIR: string }, root = repoRoot): Promise<Running> {
  const port = await freePort();
  const child = track(
    spawn(process.execPath, [...serverNodeArgs(), join(root, 'apps', 'api', 'dist', 'server.js')], {
      cwd: root,
      stdio: ['ignore', 'inherit', 'inherit'],
      env: {
        PATH: process.env.PATH,
        NODE_ENV: 'production',
        PAYMENT_PROVIDER: 'sandbox',
        HOST: '127.0.0.1',
        PORT: String(port),
        PUBLIC_URL: `http://127.0.0.1:${port}`,
        DEMO_DATA: 'false',
        LOG_LEVEL: 'warn',
        DELIVERY_HOURS: '00:00-24:00',
        RATE_LIMIT_AUTH_PER_MINUTE: '0',
        // Storefront pages drawn on the server, when the run asks for it (docs/BENCHMARKS.md).
        ...(process.env.DRAW_ON_SERVER ? { DRAW_ON_SERVER: process.env.DRAW_ON_SERVER } : {}),
        ...databaseEnv,
      },
    }),
  );
  const url = `http://127.0.0.1:${port}`;
  await waitUntilAnswering(`${url}/api/health/`, child, 120_000);
  return { url, pid: child.pid, stop: () => stop(child) };
}

/** Starts the bare node:http control in its own process. */
export async function startControl(): Promise<Running> {
  const child = track(
    spawn(process.execPath, ['--import', 'tsx', join(import.meta.dirname, 'control-server.ts')], {
      cwd: join(repoRoot, 'bench'),
      stdio: ['ignore', 'pipe', 'inherit'],
    }),
  );
  const lines = createInterface({ input: child.stdout! });
  const [port] = (await Promise.race([once(lines, 'line'), exited(child)])) as [string];
  lines.close();
  return { url: `http://127.0.0.1:${port}`, pid: child.pid, stop: () => stop(child) };
}

function track(child: ChildProcess) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

async function exited(child: ChildProcess): Promise<never> {
  const [code] = await once(child, 'exit');
  throw new Error(`${child.spawnargs.join(' ')} exited with ${code} before it was ready`);
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const gone = once(child, 'exit');
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await gone;
  clearTimeout(timer);
}

/**
 * Waits (at most a minute) until Bhoj answers its health check again within a second: a slow call may
 * leave queries running after its load ends, and the next call should not pay for them.
 */
export async function settle(bhoj: Running) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const quick = await fetch(`${bhoj.url}/api/health/`, { signal: AbortSignal.timeout(1_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (quick) return;
  }
}

async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  const died = exited(child);
  died.catch(() => {});
  while (Date.now() < deadline) {
    if (child.exitCode !== null) await died;
    const ok = await fetch(url, { signal: AbortSignal.timeout(2_000) }).then(
      (response) => response.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
