import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { compress } from '../lib/content-encoding.ts';
import { entityTag } from '../lib/etag.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createCategory, createUser } from '../test/factories.ts';
import { unheard } from '../test/unheard.ts';

let cached: TestContext;
let plain: TestContext;
beforeAll(async () => {
  const cors = { CORS_ORIGINS: 'https://a.test,https://b.test' };
  cached = await createTestContext({ ANSWER_CACHE_MB: '4', ...cors });
  plain = await createTestContext(cors);
  // Enough categories that their list is past the size from which answers are compressed.
  for (const ctx of [cached, plain]) {
    for (let n = 0; n < 30; n++) await createCategory(ctx.db, `Category number ${n} with a long name`);
  }
});
afterAll(async () => {
  await cached.close();
  await plain.close();
});

const categories = '/api/restaurant/categories/';
const CHROMIUM = 'gzip, deflate, br, zstd';
const read = (ctx: TestContext, headers: Record<string, string> = {}, method: 'GET' | 'HEAD' = 'GET') =>
  ctx.app.inject({ method, url: categories, headers });
const decoded = (res: LightMyRequestResponse) => {
  const coding = res.headers['content-encoding'];
  if (coding === 'br') return brotliDecompressSync(res.rawPayload);
  if (coding === 'gzip') return gunzipSync(res.rawPayload);
  return res.rawPayload;
};
const headersOf = (res: LightMyRequestResponse) => {
  const { date: _date, ...rest } = res.headers;
  return rest;
};

describe.each([
  ['from the answer cache', () => cached],
  ['with the cache off', () => plain],
])('a public answer %s', (_name, context) => {
  it('goes out as it is without Accept-Encoding, saying that it varies by it', async () => {
    const res = await read(context(), { origin: 'https://a.test' });
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.length).toBeGreaterThan(1024);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.headers.etag).toBe(entityTag(res.rawPayload));
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.json()).toHaveLength(30);
  });

  it.each([
    [CHROMIUM, 'br'],
    ['br', 'br'],
    ['gzip, deflate', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['gzip;q=0.5, br;q=0.9', 'br'],
  ])('Accept-Encoding %s: sent as %s, the same bytes once decoded', async (accept, coding) => {
    const identity = await read(context());
    const res = await read(context(), { 'accept-encoding': accept });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe(coding);
    expect(res.headers['content-length']).toBe(String(res.rawPayload.length));
    expect(res.rawPayload.length).toBeLessThan(identity.rawPayload.length / 2);
    expect(decoded(res).equals(identity.rawPayload)).toBe(true);
    expect(res.headers.vary).toBe('Origin, Accept-Encoding');
    expect(res.headers['content-type']).toBe(identity.headers['content-type']);
    // Each coding is its own representation, with its own tag.
    expect(res.headers.etag).toBe(`${String(identity.headers.etag).slice(0, -1)}.${coding}"`);
  });

  it.each([['identity'], ['gzip;q=0, br;q=0'], ['deflate'], ['gzip;q=0.4, identity']])(
    'Accept-Encoding %s: sent as it is',
    async (accept) => {
      const identity = await read(context());
      const res = await read(context(), { 'accept-encoding': accept });
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.rawPayload.equals(identity.rawPayload)).toBe(true);
      expect(res.headers.etag).toBe(identity.headers.etag);
    },
  );

  it("answers 304 to a coding's own tag only", async () => {
    const br = await read(context(), { 'accept-encoding': 'br' });
    const identity = await read(context());
    const again = await read(context(), {
      'accept-encoding': 'br',
      'if-none-match': String(br.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(br.headers.etag);
    expect(again.headers.vary).toBe('Origin, Accept-Encoding');
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(again.headers['content-type']).toBeUndefined();
    // The same tag does not stand for the bytes as they are, nor the other way round.
    const plainWithBrTag = await read(context(), { 'if-none-match': String(br.headers.etag) });
    expect(plainWithBrTag.statusCode).toBe(200);
    expect(plainWithBrTag.headers['content-encoding']).toBeUndefined();
    const brWithPlainTag = await read(context(), {
      'accept-encoding': 'br',
      'if-none-match': String(identity.headers.etag),
    });
    expect(brWithPlainTag.statusCode).toBe(200);
    expect(brWithPlainTag.headers['content-encoding']).toBe('br');
    const gzipOwn = await read(context(), { 'accept-encoding': 'gzip' });
    const gzip304 = await read(context(), {
      'accept-encoding': 'gzip',
      'if-none-match': String(gzipOwn.headers.etag),
    });
    expect(gzip304.statusCode).toBe(304);
  });

  it('answers HEAD with the headers of the compressed answer', async () => {
    const get = await read(context(), { 'accept-encoding': 'br' });
    const head = await read(context(), { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(headersOf(head)).toEqual(headersOf(get));
    expect(head.headers['content-length']).toBe(String(get.rawPayload.length));
  });
});

describe('compressed answers in the answer cache', () => {
  it('are made when the answer is stored and replayed with the same headers', async () => {
    const origin = { origin: 'https://b.test', 'accept-encoding': 'gzip' };
    // Kept from the second ask on.
    await read(cached, origin);
    const miss = await read(cached, origin);
    // Written where no feed hears it: the stored answer, in every coding, does not see it.
    await unheard(cached.db, (tx) => createCategory(tx, 'Stored before this one'));
    const hit = await read(cached, origin);
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(hit.rawPayload.equals(miss.rawPayload)).toBe(true);
    const brHit = await read(cached, { ...origin, 'accept-encoding': 'br' });
    expect(brHit.headers['content-encoding']).toBe('br');
    expect(decoded(brHit).equals(decoded(miss))).toBe(true);
    expect(brHit.body).not.toContain('Stored before this one');
  });

  it('are made quickly in the coding asked for when stored, and harder in every coding once asked again', async () => {
    // An origin of its own: a key no other test has stored.
    const origin = { origin: 'https://c.test' };
    await read(cached, origin);
    const miss = await read(cached, { ...origin, 'accept-encoding': 'br' });
    const identity = await read(cached, origin);
    expect(miss.rawPayload.equals(await compress(identity.rawPayload, 'br', 'once'))).toBe(true);
    // The hit above asked for the harder forms, made after it was answered.
    const kept = await compress(identity.rawPayload, 'br', 'kept');
    await vi.waitFor(async () => {
      const again = await read(cached, { ...origin, 'accept-encoding': 'br' });
      expect(again.rawPayload.equals(kept)).toBe(true);
      expect(again.headers['content-length']).toBe(String(kept.length));
    });
    const gzip = await read(cached, { ...origin, 'accept-encoding': 'gzip' });
    expect(gzip.rawPayload.equals(await compress(identity.rawPayload, 'gzip', 'kept'))).toBe(true);
    expect(gzip.headers.etag).toBe(`${String(identity.headers.etag).slice(0, -1)}.gzip"`);
  });

  it('a coding not made yet is made for the request that asks for it', async () => {
    const origin = { origin: 'https://d.test' };
    await read(cached, origin);
    const identity = await read(cached, origin);
    const gzip = await read(cached, { ...origin, 'accept-encoding': 'gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(identity.rawPayload)).toBe(true);
  });

  it('are not made for a small answer, which still varies by Accept-Encoding', async () => {
    const tags = await cached.app.inject({
      url: '/api/restaurant/tag-list/',
      headers: { 'accept-encoding': 'br' },
    });
    expect(tags.statusCode).toBe(200);
    expect(tags.rawPayload.length).toBeLessThan(1024);
    expect(tags.headers['content-encoding']).toBeUndefined();
    expect(tags.headers.vary).toBe('Origin, Accept-Encoding');
  });
});

describe('answers built for one caller', () => {
  it('are compressed from 1 KB up when the caller accepts it, and sent as they are otherwise', async () => {
    const admin = await createUser(plain.db, { role: 'admin' });
    for (let n = 0; n < 25; n++) await createUser(plain.db);
    const url = '/api/user-list/';
    const identity = await plain.app.inject({ url, headers: admin.auth });
    expect(identity.statusCode).toBe(200);
    expect(identity.rawPayload.length).toBeGreaterThan(1024);
    expect(identity.headers['content-encoding']).toBeUndefined();
    expect(identity.headers.vary).toBe('Origin, Accept-Encoding');

    const br = await plain.app.inject({ url, headers: { ...admin.auth, 'accept-encoding': CHROMIUM } });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-length']).toBe(String(br.rawPayload.length));
    expect(decoded(br).equals(identity.rawPayload)).toBe(true);
    expect(br.headers.etag).toBeUndefined();
    const gzip = await plain.app.inject({ url, headers: { ...admin.auth, 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(decoded(gzip).equals(identity.rawPayload)).toBe(true);
    const head = await plain.app.inject({
      method: 'HEAD',
      url,
      headers: { ...admin.auth, 'accept-encoding': CHROMIUM },
    });
    expect(head.body).toBe('');
    expect(head.headers['content-encoding']).toBe('br');
    expect(head.headers['content-length']).toBe(String(br.rawPayload.length));
  });

  it('are sent as they are when small (the profile, kept per user, still varies by Accept-Encoding)', async () => {
    const customer = await createUser(plain.db);
    const profile = await plain.app.inject({
      url: '/api/accounts/profile/',
      headers: { ...customer.auth, 'accept-encoding': CHROMIUM },
    });
    expect(profile.statusCode).toBe(200);
    expect(profile.headers['content-encoding']).toBeUndefined();
    expect(profile.headers.vary).toBe('Origin, Accept-Encoding');
    const refused = await plain.app.inject({
      url: '/api/accounts/profile/',
      headers: { 'accept-encoding': CHROMIUM },
    });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['content-encoding']).toBeUndefined();
  });
});
