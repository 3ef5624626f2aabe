import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';
import type { LoadGenerator } from './load.ts';

/** What one run of the benchmark measures, read from the environment (docs/BENCHMARKS.md lists them). */
export interface Options {
  foods: number;
  db: 'postgres' | 'pglite';
  /** The server URL for BENCH_DB=postgres: the bench database is created on it. */
  serverUrl: string | undefined;
  /** Seconds of load per measurement, and of warm-up before it. */
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** What sends the requests and times the answers (BENCH_LOAD; wrk when it is installed). */
  generator: LoadGenerator;
  /** Only the calls whose path contains one of these pieces (all calls when empty). */
  only: string[];
}

const FOOD_SIZES = [5_000, 50_000, 1_000_000];

export function readOptions(env: NodeJS.ProcessEnv = process.env): Options {
  const foods = Number(env.BENCH_FOODS ?? 5_000);
  if (!FOOD_SIZES.includes(foods)) throw new Error(`BENCH_FOODS must be one of ${FOOD_SIZES.join(', ')}`);

  const db = env.BENCH_DB ?? (env.DATABASE_URL ? 'postgres' : 'pglite');
  if (db !== 'postgres' && db !== 'pglite') throw new Error('BENCH_DB must be postgres or pglite');
  if (db === 'postgres' && !env.DATABASE_URL) throw new Error('BENCH_DB=postgres needs DATABASE_URL');
  if (db === 'postgres') assertLoopback(env.DATABASE_URL!);

  const quick = env.BENCH_QUICK === '1';
  const seconds = Number(env.BENCH_SECONDS ?? (quick ? 3 : 10));
  if (!(seconds >= 1 && seconds <= 120)) throw new Error('BENCH_SECONDS must be between 1 and 120');

  const generator = env.BENCH_LOAD ?? (onPath('wrk', env.PATH) ? 'wrk' : 'autocannon');
  if (generator !== 'wrk' && generator !== 'autocannon')
    throw new Error('BENCH_LOAD must be wrk or autocannon');
  if (generator === 'wrk' && !onPath('wrk', env.PATH))
    throw new Error('BENCH_LOAD=wrk needs wrk on PATH (Debian: apt-get install wrk)');

  const only = (env.BENCH_ONLY ?? '').split(',').filter(Boolean);

  return {
    foods,
    db,
    serverUrl: env.DATABASE_URL,
    seconds,
    warmupSeconds: 1,
    connections: 32,
    generator,
    only,
  };
}

/** The benchmark loads and measures only this machine: never a shared or remote database. */
export function assertLoopback(url: string) {
  const host = new URL(url).hostname;
  if (!['127.0.0.1', 'localhost', '[::1]', '::1'].includes(host))
    throw new Error(`DATABASE_URL must point at a loopback address for the benchmark, got ${host}`);
}

/** Whether an executable `name` is in one of PATH's folders. */
function onPath(name: string, path = '') {
  return path
    .split(delimiter)
    .filter(Boolean)
    .some((folder) => {
      try {
        accessSync(join(folder, name), constants.X_OK);
        return true;
      } catch {
        return false;
      }
    });
}
