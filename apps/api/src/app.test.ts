import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { createTestContext, type TestContext, testDatabaseKind } from './test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ CORS_ORIGINS: 'https://shop.example' });
});
afterAll(() => ctx.close());

describe('API shell', () => {
  it('answers health with the version and the database kind', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', version: expect.any(String), database: testDatabaseKind });
  });

  it('answers health without the trailing slash too', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
  });

  it('answers unknown API paths with 404 JSON', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await ctx.app.inject({ method, url: '/api/no-such-thing/' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('ignores an unknown token on public calls', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/categories/',
      headers: { authorization: 'Token not-a-real-token' },
    });
    expect(res.statusCode).toBe(200);
  });

  it('allows only the configured CORS origins, with Authorization in the preflight', async () => {
    const res = await ctx.app.inject({
      method: 'OPTIONS',
      url: '/api/restaurant/categories/',
      headers: {
        origin: 'https://shop.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('https://shop.example');
    expect(String(res.headers['access-control-allow-headers'])).toMatch(/Authorization/i);
    const other = await ctx.app.inject({
      method: 'GET',
      url: '/api/health/',
      headers: { origin: 'https://evil.example' },
    });
    expect(other.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('serves the OpenAPI document generated from the contract', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/restaurant/categories/'].get.responses['200']).toBeDefined();
  });

  it('keeps /api/docs off in production unless API_DOCS=true', async () => {
    const production = { NODE_ENV: 'production', PAYMENT_PROVIDER: 'sandbox', DATA_DIR: ctx.dataDir };
    const closed = await buildApp({
      config: loadConfig(production),
      database: ctx.database,
      storage: ctx.storage,
    });
    const open = await buildApp({
      config: loadConfig({ ...production, API_DOCS: 'true' }),
      database: ctx.database,
      storage: ctx.storage,
    });
    try {
      for (const url of ['/api/docs', '/api/docs/json', '/api/docs/yaml']) {
        const res = await closed.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
        expect(res.json()).toEqual({ detail: 'Not found.' });
      }
      expect((await open.inject({ method: 'GET', url: '/api/docs/json' })).json().openapi).toMatch(/^3\./);
    } finally {
      await closed.close();
      await open.close();
    }
  });

  it('sets security headers', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health/' });
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("default-src 'self'");
  });
});
