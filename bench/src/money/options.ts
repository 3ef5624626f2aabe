import { assertLoopback } from '../options.ts';

/** What one run of `npm run bench:money` measures, read from the environment (docs/BENCHMARKS.md lists them). */
export interface MoneyOptions {
  /** The PostgreSQL server the run creates its databases on (loopback only). */
  serverUrl: string;
  /** Commits to measure, as given (`5162546`, `HEAD`), in the order each round runs them. */
  revisions: string[];
  rounds: number;
  /** Virtual users, each a customer of its own with one request (two while racing) in flight. */
  users: number;
  /** Seconds measured per revision and round, after a warm-up that is not counted. */
  seconds: number;
  warmupSeconds: number;
}

/** The catalog the money bench loads: the smallest of `npm run bench`, enough foods to fill carts. */
export const MONEY_FOODS = 5_000;

function whole(env: NodeJS.ProcessEnv, name: string, fallback: number, min: number, max: number) {
  const value = Number(env[name] ?? fallback);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new Error(`${name} must be a whole number from ${min} to ${max}`);
  return value;
}

export function readMoneyOptions(env: NodeJS.ProcessEnv = process.env): MoneyOptions {
  if (!env.DATABASE_URL)
    throw new Error('npm run bench:money needs DATABASE_URL: a PostgreSQL server it may create databases on');
  assertLoopback(env.DATABASE_URL);
  const revisions = (env.BENCH_REVISIONS ?? 'HEAD')
    .split(',')
    .map((revision) => revision.trim())
    .filter(Boolean);
  if (revisions.length === 0) throw new Error('BENCH_REVISIONS names no commit');
  const quick = env.BENCH_QUICK === '1';
  return {
    serverUrl: env.DATABASE_URL,
    revisions,
    rounds: whole(env, 'BENCH_ROUNDS', quick ? 1 : 3, 1, 9),
    users: whole(env, 'BENCH_USERS', 32, 1, 200),
    seconds: whole(env, 'BENCH_SECONDS', quick ? 5 : 20, 1, 300),
    warmupSeconds: whole(env, 'BENCH_WARMUP_SECONDS', quick ? 1 : 3, 0, 60),
  };
}
