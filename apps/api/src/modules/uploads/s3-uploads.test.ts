import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { categories } from '../../db/schema/index.ts';
import { openStorage } from '../../lib/open-storage.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { startS3Server } from '../../test/s3-server.ts';
import { form, png } from './test-images.ts';

// STORAGE=s3 on a local S3 server: two instances over one database and one bucket.
let s3: Awaited<ReturnType<typeof startS3Server>>;
let ctx: TestContext;
let other: TestContext['app'];
beforeAll(async () => {
  s3 = await startS3Server();
  ctx = await createTestContext(s3.env('bhoj-media'));
  other = await buildApp({
    config: ctx.config,
    database: ctx.database,
    storage: await openStorage(ctx.config),
  });
});
afterAll(async () => {
  await other.close();
  await ctx.close();
  await s3.close();
});

const IMMUTABLE = 'public, max-age=31536000, immutable';

async function upload(app: TestContext['app'], auth: Record<string, string>) {
  const res = await app.inject({
    method: 'POST',
    url: '/api/uploads/',
    headers: auth,
    payload: form({ file: { data: await png(40, 30), name: 'soup.png', type: 'image/png' } }),
  });
  expect(res.statusCode).toBe(201);
  return res.json().url as string;
}

describe('images on S3-compatible storage', () => {
  it('serves an image uploaded through one instance from /media/ of the other', async () => {
    const { auth } = await createUser(ctx.db);
    const url = await upload(ctx.app, auth);
    expect(url).toMatch(/^http:\/\/localhost:3000\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.40x30\.webp$/);
    const res = await other.inject({ method: 'GET', url: url.slice(ctx.config.publicUrl.length) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(await sharp(res.rawPayload).metadata()).toMatchObject({ format: 'webp', width: 40, height: 30 });
    const head = await other.inject({ method: 'HEAD', url: url.slice(ctx.config.publicUrl.length) });
    expect(head.statusCode).toBe(200);
  });

  it('answers 404 for a file the bucket does not hold, or a name that is not one of ours', async () => {
    for (const url of ['/media/uploads/2026/11/none.webp', '/media/..%2Fsecret', '/media/a%20b.webp']) {
      const res = await other.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ detail: 'Not found.' });
    }
  });
});

describe('with S3_PUBLIC_URL', () => {
  let direct: TestContext;
  beforeAll(async () => {
    direct = await createTestContext(s3.env('bhoj-public', `${s3.endpoint}/bhoj-public/`));
  });
  afterAll(() => direct.close());

  it('answers image URLs under the bucket URL, which serves them, and takes them back as our own', async () => {
    const admin = await createUser(direct.db, { role: 'admin' });
    const url = await upload(direct.app, admin.auth);
    expect(url).toMatch(
      new RegExp(`^${s3.endpoint}/bhoj-public/uploads/\\d{4}/\\d{2}/[0-9a-f]{32}\\.40x30\\.webp$`),
    );
    const fetched = await fetch(url);
    expect(fetched.status).toBe(200);
    expect(fetched.headers.get('content-type')).toBe('image/webp');

    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/restaurant/category/',
      headers: admin.auth,
      payload: { name: 'Soups', image: url },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().image).toBe(url);
    const [row] = await direct.db.select().from(categories).where(eq(categories.id, res.json().id));
    expect(row!.image).toBe(`/media${url.slice(`${s3.endpoint}/bhoj-public`.length)}`);
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain(`img-src 'self' data: blob: http://localhost:3000 ${new URL(s3.endpoint).origin}`);
  });

  it('refuses an image URL of another bucket', async () => {
    const admin = await createUser(direct.db, { role: 'admin' });
    const res = await direct.app.inject({
      method: 'POST',
      url: '/api/restaurant/category/',
      headers: admin.auth,
      payload: { name: 'Stews', image: `${s3.endpoint}/bhoj-media/uploads/2026/11/a.webp` },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      image: ['Upload the image here: links to images elsewhere are not accepted.'],
    });
  });
});
