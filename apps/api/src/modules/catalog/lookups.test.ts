import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory, createTag } from '../../test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

const get = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers });

describe('GET restaurant/categories/ and restaurant/tag-list/', () => {
  it('answers every category by name as a plain array', async () => {
    const pasta = await createCategory(ctx.db, 'Pasta');
    const burgers = await createCategory(ctx.db, 'Burgers');
    const res = await get('/api/restaurant/categories/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: burgers.id, name: 'Burgers', slug: 'burgers', image: '' },
      { id: pasta.id, name: 'Pasta', slug: 'pasta', image: '' },
    ]);
  });

  it('answers every tag by name as a plain array', async () => {
    const popular = await createTag(ctx.db, 'Popular');
    const quick = await createTag(ctx.db, 'Quick and affordable');
    const res = await get('/api/restaurant/tag-list/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      { id: popular.id, name: 'Popular', slug: 'popular' },
      { id: quick.id, name: 'Quick and affordable', slug: 'quick-and-affordable' },
    ]);
  });
});

describe('categories caching', () => {
  it('answers an ETag with no-cache, 304 when it still matches, and a new ETag after a change', async () => {
    const first = await get('/api/restaurant/categories/');
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');

    const again = await get('/api/restaurant/categories/', { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    const listed = await get('/api/restaurant/categories/', { 'if-none-match': `"other", ${etag}` });
    expect(listed.statusCode).toBe(304);

    // A rename keeps the count and adds no row: the ETag still changes.
    await ctx.db.update(categories).set({ name: 'Pastas' }).where(eq(categories.slug, 'pasta'));
    const changed = await get('/api/restaurant/categories/', { 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().map((c: { name: string }) => c.name)).toContain('Pastas');
  });
});
