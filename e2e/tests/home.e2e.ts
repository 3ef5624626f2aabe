import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

/** The categories the demo seed creates; each card links to /category/{slug}/. */
const DEMO_CATEGORIES = [
  'Pizza',
  'Pasta',
  'Burgers',
  'Drinks',
  'Desserts',
  'Biryani',
  'Kebab',
  'Chinese',
  'Bakery',
];
const categoryPath = (name: string): string => `/category/${name.toLowerCase().replace(/ /g, '-')}/`;

/** The home page's "Our categories" block: the nearest section (or region) around its heading. */
function categoriesSection(page: Page): Locator {
  return page
    .getByRole('heading', { name: 'Our categories' })
    .locator('xpath=ancestor::*[self::section or @role="region"][1]');
}

/** The category card links of the section that are laid out (Playwright's "visible"; may be off-screen). */
async function visibleCategoryLinks(section: Locator): Promise<string[]> {
  const found: string[] = [];
  for (const name of DEMO_CATEGORIES) {
    const link = section.getByRole('link', { name }).first();
    if ((await link.isVisible()) && (await link.getAttribute('href'))?.endsWith(categoryPath(name))) {
      found.push(name);
    }
  }
  return found;
}

/** True when the element's centre is inside the window and not clipped or covered (the carousel hides slides). */
function isOnScreen(link: Locator): Promise<boolean> {
  return link.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

/** A category card the user can click right now: `preferred` if on screen (paging the carousel if needed). */
async function clickableCategory(page: Page, section: Locator, preferred: string): Promise<string> {
  const next = section.getByRole('button', { name: /next/i }).first();
  for (let turn = 0; turn < DEMO_CATEGORIES.length; turn++) {
    if (await isOnScreen(section.getByRole('link', { name: preferred }).first())) return preferred;
    if (!(await next.isVisible()) || !(await next.isEnabled())) break;
    await next.click();
    await page.waitForTimeout(600); // the carousel scrolls smoothly for about half a second
  }
  for (const name of DEMO_CATEGORIES) {
    const link = section.getByRole('link', { name }).first();
    if ((await link.isVisible()) && (await isOnScreen(link))) return name;
  }
  throw new Error('No category card of the carousel is on screen.');
}

describe('home page', () => {
  test('shows the seeded categories, and a category card opens its page', async ({ page, pageLog }) => {
    await page.goto('/');
    const section = categoriesSection(page);
    await section.waitFor({ state: 'visible' });

    await expect
      .poll(async () => (await visibleCategoryLinks(section)).length, {
        timeout: 20_000,
        interval: 250,
        message: 'demo category links shown under "Our categories"',
      })
      .toBeGreaterThanOrEqual(5);

    await section.scrollIntoViewIfNeeded();
    const name = await clickableCategory(page, section, 'Burgers');
    await section.getByRole('link', { name }).first().click();

    await page.waitForURL((url) => url.pathname === categoryPath(name));
    await page.getByRole('banner').getByRole('link', { name: 'Bhoj' }).first().waitFor({ state: 'visible' });
    expect(pageLog.consoleErrors, 'console errors in the page').toEqual([]);
  });

  test('a category deep link opens inside the app layout', async ({ page }) => {
    const response = await page.goto('/category/pizza/');
    expect(response?.status()).toBe(200);
    await page.getByRole('banner').getByRole('link', { name: 'Bhoj' }).first().waitFor({ state: 'visible' });
    expect(new URL(page.url()).pathname).toBe('/category/pizza/');
  });
});

describe('server', () => {
  test('GET /api/health says ok on the embedded database', async () => {
    const response = await fetch(server.url('/api/health'));
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await response.json()) as Record<string, unknown>;
    expect(body).toMatchObject({ status: 'ok', database: 'pglite' });
    expect(body.version).toEqual(expect.any(String));
  });

  test('a deep link into the app returns the web app', async () => {
    const response = await fetch(server.url('/restaurant/dashboard/food-items/'), {
      headers: { accept: 'text/html' },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await response.text()).toContain('<div id="root">');
  });

  test('an unknown API path is a JSON 404', async () => {
    const response = await fetch(server.url('/api/nope/'));
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(await response.json()).toEqual({ detail: 'Not found.' });
  });
});
