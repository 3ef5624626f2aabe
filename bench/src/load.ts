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

export interface LoadSettings {
  connections: number;
  seconds: number;
  warmupSeconds: number;
}

/** What to request: one URL again and again, or (`uncached`) a URL never asked before each time. */
export interface Target {
  url: string;
  headers: Record<string, string>;
  uncached?: boolean;
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

/**
 * Loads one target with autocannon: a warm-up that is thrown away, then the measured run. Latencies are
 * recorded per response (autocannon's own summary rounds to whole milliseconds and has no p95).
 */
export async function measure(target: Target, settings: LoadSettings): Promise<LoadResult> {
  await run(target, settings.connections, settings.warmupSeconds, () => {});
  const latencies: number[] = [];
  const result = await run(target, settings.connections, settings.seconds, (ms) => latencies.push(ms));
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

function run(
  { url, headers, uncached }: Target,
  connections: number,
  seconds: number,
  onLatency: (ms: number) => void,
): Promise<autocannon.Result> {
  return new Promise((resolve, reject) => {
    const requests = uncached ? everyRequestNew(url) : undefined;
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
