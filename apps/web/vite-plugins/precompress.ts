import { readdir, readFile, writeFile } from 'node:fs/promises';
import { extname, join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

/** Text files, which compress well; images and woff/woff2 fonts are compressed already. */
const TEXT = new Set([
  '.js',
  '.mjs',
  '.css',
  '.html',
  '.svg',
  '.json',
  '.webmanifest',
  '.txt',
  '.xml',
  '.ttf',
  '.otf',
]);
/** Below this a compressed copy saves less than the request's headers weigh. */
const FROM_BYTES = 1024;

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/**
 * Writes `name.br` and `name.gz` beside every text file of `dir` (source maps aside: only developer
 * tools fetch them), at the strongest levels since this runs once per build. A copy that would not be
 * smaller is not written. Answers the files written.
 */
export async function precompressDir(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && TEXT.has(extname(entry.name)))
    .map((entry) => join(entry.parentPath, entry.name));
  const written = await Promise.all(files.map(compressFile));
  return written.flat();
}

async function compressFile(file: string): Promise<string[]> {
  const raw = await readFile(file);
  if (raw.length < FROM_BYTES) return [];
  const copies = await Promise.all([
    brotli(raw, {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    }).then((bytes) => ({ bytes, name: `${file}.br` })),
    gzipAsync(raw, { level: constants.Z_BEST_COMPRESSION }).then((bytes) => ({ bytes, name: `${file}.gz` })),
  ]);
  const smaller = copies.filter((copy) => copy.bytes.length < raw.length);
  await Promise.all(smaller.map((copy) => writeFile(copy.name, copy.bytes)));
  return smaller.map((copy) => copy.name);
}

/** Precompresses the build's output once it is written (the API serves the copies, see web-and-media). */
export function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'bhoj-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await precompressDir(outDir);
    },
  };
}
