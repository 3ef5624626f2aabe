import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toldChangeFeed } from '../../test/told-change-feed.ts';
import { createCategory, createFood, createRestaurant, createTag, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { storefrontPage } from './storefront-pages.ts';
import { unheard } from '../../test/unheard.ts';

const template =
  '<!doctype html><html lang="en"><head><title>Bhoj</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const firstLoad = [
  { page: '/', files: ['assets/index-1.js', 'assets/home-page-2.js'], gzipBytes: 1 },
  { page: '/food/{slug}/', files: ['assets/index-1.js', 'assets/food-page-3.js'], gzipBytes: 1 },
];

/**
 * A web server build as small as can be, with the interface of apps/web/src/entry-server.tsx: it asks
 * the API through the transport it is given and draws what it got, numbering its draws (so a page
 * served again from memory shows the same number).
 */
const serverBuild = `
let transport;
let draws = 0;
const escape = (text) => text.replaceAll('&', '&amp;').replaceAll('<', '&lt;');
export const setTransport = (given) => { transport = given; };
export const choiceFromCookie = (value) => {
  const [language, digits] = (value ?? '').split('.');
  return { language: language === 'bn' ? 'bn' : 'en', digits: digits === 'latin' ? 'latin' : 'bengali' };
};
export async function renderPage(path, choice) {
  if (path === '/our-menu/') return undefined;
  if (path === '/category/broken/') throw new Error('a bug in a page');
  const slug = path.split('/')[2];
  const url = path.startsWith('/food/')
    ? '/api/restaurant/details/' + slug + '/'
    : path.startsWith('/category/') ? '/api/restaurant/category-foods/' + slug + '/?page=1' : '/api/restaurant/categories/';
  const { status, data } = await transport(url);
  if (status !== 200) return { html: '', state: { queries: [] } };
  const rows = Array.isArray(data) ? data : data.results;
  const name = rows ? rows.map((row) => row.name).join(', ') : data.name;
  return { html: '<h1>' + escape(name) + '</h1><p>' + choice.language + ' ' + ++draws + '</p>', state: { queries: [{ data }] } };
}
`;

const changes = toldChangeFeed();
let ctx: TestContext;
/**
 * DRAW_ON_SERVER=false: storefront pages carry the state they were drawn from, and the browser draws them.
 * Its PUBLIC_URL names another host than `app.inject`'s default (`localhost:80`).
 */
let dataOnly: TestContext;
let root: string;
let food: { slug: string; name: string };
/** A category with two pages of foods. */
let category: { id: number; slug: string };
/** A web build (index.html, its first-load list and the server build) under `root`: its dist/. */
async function webBuild(root: string): Promise<string> {
  const webDir = join(root, 'dist');
  await mkdir(join(webDir, '.vite'), { recursive: true });
  await mkdir(join(root, 'dist-server'));
  await writeFile(join(webDir, 'index.html'), template);
  await writeFile(join(webDir, '.vite', 'first-load.json'), JSON.stringify(firstLoad));
  await writeFile(join(root, 'dist-server', 'entry-server.js'), serverBuild);
  return webDir;
}

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'bhoj-web-'));
  // A cache big enough for the pages (tests keep none by default).
  ctx = await createTestContext(
    { ANSWER_CACHE_MB: '1', DRAW_ON_SERVER: 'true' },
    { webDir: await webBuild(join(root, 'drawn')), changes },
  );
  // A server build of its own: the build's transport is one per process, as the API is.
  dataOnly = await createTestContext(
    { DRAW_ON_SERVER: 'false', PUBLIC_URL: 'https://shop.example.com', ANSWER_CACHE_MB: '1' },
    { webDir: await webBuild(join(root, 'data-only')) },
  );
  const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
  const restaurant = await createRestaurant(ctx.db, owner.user.id);
  category = await createCategory(ctx.db);
  const refs = {
    restaurantId: restaurant.id,
    categoryId: category.id,
    tagId: (await createTag(ctx.db)).id,
  };
  for (let i = 0; i < 11; i++) await createFood(ctx.db, refs);
  food = await createFood(ctx.db, refs, {
    name: 'Pie </script><script>alert(1)</script>',
    image: '/media/uploads/2026/11/ab.640x480.webp',
  });
});
afterAll(async () => {
  await ctx.close();
  await dataOnly.close();
  await rm(root, { recursive: true, force: true });
});

/** What the page gives the web app: the query state and the language its markup was drawn in. */
function firstScreen(html: string): { state: { queries: { data: unknown }[] }; drawnIn?: string } {
  const match = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html);
  if (!match) throw new Error('the page has no first screen');
  return JSON.parse(match[1]!) as never;
}
/** The markup in `#root` (marked `data-drawn` until the app takes it over), before the state's script. */
const rootOf = (html: string) =>
  /<div id="root"(?: data-drawn)?>(.*?)<\/div>(?:\n?<script type="application\/json"|<\/body>)/s.exec(
    html,
  )?.[1];
const api = async (path: string) => (await ctx.app.inject({ method: 'GET', url: path })).json();
const get = (url: string, cookie?: string) =>
  ctx.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

describe('storefront pages drawn on the server', () => {
  it('home: the markup in #root, the answers it was drawn from, and the page chunk preloaded', async () => {
    const res = await get('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers.vary).toContain('Cookie');
    const categories = (await api('/api/restaurant/categories/')) as { name: string }[];
    expect(rootOf(res.body)).toMatch(new RegExp(`^<h1>${categories[0]!.name}</h1><p>en \\d+</p>$`));
    expect(firstScreen(res.body)).toEqual({
      state: { queries: [{ data: categories }] },
      drawnIn: 'en.bengali',
    });
    expect(res.body).toContain('<html lang="en">');
    // Painted without scripts: the app and the page's chunk are requested once it is, by one script.
    expect(res.body).toContain(
      '<script defer src="/start-after-paint.js" data-entry="/assets/index-1.js" ' +
        'data-preload="/assets/home-page-2.js"></script>',
    );
    expect(res.body).not.toContain('<script type="module"');
    expect(res.body).not.toContain('rel="modulepreload"');
  });

  it('a food page: its answer as the API gives it anyone; a name holding </script> ends nothing early', async () => {
    const res = await get(`/food/${food.slug}/`);
    expect(res.body).not.toContain('<script>alert(1)');
    const details = await api(`/api/restaurant/details/${food.slug}/`);
    expect(firstScreen(res.body).state.queries[0]!.data).toEqual(details);
    expect(rootOf(res.body)).toContain('<h1>Pie &lt;/script>&lt;script>alert(1)&lt;/script></h1>');
    expect(res.body).toContain('data-preload="/assets/food-page-3.js"');
    // Its picture is asked for with the HTML, at the widths and sizes the page's <img> gives.
    const image = `${ctx.config.publicUrl}/media/uploads/2026/11/ab.640x480`;
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${image}.webp" imagesrcset="${image}.w320.webp 320w, ${image}.webp 640w" ` +
        `imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high">`,
    );
  });

  it('draws in the language of the browser’s cookie', async () => {
    const res = await get('/', 'theme=dark; bhoj_language=bn.latin');
    expect(res.body).toContain('<html lang="bn">');
    expect(firstScreen(res.body).drawnIn).toBe('bn.latin');
    expect(rootOf(res.body)).toMatch(/<p>bn \d+<\/p>$/);
  });

  it('a page whose call fails goes without markup, so the browser draws it; its state still comes', async () => {
    const res = await get('/food/no-such-food/');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    // Without markup the scripts are what paints the page: fetched first as usual.
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    expect(firstScreen(res.body)).toEqual({ state: { queries: [] } });
  });

  it('a fault in drawing, or a page the app does not draw, serves index.html as built', async () => {
    for (const url of ['/category/broken/', '/our-menu/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template);
    }
  });

  it('other pages, later pages of a list and the dashboards get index.html as built', async () => {
    for (const url of ['/about/', '/category/pizza/?page=2', '/restaurant/dashboard/', '/sign-in/']) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template);
    }
  });

  it('keeps a drawn page per language until a catalog change is heard from any instance', async () => {
    const first = rootOf((await get(`/food/${food.slug}/`)).body);
    expect(rootOf((await get(`/food/${food.slug}/`)).body)).toBe(first);
    const bangla = rootOf((await get(`/food/${food.slug}/`, 'bhoj_language=bn.bengali')).body);
    expect(bangla).not.toBe(first);
    changes.tell({ kind: 'data' });
    expect(rootOf((await get(`/food/${food.slug}/`)).body)).toBe(first);
    changes.tell({ kind: 'catalog' });
    expect(rootOf((await get(`/food/${food.slug}/`)).body)).not.toBe(first);
  });
});

describe('storefront pages asked for by another host', () => {
  it("are drawn with PUBLIC_URL's links and kept only when asked for by the site's own host", async () => {
    const page = `/category/${category.slug}/`;
    const drawnFor = async (host: string) => {
      const html = (await ctx.app.inject({ method: 'GET', url: page, headers: { host } })).body;
      const [list] = firstScreen(html).state.queries as { data: { next: string; results: unknown[] } }[];
      expect(list!.data.next).toBe(
        `${ctx.config.publicUrl}/api/restaurant/category-foods/${category.slug}/?page=2`,
      );
      expect(list!.data.results).toHaveLength(10);
      return rootOf(html);
    };
    const foreign = await drawnFor('evil.example');
    expect(await drawnFor('evil.example')).not.toBe(foreign);
    const site = await drawnFor('localhost:3000');
    expect(site).not.toBe(foreign);
    expect(await drawnFor('localhost:3000')).toBe(site);
    // A kept page is given to whoever asks.
    expect(await drawnFor('evil.example')).toBe(site);
  });

  it('ask the API as the site itself, whoever asked for the page: the answers they use are kept', async () => {
    const page = (language: string) =>
      dataOnly.app.inject({ method: 'GET', url: '/', headers: { cookie: `bhoj_language=${language}` } });
    // Two pages (one per language) ask for the categories: kept from the second ask.
    expect((await page('en.latin')).statusCode).toBe(200);
    expect((await page('bn.latin')).statusCode).toBe(200);
    const kept = (await dataOnly.app.inject({ method: 'GET', url: '/api/restaurant/categories/' })).body;
    await unheard(dataOnly.db, (tx) => createCategory(tx, 'Written behind the API'));
    const again = await dataOnly.app.inject({
      method: 'GET',
      url: '/api/restaurant/categories/',
      headers: { host: 'shop.example.com' },
    });
    expect(again.body).toBe(kept);
    expect(again.body).not.toContain('Written behind the API');
  });
});

describe('storefront pages with DRAW_ON_SERVER=false', () => {
  it('carry the state the page would be drawn from, with no markup and the scripts fetched first', async () => {
    const res = await dataOnly.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root"></div>');
    expect(res.body).toContain('<script type="module" crossorigin src="/assets/index-1.js">');
    const categories = (
      await dataOnly.app.inject({ method: 'GET', url: '/api/restaurant/categories/' })
    ).json();
    expect(firstScreen(res.body)).toEqual({ state: { queries: [{ data: categories }] } });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-2.js">');
  });
});

describe('storefrontPage', () => {
  it('names the main picture’s call with slugs written as the web app writes them', () => {
    expect(storefrontPage('/category/%E0%A6%AC%E0%A6%BF/', '')?.mainImage?.call).toBe(
      'restaurant/category-foods/%E0%A6%AC%E0%A6%BF/?page=1',
    );
    expect(storefrontPage('/our-menu', '')?.page).toBe('/our-menu/');
    expect(storefrontPage('/food/%E0%A4/', '')).toBeUndefined();
    expect(storefrontPage('/restaurant-list/', 'sort=name')).toBeUndefined();
  });
});
