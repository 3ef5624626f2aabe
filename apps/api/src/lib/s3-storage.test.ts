import type { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { closedPort } from '../test/redis.ts';
import { startS3Server } from '../test/s3-server.ts';
import { HttpError } from './errors.ts';
import { s3Storage } from './s3-storage.ts';

let s3: Awaited<ReturnType<typeof startS3Server>>;
beforeAll(async () => {
  s3 = await startS3Server();
});
afterAll(() => s3.close());

const settingsFor = (env: Record<string, string>) => loadConfig(env).storage.s3!;
const text = async (body: Readable) => Buffer.concat(await body.toArray()).toString();

describe('the S3 storage driver, on a local S3 server', () => {
  it('creates its bucket, stores under the key, answers the /media/ path and reads the file back', async () => {
    const storage = await s3Storage(settingsFor(s3.env('media-a')));
    const path = await storage.put('uploads/2026/11/abc.webp', Buffer.from('webp bytes'), 'image/webp');
    expect(path).toBe('/media/uploads/2026/11/abc.webp');
    expect(storage.url('uploads/x.webp')).toBe('/media/uploads/x.webp');
    const file = await storage.open!('uploads/2026/11/abc.webp');
    expect(file).toMatchObject({ contentType: 'image/webp', size: 10 });
    expect(await text(file!.body)).toBe('webp bytes');
    // Straight from the bucket, as S3_PUBLIC_URL readers get it, with the year-long cache.
    const direct = await fetch(`${s3.endpoint}/media-a/uploads/2026/11/abc.webp`);
    expect(direct.status).toBe(200);
    expect(direct.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('answers undefined for a key it does not hold', async () => {
    const storage = await s3Storage(settingsFor(s3.env('media-a')));
    expect(await storage.open!('uploads/none.webp')).toBeUndefined();
  });

  it('uses a bucket that exists already, keeping what it holds', async () => {
    const first = await s3Storage(settingsFor(s3.env('media-b')));
    await first.put('kept.webp', Buffer.from('kept'), 'image/webp');
    const second = await s3Storage(settingsFor(s3.env('media-b')));
    expect(await text((await second.open!('kept.webp'))!.body)).toBe('kept');
  });

  it('refuses to start without a store, and answers 503 (an HttpError) once the store goes away', async () => {
    const unreachable = {
      ...settingsFor(s3.env('media-a')),
      endpoint: `http://127.0.0.1:${await closedPort()}`,
    };
    await expect(s3Storage(unreachable)).rejects.toThrow();
    const storage = await s3Storage(settingsFor(s3.env('media-a')));
    await s3.close();
    const put = storage.put('late.webp', Buffer.from('x'), 'image/webp');
    await expect(put).rejects.toBeInstanceOf(HttpError);
    await expect(put).rejects.toMatchObject({ statusCode: 503 });
    await expect(storage.open!('kept.webp')).rejects.toMatchObject({ statusCode: 503 });
    s3 = await startS3Server();
  });
});
