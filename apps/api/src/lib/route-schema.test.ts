import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext();
});
afterAll(() => ctx.close());

type Operation = { security?: unknown };
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** A concrete URL for an OpenAPI path: every `{param}` gets a value of the right kind. */
const concrete = (path: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (/id$|Id$/i.test(name) ? '1' : 'x'));

describe('the OpenAPI document', () => {
  it('marks exactly the routes that refuse an anonymous call as needing a token', async () => {
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, Operation>>;
    };
    const operations = Object.entries(paths).flatMap(([path, ops]) =>
      Object.entries(ops).map(([method, op]) => ({ path, method: method.toUpperCase() as Method, op })),
    );
    expect(operations.length).toBeGreaterThan(50);
    for (const { path, method, op } of operations) {
      const res = await ctx.app.inject({
        method,
        url: concrete(path),
        payload: method === 'GET' ? undefined : {},
      });
      const refused = res.statusCode === 401;
      expect(op.security, `${method} ${path} answered ${res.statusCode}`).toEqual(
        refused ? [{ token: [] }] : undefined,
      );
    }
  });
});
