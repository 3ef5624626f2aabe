import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { uploads } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { avif, form, gif, htmlFile, jpegWithExif, png, svgFile, textFile, webp } from './test-images.ts';

let ctx: TestContext;
let customer: Awaited<ReturnType<typeof createUser>>;
beforeAll(async () => {
  ctx = await createTestContext();
  customer = await createUser(ctx.db);
});
afterAll(() => ctx.close());

const NOT_AN_IMAGE = { file: ['Upload a JPEG, PNG, WebP, GIF or AVIF image.'] };
const TOO_LARGE = { file: ['The image must be 5 MB or smaller.'] };
const upload = (data: Buffer, name: string, type: string, headers = customer.auth) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/uploads/',
    headers,
    payload: form({ file: { data, name, type } }),
  });
/** The media key of an answered URL (`PUBLIC_URL/media/<key>`). */
const keyOf = (url: string) => url.slice(`${ctx.config.publicUrl}/media/`.length);
const stored = (url: string) => readFile(join(ctx.dataDir, 'media', keyOf(url)));

describe('POST /api/uploads/', () => {
  it('stores a PNG as WebP under a server-made name, records it and serves it from /media/', async () => {
    const res = await upload(await png(40, 30), '../../evil name.png', 'image/png');
    expect(res.statusCode).toBe(201);
    const { url } = res.json();
    expect(res.json()).toEqual({
      url: expect.stringMatching(
        /^http:\/\/localhost:3000\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.40x30\.webp$/,
      ),
    });
    const file = await stored(url);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 40, height: 30 });
    const [row] = await ctx.db
      .select()
      .from(uploads)
      .where(eq(uploads.key, keyOf(url)));
    expect(row).toMatchObject({
      userId: customer.user.id,
      contentType: 'image/webp',
      size: file.length,
      width: 40,
      height: 30,
    });
    const served = await ctx.app.inject({ method: 'GET', url: `/media/${keyOf(url)}` });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
  });

  it('turns a JPEG upright per its EXIF orientation and strips the metadata', async () => {
    const source = await jpegWithExif(40, 30);
    expect(await sharp(source).metadata()).toMatchObject({ orientation: 6, exif: expect.any(Buffer) });
    const res = await upload(source, 'photo.jpg', 'image/jpeg');
    expect(res.statusCode).toBe(201);
    const file = await stored(res.json().url);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'webp', width: 30, height: 40 });
    expect(meta.exif).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(file.includes('Secret Camera Owner')).toBe(false);
  });

  it('shrinks a big image to 1600 px on its longest side', async () => {
    const res = await upload(await png(3200, 1000), 'wide.png', 'image/png');
    expect(res.statusCode).toBe(201);
    expect(res.json().url).toMatch(/\.1600x500\.webp$/);
    expect(await sharp(await stored(res.json().url)).metadata()).toMatchObject({ width: 1600, height: 500 });
  });

  it('stores a copy of each narrower width beside the image, named by the contract’s rule', async () => {
    const res = await upload(await png(800, 600), 'plate.png', 'image/png');
    const { url } = res.json();
    for (const [width, height] of [
      [320, 240],
      [640, 480],
    ] as const) {
      const copy = url.replace(/\.webp$/, `.w${width}.webp`);
      const served = await ctx.app.inject({ method: 'GET', url: `/media/${keyOf(copy)}` });
      expect(served.statusCode, copy).toBe(200);
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'webp', width, height });
    }
    // 960 is wider than the image itself: no copy of that width.
    const wider = await ctx.app.inject({
      method: 'GET',
      url: `/media/${keyOf(url.replace(/\.webp$/, '.w960.webp'))}`,
    });
    expect(wider.statusCode).toBe(404);
    // One upload row, for the image itself.
    const rows = await ctx.db.select().from(uploads).where(eq(uploads.userId, customer.user.id));
    expect(rows.filter((row) => row.key.includes('.800x600.'))).toHaveLength(1);
  });

  it('accepts GIF, WebP and AVIF, judged by content whatever the name and declared type', async () => {
    for (const [data, name] of [
      [await gif(), 'anim.gif'],
      [await webp(), 'picture.webp'],
      [await avif(), 'photo.avif'],
      [await png(), 'misnamed.txt'],
    ] as const) {
      const res = await upload(data, name, 'application/octet-stream');
      expect(res.statusCode, name).toBe(201);
      expect((await sharp(await stored(res.json().url)).metadata()).format).toBe('webp');
    }
  });

  it('refuses a text file renamed .png, an SVG, an HTML page and a broken PNG', async () => {
    const broken = Buffer.concat([(await png()).subarray(0, 40), Buffer.alloc(200, 7)]);
    for (const [data, name, type] of [
      [textFile, 'cat.png', 'image/png'],
      [svgFile, 'logo.svg', 'image/svg+xml'],
      [htmlFile, 'page.png', 'image/png'],
      [broken, 'broken.png', 'image/png'],
    ] as const) {
      const res = await upload(data, name, type);
      expect(res.statusCode, name).toBe(400);
      expect(res.json()).toEqual(NOT_AN_IMAGE);
    }
  });

  it('refuses a file over 5 MB with a clear message and stores nothing', async () => {
    const before = await ctx.db.select().from(uploads);
    const huge = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    const res = await upload(huge, 'huge.png', 'image/png');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(await ctx.db.select().from(uploads)).toHaveLength(before.length);
  });

  it('answers the same over a real HTTP connection for a file over 5 MB', async () => {
    const address = await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const huge = Buffer.concat([await png(), Buffer.alloc(6 * 1024 * 1024)]);
    const res = await fetch(`${address}/api/uploads/`, {
      method: 'POST',
      headers: customer.auth,
      body: form({ file: { data: huge, name: 'huge.png', type: 'image/png' } }),
    });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(TOO_LARGE);
  });

  it('asks for a file when none is sent, and for one file at a time', async () => {
    const none = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: customer.auth,
      payload: form({ note: 'no file here' }),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({ file: ['Choose an image to upload.'] });
    const json = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: customer.auth,
      payload: {},
    });
    expect(json.json()).toEqual({ file: ['Choose an image to upload.'] });
    const image = { data: await png(), name: 'a.png', type: 'image/png' };
    const body = form({ file: image });
    body.append('other', new Blob([new Uint8Array(image.data)], { type: 'image/png' }), 'b.png');
    const two = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: customer.auth,
      payload: body,
    });
    expect(two.statusCode).toBe(400);
    expect(two.json()).toEqual({ error: 'Send one image at a time.' });
  });

  it('answers 400, not 500, to a malformed multipart body', async () => {
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: { ...customer.auth, 'content-type': 'multipart/form-data; boundary=xyz' },
      payload: '--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nabc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'The form could not be read. Please send it again.' });
  });

  it('answers 401 to an anonymous upload', async () => {
    const res = await upload(await png(), 'a.png', 'image/png', {} as typeof customer.auth);
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
  });
});
