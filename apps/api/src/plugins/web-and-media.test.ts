import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { answerVersions } from '../lib/answer-versions.ts';
import { toldChangeFeed } from '../test/told-change-feed.ts';
import { registerWebAndMedia } from './web-and-media.ts';

// A built web app as its build leaves it: text files with their .br and .gz copies beside them.
const page = `<!doctype html><html><head><title>Bhoj</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;
const script = `export const rows = [${'"a row of the app",'.repeat(300)}];`;
const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

let dir: string;
let app: FastifyInstance;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bhoj-web-'));
  const web = join(dir, 'web');
  await mkdir(join(web, 'assets'), { recursive: true });
  await mkdir(join(dir, 'media'));
  const withCopies = async (file: string, text: string) => {
    await writeFile(file, text);
    await writeFile(`${file}.br`, brotliCompressSync(text));
    await writeFile(`${file}.gz`, gzipSync(text));
  };
  await withCopies(join(web, 'index.html'), page);
  await withCopies(join(web, 'assets', 'app-abc123.js'), script);
  await writeFile(join(web, 'assets', 'tiny-def456.js'), 'export {};');
  await writeFile(join(dir, 'media', 'food.png'), png);
  app = Fastify();
  const versions = answerVersions(toldChangeFeed());
  await registerWebAndMedia(app, loadConfig({ NODE_ENV: 'test', DATA_DIR: dir }), versions, web);
});
afterAll(async () => {
  await app.close();
  await rm(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  app.inject({ method, url, headers });
const IMMUTABLE = 'public, max-age=31536000, immutable';

describe('the built web app', () => {
  it('sends a script from its .br copy when br is accepted, cached for a year', async () => {
    const res = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.rawPayload.equals(brotliCompressSync(script))).toBe(true);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers['content-type']).toBe('application/javascript; charset=utf-8');
    expect(res.headers.vary).toBe('accept-encoding');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });

  it('sends the .gz copy for gzip, and the file as it is without Accept-Encoding', async () => {
    const gzip = await get('/assets/app-abc123.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gzip.rawPayload.equals(gzipSync(script))).toBe(true);
    const raw = await get('/assets/app-abc123.js');
    expect(raw.statusCode).toBe(200);
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(script);
    expect(raw.headers.vary).toBe('accept-encoding');
    expect(raw.headers['cache-control']).toBe(IMMUTABLE);
    // Each file has its own tag, so the copies never share one.
    expect(raw.headers.etag).not.toBe(gzip.headers.etag);
  });

  it('sends a file without copies as it is, and never serves a copy by its own name', async () => {
    const tiny = await get('/assets/tiny-def456.js', { 'accept-encoding': 'br' });
    expect(tiny.statusCode).toBe(200);
    expect(tiny.headers['content-encoding']).toBeUndefined();
    expect(tiny.body).toBe('export {};');
    expect((await get('/assets/app-abc123.js.br', { 'accept-encoding': 'br' })).statusCode).toBe(404);
  });

  it('answers HEAD with the compressed copy’s headers', async () => {
    const head = await get('/assets/app-abc123.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(brotliCompressSync(script).length));
  });

  it('sends index.html compressed for / and for deep links, never cached without asking', async () => {
    for (const url of ['/', '/restaurant/dashboard/food-items/']) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.rawPayload.equals(brotliCompressSync(page)), url).toBe(true);
      expect(res.headers['content-type'], url).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers.vary, url).toBe('accept-encoding');
    }
    const raw = await get('/restaurant/dashboard/food-items/');
    expect(raw.headers['content-encoding']).toBeUndefined();
    expect(raw.body).toBe(page);
  });

  it('sends media as they are', async () => {
    const res = await get('/media/food.png', { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.rawPayload.equals(png)).toBe(true);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
  });
});
