import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import { catalogWorld } from '../modules/catalog/testing.ts';
import { createCategory, createFood, createUser } from '../test/factories.ts';
import { unheard } from '../test/unheard.ts';

let cached: TestContext;
let plain: TestContext;
beforeAll(async () => {
  cached = await createTestContext({ ANSWER_CACHE_MB: '4', CORS_ORIGINS: 'https://a.test,https://b.test' });
  plain = await createTestContext({ CORS_ORIGINS: 'https://a.test,https://b.test' });
});
afterAll(async () => {
  await cached.close();
  await plain.close();
});

const categories = '/api/restaurant/categories/';
const read = (
  ctx: TestContext,
  url: string,
  headers: Record<string, string> = {},
  method: 'GET' | 'HEAD' = 'GET',
) => ctx.app.inject({ method, url, headers });
const headersOf = (res: LightMyRequestResponse) => {
  const { date: _date, ...rest } = res.headers;
  return rest;
};

describe('answer cache', () => {
  it('serves a stored answer until a write, with the same headers as an uncached answer', async () => {
    await createCategory(cached.db, 'Soups');
    await createCategory(plain.db, 'Soups');
    const origin = { origin: 'https://a.test' };
    await read(cached, categories, origin);
    const miss = await read(cached, categories, origin);
    // Written where no feed hears it: a stored answer does not see it.
    await unheard(cached.db, (tx) => createCategory(tx, 'Salads'));
    const hit = await read(cached, categories, origin);
    const uncached = await read(plain, categories, origin);
    expect(hit.statusCode).toBe(200);
    expect(hit.body).toBe(miss.body);
    expect(hit.json()).toEqual([expect.objectContaining({ name: 'Soups' })]);
    expect(headersOf(hit)).toEqual(headersOf(miss));
    expect(Object.keys(headersOf(hit)).sort()).toEqual(Object.keys(headersOf(uncached)).sort());
    expect(hit.headers['access-control-allow-origin']).toBe('https://a.test');
    expect(hit.headers['cache-control']).toBe('no-cache');
    expect(hit.headers.etag).toMatch(/^W\/"/);
    // Another origin is another answer: its CORS header names that origin.
    const other = await read(cached, categories, { origin: 'https://b.test' });
    expect(other.headers['access-control-allow-origin']).toBe('https://b.test');
    expect(other.json()).toHaveLength(2);
  });

  it('keeps an answer the second time its key is asked for, not the first', async () => {
    const url = `${categories}?asked=twice`;
    const first = await read(cached, url);
    // Written where no feed hears it: only a kept answer leaves it out.
    await unheard(cached.db, (tx) => createCategory(tx, 'Pickles'));
    const second = await read(cached, url);
    expect(second.json()).toContainEqual(expect.objectContaining({ name: 'Pickles' }));
    expect(second.body).not.toBe(first.body);
    await unheard(cached.db, (tx) => createCategory(tx, 'Chutneys'));
    const third = await read(cached, url);
    expect(third.body).toBe(second.body);
    expect(third.headers.etag).toBe(second.headers.etag);
  });

  it('answers requests for a key that arrive together with one run of the route, and keeps that answer', async () => {
    const url = `${categories}?asked=together`;
    const reads = vi.spyOn(cached.db, 'select');
    const answers = await Promise.all(Array.from({ length: 8 }, () => read(cached, url)));
    const runs = reads.mock.calls.length;
    reads.mockRestore();
    expect(runs).toBe(1);
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      expect(answer.body).toBe(answers[0]!.body);
      expect(answer.headers.etag).toBe(answers[0]!.headers.etag);
    }
    // Asked together is asked again: the answer was kept.
    await unheard(cached.db, (tx) => createCategory(tx, 'Made once'));
    expect((await read(cached, url)).body).toBe(answers[0]!.body);
  });

  it('lets requests that waited for an answer that is not kept go to the route themselves', async () => {
    const url = '/api/restaurant/details/no-such-food/';
    const answers = await Promise.all(Array.from({ length: 5 }, () => read(cached, url)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(404);
      expect(answer.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('remembers a bounded number of keys asked for once: one asked long ago counts as new', async () => {
    // 64 KB of cache: 4 keys asked for once are remembered, and as many before them.
    const small = await createTestContext({ ANSWER_CACHE_MB: String(64 / 1024) });
    try {
      const ask = (n: number) => read(small, `${categories}?n=${n}`);
      await ask(0);
      for (let n = 1; n <= 8; n++) await ask(n);
      await unheard(small.db, (tx) => createCategory(tx, 'Asked again'));
      // Key 0 was forgotten: asked again, it is made afresh and not kept.
      expect((await ask(0)).body).toContain('Asked again');
      await unheard(small.db, (tx) => createCategory(tx, 'Asked a third time'));
      const kept = await ask(0);
      expect(kept.body).toContain('Asked a third time');
      await unheard(small.db, (tx) => createCategory(tx, 'Unheard'));
      expect((await ask(0)).body).toBe(kept.body);
      // Key 8 was asked for recently: its second ask keeps it.
      const eight = await ask(8);
      await unheard(small.db, (tx) => createCategory(tx, 'After eight'));
      expect((await ask(8)).body).toBe(eight.body);
    } finally {
      await small.close();
    }
  });

  it('answers 304 from the stored ETag, and HEAD with the headers only', async () => {
    const first = await read(cached, '/api/restaurant/tag-list/');
    const etag = first.headers.etag as string;
    const conditional = await read(cached, '/api/restaurant/tag-list/', { 'if-none-match': etag });
    expect(conditional.statusCode).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers.etag).toBe(etag);
    const plainFirst = await read(plain, '/api/restaurant/tag-list/');
    const plain304 = await read(plain, '/api/restaurant/tag-list/', {
      'if-none-match': plainFirst.headers.etag as string,
    });
    expect(plain304.statusCode).toBe(304);
    expect(headersOf(conditional)).toEqual(headersOf(plain304));

    const head = await read(cached, '/api/restaurant/tag-list/', {}, 'HEAD');
    const plainHead = await read(plain, '/api/restaurant/tag-list/', {}, 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.body).toBe('');
    expect(head.headers['content-length']).toBe(String(Buffer.byteLength(first.body)));
    expect(headersOf(head)).toEqual(headersOf(first));
    expect(Object.keys(headersOf(head)).sort()).toEqual(Object.keys(headersOf(plainHead)).sort());
  });

  it('answers signed-in callers of public reads the same answer', async () => {
    const customer = await createUser(cached.db);
    const anonymous = await read(cached, '/api/restaurant/items/');
    const signedIn = await read(cached, '/api/restaurant/items/', customer.auth);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toBe(anonymous.body);
    expect(headersOf(signedIn)).toEqual(headersOf(anonymous));
  });

  it("never shares a restaurant owner's own foods list, nor any answer that is not public", async () => {
    const { owner, refs } = await catalogWorld(cached.db);
    await createFood(cached.db, refs, { name: 'Hidden stew', isAvailable: false });
    const customer = await createUser(cached.db);
    const anonymous = await read(cached, '/api/restaurant/foods/');
    expect(anonymous.body).not.toContain('Hidden stew');
    const own = await read(cached, '/api/restaurant/foods/', owner.auth);
    expect(own.json().results).toEqual([expect.objectContaining({ name: 'Hidden stew' })]);
    // Stored for anonymous callers only: the owner's answer above came from the route.
    expect((await read(cached, '/api/restaurant/foods/')).body).toBe(anonymous.body);

    const profile = await read(cached, '/api/accounts/profile/', customer.auth);
    expect(profile.statusCode).toBe(200);
    // Kept for its own user only (plugins/private-answers.test.ts), never for proxies.
    expect(profile.headers['cache-control']).toBe('private, no-cache');
    expect((await read(cached, '/api/accounts/profile/')).statusCode).toBe(401);
  });
});
