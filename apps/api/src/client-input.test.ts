import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorAnswer } from './lib/route-schema.ts';
import { restaurantFor } from './modules/catalog/testing.ts';
import { createTestContext, type TestContext } from './test/context.ts';
import { createUser } from './test/factories.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '0' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
type Headers = Record<string, string>;
interface Attempt {
  what: string;
  url: string;
  payload?: string;
  contentType?: string;
  /** 4xx expected; otherwise any answer but a 5xx will do (a junk slug may still be a valid one). */
  refused: boolean;
}

const JUNK_IDS = ['abc', '0', '-1', '1.5', '1e3', '%20', '2147483648', '99999999999999999999'];
const JUNK_SLUGS = ['no-such-thing', '%00', '..', 'x'.repeat(150), '__proto__'];
const BROKEN_JSON = [
  '{',
  '[',
  '{"quantity": ',
  '{"__proto__": {"x": 1}}',
  '{"constructor": {"prototype": {}}}',
];
const WRONG_TYPES = [
  { contentType: 'application/xml', payload: '<quantity>1</quantity>', refused: true },
  { contentType: 'text/plain', payload: 'quantity=1', refused: false },
  { contentType: 'application/x-www-form-urlencoded', payload: 'quantity=1', refused: false },
  { contentType: 'multipart/form-data', payload: 'quantity=1', refused: false },
  { contentType: 'application/json', payload: '"just text"', refused: false },
  { contentType: 'application/json', payload: 'null', refused: false },
];
const JUNK_QUERIES = [
  '?page=abc',
  '?page=0',
  '?page=99999999999999999999',
  '?search=%00&status=Nope&page=-1',
];

const isIdParam = (name: string) => /id$/i.test(name);

/** The path with every `{param}` given a harmless value, except `junk` for the param named `at`. */
const fill = (path: string, at?: string, junk?: string) =>
  path.replace(/\{(\w+)\}/g, (_, name: string) => (name === at ? junk! : isIdParam(name) ? '1' : 'x'));

/** Everything wrong a client can send to one operation. */
function attempts(method: Method, path: string): Attempt[] {
  const params = [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!);
  const out: Attempt[] = params.flatMap((name) =>
    (isIdParam(name) ? JUNK_IDS : JUNK_SLUGS).map((junk) => ({
      what: `${name}=${junk}`,
      url: fill(path, name, junk),
      refused: isIdParam(name),
    })),
  );
  if (method === 'GET') {
    return [
      ...out,
      ...JUNK_QUERIES.map((query) => ({ what: query, url: fill(path) + query, refused: false })),
    ];
  }
  const url = fill(path);
  out.push(
    ...BROKEN_JSON.map((payload) => ({
      what: payload,
      url,
      payload,
      contentType: 'application/json',
      refused: true,
    })),
    ...WRONG_TYPES.map((t) => ({ what: `${t.contentType} ${t.payload}`, url, ...t })),
  );
  return out;
}

/** An error answer in one of the error handler's shapes, saying something (an empty `{}` tells nothing). */
const toldError = ErrorAnswer.refine((body) => Object.keys(body).length > 0);

async function operations() {
  const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
    paths: Record<string, Record<string, unknown>>;
  };
  return Object.entries(paths).flatMap(([path, ops]) =>
    Object.keys(ops).map((method) => ({ path, method: method.toUpperCase() as Method })),
  );
}

/** A visitor and a fresh user of each role (the owner with a restaurant), made per operation. */
async function callers() {
  const owner = (await restaurantFor(ctx.db)).owner;
  return [
    { who: 'visitor', headers: {} as Headers },
    { who: 'customer', headers: (await createUser(ctx.db)).auth },
    { who: 'restaurant_owner', headers: owner.auth },
    { who: 'admin', headers: (await createUser(ctx.db, { role: 'admin' })).auth },
  ];
}

describe('anything a client can send', () => {
  it('answers 4xx, never 5xx, on every route of the OpenAPI document, as every role', async () => {
    const all = await operations();
    expect(all.length).toBeGreaterThan(50);
    let checked = 0;
    for (const { method, path } of all) {
      for (const { who, headers } of await callers()) {
        // The live event stream stays open for a signed-in caller; its refusals are checked by its own tests.
        if (path === '/api/events/' && who !== 'visitor') continue;
        for (const attempt of attempts(method, path)) {
          const res = await ctx.app.inject({
            method,
            url: attempt.url,
            headers: attempt.contentType ? { ...headers, 'content-type': attempt.contentType } : headers,
            ...(attempt.payload === undefined ? {} : { payload: attempt.payload }),
          });
          const label = `${method} ${path} as ${who}, ${attempt.what}: ${res.statusCode} ${res.body}`;
          expect(res.statusCode, label).toBeLessThan(500);
          if (attempt.refused) expect(res.statusCode, label).toBeGreaterThanOrEqual(400);
          if (res.statusCode >= 400 && String(res.headers['content-type']).startsWith('application/json')) {
            expect(toldError.safeParse(res.json()).success, label).toBe(true);
          }
          checked++;
          // Refused for this role whatever it sends: the other attempts would only repeat that.
          if (res.statusCode === 401 || res.statusCode === 403) break;
        }
      }
    }
    expect(checked).toBeGreaterThan(500);
  }, 300_000);
});
