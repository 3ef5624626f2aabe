// Web speed (issue 12) in Chromium against the built app: a storefront page arrives with its first
// screen's data and its main picture in several widths, and a repeat visit downloads no hashed asset
// again while API answers are revalidated (304).
import type { CDPSession, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { setupE2E } from '../fixtures/test.ts';

const { test } = setupE2E();

interface Fetched {
  url: string;
  /** The status that came over the network; undefined when the browser answered from its cache. */
  readonly networkStatus: number | undefined;
}

/** Records, through the DevTools protocol, every response of the page and whether it hit the network. */
async function recordFetches(page: Page): Promise<{ fetched: Fetched[]; cdp: CDPSession }> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  // Sent only for requests that reached the network, with the status the server gave; it may come
  // before or after the request's own event, so the two are joined when read.
  const statuses = new Map<string, number>();
  cdp.on('Network.responseReceivedExtraInfo', ({ requestId, statusCode }) => {
    statuses.set(requestId, statusCode);
  });
  const fetched: Fetched[] = [];
  cdp.on('Network.requestWillBeSent', ({ requestId, request }) => {
    fetched.push({
      url: request.url,
      get networkStatus() {
        return statuses.get(requestId);
      },
    });
  });
  return { fetched, cdp };
}

const path = (url: string) => new URL(url).pathname;
const isAsset = (entry: Fetched) => path(entry.url).startsWith('/assets/');
const isApi = (entry: Fetched) => path(entry.url).startsWith('/api/');

/** Opens `url` and waits until the page has drawn its food cards and the network is quiet. */
async function visit(page: Page, url: string) {
  await page.goto(url);
  await page.getByTestId('food-card').first().waitFor();
  await page.waitForLoadState('networkidle');
}

describe('web speed', () => {
  test('the home page shows its foods without asking the API; its pictures come in several widths', async ({
    page,
  }) => {
    const { fetched } = await recordFetches(page);
    await visit(page, '/');
    // The categories and the home foods came inside the page.
    expect(fetched.filter(isApi).map((entry) => path(entry.url))).not.toContain('/api/restaurant/items/');
    expect(fetched.filter(isApi).map((entry) => path(entry.url))).not.toContain(
      '/api/restaurant/categories/',
    );
    const image = page.getByTestId('food-card').first().locator('img');
    expect(await image.getAttribute('srcset')).toMatch(/\.w320\.webp 320w, .+\.webp 640w$/);
    expect(await image.getAttribute('sizes')).toBeTruthy();
    expect(await image.getAttribute('loading')).toBe('lazy');
  });

  test('the food page preloads its picture, shown eagerly with high priority', async ({ page }) => {
    await visit(page, '/category/biryani/');
    const first = page.getByTestId('food-card').first();
    expect(await first.locator('img').getAttribute('fetchpriority')).toBe('high');
    await first.getByRole('link').click();
    const picture = page.getByTestId('food-detail').locator('img').first();
    await picture.waitFor();
    expect(await picture.getAttribute('fetchpriority')).toBe('high');
    expect(await picture.getAttribute('loading')).toBe('eager');
    // Opened directly, the page names the same picture in its HTML, before any script runs.
    const html = await (await page.request.get(new URL(page.url()).pathname)).text();
    expect(html).toContain(`<link rel="preload" as="image" href="${await picture.getAttribute('src')}"`);
  });

  test("a page the server drew asks for the app's scripts only after it is painted, then is taken over", async ({
    page,
  }) => {
    await page.goto('/restaurant-list/');
    await page.locator('#root:not([data-drawn])').waitFor({ state: 'attached' });
    const timing = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      scripts: performance
        .getEntriesByType('resource')
        .filter((entry) => new URL(entry.name).pathname.startsWith('/assets/') && entry.name.endsWith('.js'))
        .map((entry) => entry.startTime),
    }));
    expect(timing.scripts.length).toBeGreaterThan(3);
    expect(Math.min(...timing.scripts)).toBeGreaterThanOrEqual(timing.painted);
  });

  test('a repeat visit downloads no script or style again, and API answers come back 304', async ({
    page,
  }) => {
    const { fetched } = await recordFetches(page);
    // The search page is drawn in the browser: it asks the API for its results.
    await visit(page, '/search/?q=chicken');
    const first = fetched.filter((entry) => isAsset(entry) || isApi(entry));
    expect(first.filter(isAsset).length).toBeGreaterThan(3);
    // Each came over the network once (a module preloaded and then imported is asked for twice); the
    // protocol reports the network's status a moment after the response, on a busy machine later.
    const notDownloaded = () => {
      const downloaded = new Set(
        first.filter((entry) => entry.networkStatus === 200).map((entry) => entry.url),
      );
      return first.filter((entry) => isAsset(entry) && !downloaded.has(entry.url)).map((entry) => entry.url);
    };
    await expect.poll(notDownloaded, { timeout: 10_000 }).toEqual([]);
    const foods = first.find((entry) => path(entry.url).startsWith('/api/restaurant/search-results/'));
    await expect.poll(() => foods?.networkStatus, { timeout: 10_000 }).toBe(200);

    fetched.length = 0;
    await visit(page, '/search/?q=chicken');
    const again = fetched.filter(isAsset);
    expect(again.length).toBeGreaterThan(3);
    expect(again.filter((entry) => entry.networkStatus !== undefined).map((entry) => entry.url)).toEqual([]);
    const revalidated = () =>
      fetched.find((entry) => path(entry.url).startsWith('/api/restaurant/search-results/'))?.networkStatus;
    await expect.poll(revalidated, { timeout: 10_000 }).toBe(304);
  });
});
