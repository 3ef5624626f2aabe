// The answer cache's front door: stored public answers written by the HTTP server before Fastify sees
// the request. `app.inject` goes around the server, so these tests call a listening app over HTTP.
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readiness } from '../lib/readiness.ts';
import { catalogWorld } from '../modules/catalog/testing.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createCategory, createFood, createUser } from '../test/factories.ts';
import { unheard } from '../test/unheard.ts';

let cached: TestContext;
let port: number;
const instance = readiness();
beforeAll(async () => {
  cached = await createTestContext(
    { ANSWER_CACHE_MB: '4', CORS_ORIGINS: 'https://a.test' },
    { readiness: instance },
  );
  await cached.app.listen({ host: '127.0.0.1', port: 0 });
  port = (cached.app.server.address() as AddressInfo).port;
});
afterAll(() => cached.close());

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request over a real connection; the body as it came, undecoded. */
function call(
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
  json?: unknown,
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port, path, method, headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({
          status: response.statusCode ?? 0,
          headers: response.headers,
          body: Buffer.concat(chunks).toString('latin1'),
        }),
      );
    });
    outgoing.on('error', reject);
    if (json === undefined) return outgoing.end();
    outgoing.setHeader('content-type', 'application/json');
    outgoing.end(JSON.stringify(json));
  });
}

/** The headers an answer carries, but the date (the same answer a second later has another). */
const withoutDate = ({ date: _date, ...rest }: IncomingHttpHeaders) => rest;

describe('answer cache front door', () => {
  it('writes a stored answer with the bytes and headers the route sent, in the coding asked for', async () => {
    await createCategory(cached.db, 'Soups');
    const asked = { origin: 'https://a.test', 'accept-encoding': 'gzip, deflate, br' };
    // An answer is kept the second time its key is asked for.
    await call('/api/restaurant/categories/', asked);
    const first = await call('/api/restaurant/categories/', asked);
    // Written where no feed hears it: only a stored answer still leaves it out.
    await unheard(cached.db, (tx) => createCategory(tx, 'Salads'));
    const again = await call('/api/restaurant/categories/', asked);
    expect(again.status).toBe(200);
    expect(again.body).toBe(first.body);
    expect(JSON.parse(again.body)).toEqual([expect.objectContaining({ name: 'Soups' })]);
    expect(withoutDate(again.headers)).toEqual(withoutDate(first.headers));
    expect(again.headers['access-control-allow-origin']).toBe('https://a.test');
    expect(again.headers['content-security-policy']).toBeTruthy();

    // From 1 KB an answer is kept compressed too: br when asked for, the plain bytes when not. (Another
    // query string is another stored answer; the route ignores it.)
    for (let n = 0; n < 24; n++) await createCategory(cached.db, `Curries from the hills of Sylhet ${n}`);
    const longer = '/api/restaurant/categories/?all';
    await call(longer, asked);
    const br = await call(longer, asked);
    expect(br.headers['content-encoding']).toBe('br');
    expect(withoutDate((await call(longer, asked)).headers)).toEqual(withoutDate(br.headers));
    const plain = await call(longer);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(plain.body)).toHaveLength(26);
    expect(plain.headers.etag).not.toBe(br.headers.etag);
  });

  it('answers 304 to the ETag it holds, and HEAD with the headers alone', async () => {
    const first = await call('/api/restaurant/tag-list/');
    const etag = first.headers.etag as string;
    const conditional = await call('/api/restaurant/tag-list/', { 'if-none-match': etag });
    expect(conditional.status).toBe(304);
    expect(conditional.body).toBe('');
    expect(conditional.headers.etag).toBe(etag);
    const head = await call('/api/restaurant/tag-list/', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body).toBe('');
    expect(withoutDate(head.headers)).toEqual(withoutDate(first.headers));
  });

  it("lets a restaurant owner's call through to the route, which answers the owner's own foods", async () => {
    const { owner, refs } = await catalogWorld(cached.db);
    await createFood(cached.db, refs, { name: 'Hidden stew', isAvailable: false });
    const anonymous = await call('/api/restaurant/foods/');
    expect(anonymous.body).not.toContain('Hidden stew');
    expect((await call('/api/restaurant/foods/')).body).toBe(anonymous.body);
    const own = await call('/api/restaurant/foods/', owner.auth);
    expect(own.body).toContain('Hidden stew');
  });

  it('shows a write made through the API on the very next read', async () => {
    const admin = await createUser(cached.db, { role: 'admin' });
    const before = await call('/api/restaurant/categories/');
    expect(before.body).not.toContain('Stews');
    const created = await call('/api/restaurant/category/', admin.auth, 'POST', { name: 'Stews' });
    expect(created.status).toBe(201);
    const after = await call('/api/restaurant/categories/');
    expect(after.status).toBe(200);
    expect(after.body).toContain('Stews');
  });

  // Last: the instance stays draining.
  it('tells the client to close the connection once the instance drains', async () => {
    const open = await call('/api/restaurant/tag-list/');
    expect(open.headers.connection).toBe('keep-alive');
    instance.drain();
    const closing = await call('/api/restaurant/tag-list/');
    expect(closing.status).toBe(200);
    expect(closing.body).toBe(open.body);
    expect(closing.headers.connection).toBe('close');
  });
});
