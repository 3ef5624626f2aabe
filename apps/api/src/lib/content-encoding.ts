import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply } from 'fastify';

/** The content codings the API sends besides the bytes as they are (identity). */
export type ContentEncoding = 'br' | 'gzip';

/** Smaller answers go out as they are: compressing them saves fewer bytes than the headers it adds cost. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * How hard to compress. `kept`: bytes compressed once and sent many times (a cached answer, made once
 * per catalog version); `once`: bytes compressed for one request. Measured on the home page's 49 KB
 * `items/` answer (CPU time): brotli 4 → 3.3 KB in 0.4 ms, 8 → 2.7 KB in 0.5 ms, 11 → 2.4 KB in 96 ms
 * (too slow even once per version: every large answer pays it after each write); gzip 4 → 3.9 KB in
 * 0.25 ms, 9 → 3.0 KB in 0.5 ms.
 */
export type Effort = 'kept' | 'once';

const BROTLI_QUALITY: Record<Effort, number> = { kept: 8, once: 4 };
const GZIP_LEVEL: Record<Effort, number> = { kept: 9, once: 4 };

/**
 * Below these sizes a body is compressed on the main thread. Handing work to zlib's thread pool costs
 * 0.1–0.25 ms of CPU per call in stream and thread bookkeeping (measured on 2–64 KB JSON), more than
 * compressing a small body takes; below the limits compressing blocks the thread ≤ 0.16 ms (brotli 4 of
 * 64 KB, brotli 8 of 16 KB: 0.13 ms). A search answer (2 KB) costs 0.03 ms here against 0.1–0.26 ms
 * through the pool, and a one-off answer is compressed for every request (docs/BENCHMARKS.md).
 */
const IN_THREAD_BELOW: Record<Effort, number> = { once: 64 * 1024, kept: 16 * 1024 };

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Compresses `body`: small bodies at once on this thread, larger ones in zlib's thread pool. */
export function compress(body: Buffer, encoding: ContentEncoding, effort: Effort): Promise<Buffer> {
  const inThread = body.length < IN_THREAD_BELOW[effort];
  if (encoding === 'gzip') {
    const options = { level: GZIP_LEVEL[effort] };
    return inThread ? settled(() => gzipSync(body, options)) : gzipAsync(body, options);
  }
  const options = {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY[effort],
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  };
  return inThread ? settled(() => brotliCompressSync(body, options)) : brotliAsync(body, options);
}

/** The result of `make` as a promise, a throw included, as the thread pool's version answers. */
function settled(make: () => Buffer): Promise<Buffer> {
  try {
    return Promise.resolve(make());
  } catch (error) {
    return Promise.reject(error as Error);
  }
}

/**
 * The coding to answer with, from the request's Accept-Encoding: br or gzip, whichever has the higher
 * q-value (br on a tie), unless the client prefers the bytes as they are. No header, no acceptable
 * coding, or only codings we do not send: null (identity). `q=0` refuses a coding; `*` stands for every
 * coding not named. Identity that is not named counts as the lowest q-value named, so naming a coding
 * at all is asking for it.
 */
export function pickEncoding(acceptEncoding: string | undefined): ContentEncoding | null {
  if (!acceptEncoding) return null;
  if (acceptEncoding === lastHeader) return lastPick;
  const pick = negotiate(acceptEncoding);
  // Clients send the same few headers again and again (a browser always the same one).
  lastHeader = acceptEncoding;
  lastPick = pick;
  return pick;
}

let lastHeader: string | undefined;
let lastPick: ContentEncoding | null = null;

function negotiate(acceptEncoding: string): ContentEncoding | null {
  const named = new Map<string, number>();
  for (const entry of acceptEncoding.split(',')) {
    const [coding = '', ...params] = entry.split(';');
    const name = coding.trim().toLowerCase();
    if (!name) continue;
    const qParam = params.map((param) => param.trim().toLowerCase()).find((param) => param.startsWith('q='));
    const q = qParam === undefined ? 1 : Number(qParam.slice(2));
    if (Number.isNaN(q)) continue;
    named.set(name, Math.max(q, named.get(name) ?? 0));
  }
  const quality = (name: string) => named.get(name) ?? named.get('*') ?? 0;
  const identity = named.get('identity') ?? named.get('*') ?? Math.min(...named.values());
  const br = quality('br');
  const gz = quality('gzip');
  const best = Math.max(br, gz);
  if (best <= 0 || best < identity) return null;
  return br >= gz ? 'br' : 'gzip';
}

/** Says that the answer depends on Accept-Encoding, beside whatever Vary already names. */
export function varyOnAcceptEncoding(reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  if (vary === undefined) {
    reply.header('vary', 'Accept-Encoding');
    return;
  }
  const names = String(vary);
  if (names === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(names)) return;
  reply.header('vary', `${names}, Accept-Encoding`);
}
