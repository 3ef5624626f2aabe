// HTTP load benchmark: fires a fixed number of requests at each endpoint with bounded concurrency and
// checks the latency targets. Runs against an already running Bhoj (`npm start`), on loopback only.
//   BENCH_URL=http://127.0.0.1:3000 npm run bench
import { performance } from 'node:perf_hooks';

interface Target {
  path: string;
  /** 95th-percentile latency the endpoint must stay under, in milliseconds. */
  p95Ms: number;
}

const TARGETS: Target[] = [
  { path: '/api/health/', p95Ms: 30 },
  { path: '/', p95Ms: 30 },
  { path: '/api/restaurant/categories/', p95Ms: 30 },
  { path: '/api/restaurant/items/', p95Ms: 200 },
  { path: '/api/restaurant/category-foods/pizza/?page=2', p95Ms: 60 },
  { path: '/api/restaurant/search-food/?search=chicken', p95Ms: 60 },
  { path: '/api/restaurant/details/beef-kacchi-biryani/', p95Ms: 30 },
];

const baseUrl = (process.env.BENCH_URL ?? 'http://127.0.0.1:3000').replace(/\/$/, '');
const requests = Number(process.env.BENCH_REQUESTS ?? 2000);
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 8);

if (!/^http:\/\/(127\.\d+\.\d+\.\d+|localhost|\[::1\])(:\d+)?$/.test(baseUrl)) {
  throw new Error(`BENCH_URL must be a loopback address, got ${baseUrl}`);
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))]!;

async function run(target: Target) {
  const latencies: number[] = [];
  let failures = 0;
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < requests) {
      next++;
      const t0 = performance.now();
      const res = await fetch(baseUrl + target.path);
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (!res.ok) failures++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    path: target.path,
    rps: Math.round(latencies.length / seconds),
    p50: percentile(latencies, 0.5),
    p95: percentile(latencies, 0.95),
    p99: percentile(latencies, 0.99),
    failures,
    ok: failures === 0 && percentile(latencies, 0.95) <= target.p95Ms,
    target: target.p95Ms,
  };
}

console.log(`${requests} requests per endpoint, ${concurrency} at a time, against ${baseUrl}\n`);
console.log(
  'endpoint'.padEnd(32),
  'req/s'.padStart(7),
  'p50 ms'.padStart(8),
  'p95 ms'.padStart(8),
  'p99 ms'.padStart(8),
  '  target',
);
let allOk = true;
for (const target of TARGETS) {
  const r = await run(target);
  allOk &&= r.ok;
  console.log(
    r.path.padEnd(32),
    String(r.rps).padStart(7),
    r.p50.toFixed(1).padStart(8),
    r.p95.toFixed(1).padStart(8),
    r.p99.toFixed(1).padStart(8),
    `  p95 ≤ ${r.target} ms ${r.ok ? 'ok' : 'MISSED'}${r.failures ? ` (${r.failures} failed requests)` : ''}`,
  );
}
process.exitCode = allOk ? 0 : 1;
