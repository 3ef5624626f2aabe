import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createCategory, createFood, createRestaurant, createTag, createUser } from '../../test/factories.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { storefrontPage } from './storefront-pages.ts';

const template =
  '<!doctype html><html><head><title>Bhoj</title>' +
  '<script type="module" crossorigin src="/assets/index-1.js"></script></head><body><div id="root"></div></body></html>';
const firstLoad = [
  { page: '/', files: ['assets/index-1.js', 'assets/home-page-2.js'], gzipBytes: 1 },
  { page: '/food/{slug}/', files: ['assets/index-1.js', 'assets/food-page-3.js'], gzipBytes: 1 },
];

let ctx: TestContext;
let webDir: string;
let food: { slug: string; name: string };
let restaurantSlug: string;
beforeAll(async () => {
  webDir = await mkdtemp(join(tmpdir(), 'bhoj-web-'));
  await mkdir(join(webDir, '.vite'));
  await writeFile(join(webDir, 'index.html'), template);
  await writeFile(join(webDir, '.vite', 'first-load.json'), JSON.stringify(firstLoad));
  ctx = await createTestContext({}, { webDir });
  const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
  const restaurant = await createRestaurant(ctx.db, owner.user.id);
  restaurantSlug = restaurant.slug;
  const refs = {
    restaurantId: restaurant.id,
    categoryId: (await createCategory(ctx.db)).id,
    tagId: (await createTag(ctx.db)).id,
  };
  food = await createFood(ctx.db, refs, {
    name: 'Pie </script><script>alert(1)</script>',
    image: '/media/uploads/2026/11/ab.640x480.webp',
  });
});
afterAll(async () => {
  await ctx.close();
  await rm(webDir, { recursive: true, force: true });
});

/** The page's embedded answers, keyed by API URL, or undefined when the page has none. */
function embedded(html: string): Record<string, unknown> | undefined {
  const match = /<script type="application\/json" id="first-screen">(.*?)<\/script>/s.exec(html);
  return match ? (JSON.parse(match[1]!) as Record<string, unknown>) : undefined;
}
const api = async (path: string) => (await ctx.app.inject({ method: 'GET', url: path })).json();

describe('storefront pages carry their first screen', () => {
  it('home: the categories and the home foods, as the API answers them, and the page chunk preloaded', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(embedded(res.body)).toEqual({
      '/api/restaurant/categories/': await api('/api/restaurant/categories/'),
      '/api/restaurant/items/': await api('/api/restaurant/items/'),
    });
    expect(res.body).toContain('<link rel="modulepreload" crossorigin href="/assets/home-page-2.js">');
    // The entry is index.html's own script already: not preloaded twice.
    expect(res.body).not.toContain('href="/assets/index-1.js"');
  });

  it('a food page: its details and comments; a name holding </script> cannot end the data early', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/food/${food.slug}/` });
    expect(res.body).not.toContain('<script>alert(1)');
    const answers = embedded(res.body)!;
    expect(Object.keys(answers)).toEqual([
      `/api/restaurant/details/${food.slug}/`,
      `/api/restaurant/feedback-list/${food.slug}/`,
    ]);
    expect((answers[`/api/restaurant/details/${food.slug}/`] as { name: string }).name).toBe(food.name);
    expect(res.body).toContain('href="/assets/food-page-3.js"');
    // Its picture is asked for with the HTML, at the widths and sizes the page's <img> gives.
    const image = `${ctx.config.publicUrl}/media/uploads/2026/11/ab.640x480`;
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${image}.webp" imagesrcset="${image}.w320.webp 320w, ${image}.webp 640w" ` +
        `imagesizes="(min-width: 768px) 50vw, 100vw" fetchpriority="high">`,
    );
  });

  it('a category page: its first page of foods, and the first card’s picture preloaded', async () => {
    const category = (await api(`/api/restaurant/details/${food.slug}/`)).category_slug as string;
    const res = await ctx.app.inject({ method: 'GET', url: `/category/${category}/` });
    expect(Object.keys(embedded(res.body)!)).toEqual([`/api/restaurant/category-foods/${category}/?page=1`]);
    expect(res.body).toContain(
      `<link rel="preload" as="image" href="${ctx.config.publicUrl}/media/uploads/2026/11/ab.640x480.webp"`,
    );
  });

  it('a restaurant page: its whole menu in one call', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: `/restaurant/${restaurantSlug}/` });
    expect(Object.keys(embedded(res.body)!)).toEqual([`/api/restaurant/menu/${restaurantSlug}/`]);
  });

  it('the restaurant list: the cards with rating and delivery fee', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/restaurant-list/' });
    expect(Object.keys(embedded(res.body)!)).toEqual(['/api/restaurant/cards/']);
  });

  it('leaves out what the API refuses: an unknown food has no details in the page', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/food/no-such-food/' });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(embedded(res.body) ?? {})).not.toContain('/api/restaurant/details/no-such-food/');
  });

  it('other pages, later pages of a list and the dashboards get index.html as built', async () => {
    for (const url of ['/about/', '/category/pizza/?page=2', '/restaurant/dashboard/', '/sign-in/']) {
      const res = await ctx.app.inject({ method: 'GET', url });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).toBe(template);
    }
  });
});

describe('storefrontPage', () => {
  it('names the calls with slugs written as the web app writes them', () => {
    expect(storefrontPage('/category/%E0%A6%AC%E0%A6%BF/', '')?.calls).toEqual([
      'restaurant/category-foods/%E0%A6%AC%E0%A6%BF/?page=1',
    ]);
    expect(storefrontPage('/our-menu', '')?.page).toBe('/our-menu/');
    expect(storefrontPage('/food/%E0%A4/', '')).toBeUndefined();
    expect(storefrontPage('/restaurant-list/', 'sort=name')).toBeUndefined();
  });
});
