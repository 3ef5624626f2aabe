import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

/** What helmet set on every answer when it ran on every request; built once at start now. */
const SECURITY_HEADERS = {
  'content-security-policy':
    "default-src 'self';base-uri 'self';font-src 'self' https: data:;form-action 'self';" +
    "frame-ancestors 'self';img-src 'self' data: blob: http://localhost:3000;object-src 'none';script-src 'self';" +
    "script-src-attr 'none';style-src 'self' https: 'unsafe-inline'",
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'cross-origin',
  'origin-agent-cluster': '?1',
  'referrer-policy': 'no-referrer',
  'strict-transport-security': 'max-age=31536000; includeSubDomains',
  'x-content-type-options': 'nosniff',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-frame-options': 'SAMEORIGIN',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
};

describe('security headers', () => {
  it('are on answers, unknown paths, preflights and the web app alike', async () => {
    const calls = [
      { method: 'GET', url: '/api/health/' },
      { method: 'GET', url: '/api/nope/' },
      { method: 'GET', url: '/' },
      {
        method: 'OPTIONS',
        url: '/api/orders/',
        headers: { origin: 'http://x.test', 'access-control-request-method': 'POST' },
      },
    ] as const;
    for (const call of calls) {
      const res = await ctx.app.inject(call);
      expect(res.headers, `${call.method} ${call.url}`).toMatchObject(SECURITY_HEADERS);
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});
