import { request } from 'node:http';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../db/schema/index.ts';
import { catalogWorld } from '../modules/catalog/testing.ts';
import { createTestContext, type TestContext } from '../test/context.ts';
import { createFood, createOrder, createUser } from '../test/factories.ts';
import { unheard } from '../test/unheard.ts';

// Answers name the site by PUBLIC_URL alone, and a request for another host never changes a stored
// answer (docs/ARCHITECTURE.md, answer cache): a client that sends a made-up Host, X-Forwarded-Host or
// X-Forwarded-Proto cannot put its address in what the next caller is given.
const PUBLIC_URL = 'https://shop.example.com';
const SITE = { host: 'shop.example.com' };
/** Requests naming another host than the site's in the Host header. */
type Headers = Record<string, string>;
const OTHER_HOST: Headers[] = [
  { host: 'evil.example' },
  { host: 'evil.example:8443', 'x-forwarded-proto': 'http' },
];
/** Requests naming another host where a proxy would, which only TRUST_PROXY believes. */
const OTHER_FORWARDED_HOST: Headers[] = [
  { ...SITE, 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
  { ...SITE, 'x-forwarded-host': 'shop.example.com, evil.example' },
];
/** Every header a client may send to change the address links are made of. */
const HOSTILE: Headers[] = [
  ...OTHER_HOST,
  ...OTHER_FORWARDED_HOST,
  { ...SITE, 'x-forwarded-proto': 'http' },
  { ...SITE, 'x-forwarded-proto': 'gopher' },
];

interface World {
  ctx: TestContext;
  urls: string[];
  customer: Awaited<ReturnType<typeof createUser>>;
  /** Changes every answer of `urls` unheard by the API: only an answer made afresh shows it. */
  changeBehindTheApi(): Promise<void>;
}

/**
 * A category, restaurant and tag with 11 foods (two pages of each list), pictures, and a customer with
 * 11 orders; `urls` are cached public answers and the customer's paged order history (per-user).
 */
async function world(env: Record<string, string>): Promise<World> {
  const ctx = await createTestContext({ ANSWER_CACHE_MB: '4', PUBLIC_URL, ...env });
  const { refs, category, restaurant, tag } = await catalogWorld(ctx.db);
  const made = [];
  for (let i = 0; i < 11; i++) {
    made.push(await createFood(ctx.db, refs, { image: `/media/uploads/2026/01/f${i}.640x480.webp` }));
  }
  const customer = await createUser(ctx.db);
  const order = (db = ctx.db) =>
    createOrder(db, customer.user.id, [{ restaurantId: restaurant.id, price: 100, quantity: 1 }]);
  for (let i = 0; i < 11; i++) await order();
  const detail = made[0]!;
  return {
    ctx,
    customer,
    urls: [
      `/api/restaurant/category-foods/${category.slug}/?page=1`,
      `/api/restaurant/category-foods/${category.slug}/?page=2`,
      `/api/restaurant/restaurant-food-list/${restaurant.slug}/?page=1&lang=bn`,
      `/api/restaurant/tag-food-list/${tag.slug}/?page=2`,
      '/api/restaurant/foods/?page=1',
      '/api/restaurant/items/',
      `/api/restaurant/details/${detail.slug}/`,
      '/api/orders/history/?page=1',
    ],
    changeBehindTheApi: () =>
      unheard(ctx.db, async (tx) => {
        await createFood(tx, refs, { image: '/media/uploads/2026/01/new.640x480.webp' });
        await tx.update(foods).set({ description: 'Changed.' }).where(eq(foods.id, detail.id));
        await order(tx);
      }),
  };
}

let direct: World;
let proxied: World;
beforeAll(async () => {
  direct = await world({});
  proxied = await world({ TRUST_PROXY: '1' });
});
afterAll(async () => {
  await direct.ctx.close();
  await proxied.ctx.close();
});

const read = ({ ctx, customer }: World, url: string, headers: Headers) =>
  ctx.app.inject({
    method: 'GET',
    url,
    headers: url.startsWith('/api/orders/') ? { ...headers, ...customer.auth } : headers,
  });

/** Every URL-like string in an answer: anything with a scheme, or starting with '//'. */
function linksIn(value: unknown): string[] {
  if (typeof value === 'string') return /^([a-z][a-z0-9+.-]*:|\/\/)/i.test(value) ? [value] : [];
  if (Array.isArray(value)) return value.flatMap(linksIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(linksIn);
  return [];
}

/** `urls` with a parameter of their own, so that no other test has asked for them before. */
const marked = (urls: string[], mark: string) =>
  urls.map((url) => `${url}${url.includes('?') ? '&' : '?'}${mark}=1`);

/** An answer's text with every link's origin left out: what it says, whichever address it names. */
const content = (body: string) =>
  JSON.stringify(JSON.parse(body), (_key, value: unknown) =>
    typeof value === 'string' ? value.replace(/^[a-z][a-z0-9+.-]*:\/\/[^/]*/i, '') : value,
  );

const MODES = [
  {
    mode: 'without TRUST_PROXY',
    world: () => direct,
    foreign: OTHER_HOST,
    // X-Forwarded-Host is not believed: the Host header names the site.
    site: [SITE, OTHER_FORWARDED_HOST[0]!],
  },
  {
    mode: 'with TRUST_PROXY',
    world: () => proxied,
    foreign: [...OTHER_HOST, ...OTHER_FORWARDED_HOST],
    // A proxy that names the site where it forwards to an instance, and one that passes the Host on.
    site: [{ host: 'bhoj:3000', 'x-forwarded-host': SITE.host, 'x-forwarded-proto': 'https' }, SITE],
  },
];

describe.each(MODES)('requests $mode', ({ world: current, foreign, site }) => {
  it('cannot put another address in any link a later caller gets: every link starts with PUBLIC_URL', async () => {
    const w = current();
    for (const url of w.urls) {
      for (const headers of HOSTILE) {
        for (let ask = 0; ask < 2; ask++) expect((await read(w, url, headers)).statusCode, url).toBe(200);
      }
      const plain = await read(w, url, SITE);
      expect(plain.statusCode, url).toBe(200);
      const links = linksIn(plain.json());
      expect(links.length, url).toBeGreaterThan(0);
      for (const link of links) expect(link, url).toMatch(new RegExp(`^${PUBLIC_URL}/`));
    }
  });

  it('are answered, but an answer made for another host is never kept, public or per-user', async () => {
    const w = current();
    const urls = marked(w.urls, 'foreign');
    for (const url of urls) {
      for (const headers of foreign) {
        for (let ask = 0; ask < 3; ask++) expect((await read(w, url, headers)).statusCode, url).toBe(200);
      }
    }
    const before = await Promise.all(
      urls.map(async (url) => content((await read(w, url, foreign[0]!)).body)),
    );
    await w.changeBehindTheApi();
    for (const [i, url] of urls.entries()) {
      expect(content((await read(w, url, SITE)).body), url).not.toBe(before[i]);
    }
  });

  it("keeps the answers of requests for the site's own host, from the second ask", async () => {
    const w = current();
    for (const [n, headers] of site.entries()) {
      const urls = marked(w.urls, `kept${n}`);
      const kept = [];
      for (const url of urls) {
        await read(w, url, headers);
        kept.push((await read(w, url, headers)).body);
      }
      await w.changeBehindTheApi();
      for (const [i, url] of urls.entries()) expect((await read(w, url, SITE)).body, url).toBe(kept[i]);
    }
  });
});

describe('a request over a real connection', () => {
  /** GET `path` of the app listening on `port` of 127.0.0.1, naming `host`: the answer's text. */
  const over = (port: number, path: string, host: string) =>
    new Promise<string>((done, fail) => {
      request({ port, host: '127.0.0.1', path, headers: { host } }, (answer) => {
        let text = '';
        answer.setEncoding('utf8').on('data', (chunk: string) => (text += chunk));
        answer.on('end', () => done(text)).on('error', fail);
      })
        .on('error', fail)
        .end();
    });

  it('names the site when its Host is the address the connection arrived at; another address it is not', async () => {
    const w = direct;
    const address = await w.ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const port = Number(new URL(address).port);
    const url = marked([w.urls[0]!], 'socket')[0]!;
    const elsewhere = marked([w.urls[0]!], 'elsewhere')[0]!;
    const kept = await over(port, url, `127.0.0.1:${port}`);
    expect(await over(port, url, `127.0.0.1:${port}`)).toBe(kept);
    for (let ask = 0; ask < 3; ask++) await over(port, elsewhere, `10.9.9.9:${port}`);
    const fresh = await over(port, elsewhere, `10.9.9.9:${port}`);
    await w.changeBehindTheApi();
    expect(await over(port, url, `127.0.0.1:${port}`)).toBe(kept);
    expect(content(await over(port, elsewhere, `10.9.9.9:${port}`))).not.toBe(content(fresh));
    for (const link of linksIn(JSON.parse(kept))) expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/`));
  });
});
