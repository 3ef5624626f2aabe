import { spawn } from 'node:child_process';
import { cpus } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p95: number;
  p99: number;
  /** Answers within the measured seconds (the requests still in flight when they end are not counted). */
  answers: number;
  /** Answers outside 2xx/3xx, plus connection errors and timeouts (no answer within 10 s). */
  failures: number;
}

/** What Chromium offers on every request: the answers measured are the ones browsers get. */
export const BROWSER_ACCEPT_ENCODING = { 'accept-encoding': 'gzip, deflate, br' };

/** `wrk` (C) when it is installed, else `autocannon` (JavaScript, from npm); options.ts picks. */
export type LoadGenerator = 'wrk' | 'autocannon';

export interface LoadSettings {
  generator: LoadGenerator;
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** One write of a `writes` target: its method, path (with query), the caller's token and JSON body. */
export interface Write {
  method: 'POST' | 'PUT';
  path: string;
  token: string;
  body: string;
}

/**
 * What to request: one URL again and again, or (`uncached`) a URL never asked before each time, or
 * (`writes`) each of these writes in turn, over and over, at `url`'s server.
 */
export interface Target {
  url: string;
  headers: Record<string, string>;
  uncached?: boolean;
  writes?: Write[];
}

/** Loads one target: a warm-up that is thrown away, then the measured run. */
export async function measure(target: Target, settings: LoadSettings): Promise<LoadResult> {
  const run = settings.generator === 'wrk' ? runWrk : runAutocannon;
  await run(target, settings.connections, settings.warmupSeconds);
  return run(target, settings.connections, settings.seconds);
}

let sent = 0;
/**
 * The answer cache keys on the whole query string, and the API ignores parameters it does not know:
 * `bench=<n>`, new on every request, makes every answer run the call itself.
 */
function everyRequestNew(url: string): autocannon.Request[] {
  const { pathname, search } = new URL(url);
  const base = `${pathname}${search}${search ? '&' : '?'}bench=`;
  return [{ setupRequest: (request) => ({ ...request, path: `${base}${++sent}` }) }];
}

/** Each write in turn, shared by every connection. */
function writesInTurn(writes: Write[]): autocannon.Request[] {
  let next = 0;
  return [
    {
      setupRequest: (request) => {
        const write = writes[next++ % writes.length]!;
        const headers = {
          ...request.headers,
          authorization: `Token ${write.token}`,
          'content-type': 'application/json',
        };
        return { ...request, method: write.method, path: write.path, headers, body: write.body };
      },
    },
  ];
}

/**
 * One autocannon run. Latencies are recorded per response (autocannon's own summary rounds to whole
 * milliseconds and has no p95).
 */
async function runAutocannon(target: Target, connections: number, seconds: number): Promise<LoadResult> {
  const latencies: number[] = [];
  const result = await autocannonRun(target, connections, seconds, (ms) => latencies.push(ms));
  latencies.sort((a, b) => a - b);
  const at = (share: number) =>
    latencies[Math.min(latencies.length - 1, Math.floor(share * latencies.length))] ?? 0;
  return {
    requestsPerSecond: latencies.length / result.duration,
    p50: at(0.5),
    p95: at(0.95),
    p99: at(0.99),
    answers: latencies.length,
    failures: result.non2xx - result['3xx'] + result.errors,
  };
}

function autocannonRun(
  { url, headers, uncached, writes }: Target,
  connections: number,
  seconds: number,
  onLatency: (ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const requests = writes ? writesInTurn(writes) : uncached ? everyRequestNew(url) : undefined;
    const instance = autocannon(
      {
        url,
        headers: { ...BROWSER_ACCEPT_ENCODING, ...headers },
        connections,
        duration: seconds,
        timeout: 10,
        requests,
      },
      (error, result) => (error ? reject(error as Error) : resolve(result)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => onLatency(responseTime));
  });
}

const WRK_SCRIPT = join(import.meta.dirname, 'wrk.lua');
let wrkRuns = 0;

/**
 * One wrk run with bench/src/wrk.lua, which prints one line of results at the end (parseWrkLine). For an
 * uncached target the script numbers the requests (`bench=<n>`, as everyRequestNew does for autocannon):
 * each wrk process counts afresh, so each run starts at a multiple of 10^10 no earlier run used. The
 * writes of a `writes` target reach the script one a line, their fields separated by tabs.
 */
async function runWrk(
  { url, headers, uncached, writes }: Target,
  connections: number,
  seconds: number,
): Promise<LoadResult> {
  const threads = wrkThreads(connections);
  const header = Object.entries({ ...BROWSER_ACCEPT_ENCODING, ...headers }).flatMap(([name, value]) => [
    '-H',
    `${name}: ${value}`,
  ]);
  const { pathname, search } = new URL(url);
  const env = uncached
    ? {
        ...process.env,
        BENCH_WRK_PATH: `${pathname}${search}${search ? '&' : '?'}bench=`,
        BENCH_WRK_THREADS: String(threads),
        BENCH_WRK_FIRST: String(++wrkRuns * 1e10),
      }
    : writes
      ? {
          ...process.env,
          BENCH_WRK_WRITES: writes
            .map((write) => [write.method, write.path, write.token, write.body].join('\t'))
            .join('\n'),
          BENCH_WRK_THREADS: String(threads),
        }
      : process.env;
  const args = [`-t${threads}`, `-c${connections}`, `-d${seconds}s`, '--timeout', '10s', '-s', WRK_SCRIPT];
  const child = spawn('wrk', [...args, ...header, url], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  child.stderr.setEncoding('utf8').on('data', (chunk: string) => (output += chunk));
  const code = await new Promise<number | null>((resolve, reject) => {
    child.once('error', reject);
    child.once('close', resolve);
  });
  const result = code === 0 ? parseWrkLine(output) : undefined;
  if (!result) throw new Error(`wrk ${args.join(' ')} ${url} exited with ${code}:\n${output}`);
  return result;
}

/** One wrk thread per core (each needs its share of the connections, which wrk divides evenly). */
function wrkThreads(connections: number) {
  let threads = Math.max(1, Math.min(cpus().length, connections));
  while (connections % threads !== 0) threads--;
  return threads;
}

/** Reads the `bench-wrk …` line wrk.lua's `done` prints (microseconds), or undefined when there is none. */
export function parseWrkLine(output: string): LoadResult | undefined {
  const line = output.split('\n').find((text) => text.startsWith('bench-wrk '));
  if (!line) return undefined;
  const value = (name: string) => {
    const found = new RegExp(`\\b${name}=(\\d+)\\b`).exec(line);
    if (!found) throw new Error(`wrk's result line has no ${name}: ${line}`);
    return Number(found[1]);
  };
  const answers = value('answers');
  const errors = ['connect', 'read', 'write', 'status', 'timeout'].map(value);
  return {
    requestsPerSecond: answers / (value('duration_us') / 1e6),
    p50: value('p50_us') / 1000,
    p95: value('p95_us') / 1000,
    p99: value('p99_us') / 1000,
    answers,
    failures: errors.reduce((sum, count) => sum + count, 0),
  };
}
