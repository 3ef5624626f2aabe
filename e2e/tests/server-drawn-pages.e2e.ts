// The storefront drawn on the server (DRAW_ON_SERVER, decision 19) in Chromium against the built app: each storefront
// page shows its content with JavaScript off, the browser takes the markup over without a hydration
// error and the page then works (a signed-in header, a cart), and a Bangla reader gets Bangla HTML.
import type { Browser, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { describe, expect } from 'vitest';
import { apiGet, DEMO_CUSTOMER, expectText, signIn } from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E({ env: { DRAW_ON_SERVER: 'true' } });

const PHONE = { width: 412, height: 823 };

/** The raw pixels of a PNG screenshot without its first and last `edge` rows. */
async function insideRows(png: Buffer, edge: number) {
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  const row = info.width * info.channels;
  return data.subarray(edge * row, data.length - edge * row);
}

interface Named {
  name: string;
  slug: string;
}

/** Each storefront page, and a text the server's HTML must show on it. */
async function storefront(): Promise<{ path: string; shows: string }[]> {
  const [food] = await apiGet<Named[]>(server, 'restaurant/items/');
  const [restaurant] = await apiGet<Named[]>(server, 'restaurant/cards/');
  const [category] = await apiGet<Named[]>(server, 'restaurant/categories/');
  return [
    { path: '/', shows: food!.name },
    { path: `/food/${food!.slug}/`, shows: food!.name },
    { path: `/category/${category!.slug}/`, shows: category!.name },
    { path: '/restaurant-list/', shows: restaurant!.name },
    { path: `/restaurant/${restaurant!.slug}/`, shows: restaurant!.name },
    { path: '/our-menu/', shows: 'Our menu' },
  ];
}

async function withoutJavaScript(browser: Browser, run: (page: Page) => Promise<void>) {
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL: server.url('/') });
  try {
    await run(await context.newPage());
  } finally {
    await context.close();
  }
}

const lower = (text: string) => text.toLocaleLowerCase('en');

/**
 * The words in `element`, in lower case. Its text, not its drawn text (innerText): parts far down a page
 * are drawn only when scrolled near (`render-near-view`), and innerText leaves out what is not drawn yet;
 * lower case, as CSS capitalizes some names on screen.
 */
async function wordsIn(element: Locator) {
  return lower((await element.textContent()) ?? '');
}

/** React's words when the browser's first draw differs from the server's markup. */
const HYDRATION_ERROR = /hydrat|did not match|Minified React error #(418|419|421|423|425)/i;

describe('the storefront drawn on the server', () => {
  test('every storefront page shows its content with JavaScript off', async ({ page }) => {
    const pages = await storefront();
    await withoutJavaScript(page.context().browser()!, async (bare) => {
      for (const { path, shows } of pages) {
        await bare.goto(path);
        await expect.poll(() => wordsIn(bare.locator('main')), { timeout: 5_000 }).toContain(lower(shows));
        expect(await bare.getByRole('banner').innerText(), path).toContain('Our menu');
      }
    });
  });

  test('the browser takes each page over without a hydration error, and the page works', async ({
    page,
    pageLog,
  }) => {
    for (const { path, shows } of await storefront()) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
      await expect.poll(() => wordsIn(page.locator('main'))).toContain(lower(shows));
    }
    expect(pageLog.consoleErrors.filter((line) => HYDRATION_ERROR.test(line))).toEqual([]);
    expect(pageLog.consoleErrors).toEqual([]);
    // The last page, taken over, answers a tap: the cart opens from the header.
    const [food] = await apiGet<Named[]>(server, 'restaurant/items/');
    await page.goto(`/food/${food!.slug}/`);
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByText(food!.name).waitFor();
    await expectText(page.getByTestId('cart-count'), '1');
    expect(pageLog.consoleErrors).toEqual([]);
  });

  test('a tap on a button before the app has taken the page over is given to it once it has', async ({
    page,
  }) => {
    const [food] = await apiGet<Named[]>(server, 'restaurant/items/');
    // A page of its own: the test's page waits for every takeover before it goes on.
    const context = await page
      .context()
      .browser()!
      .newContext({ baseURL: server.url('/') });
    try {
      const early = await context.newPage();
      const errors: string[] = [];
      early.on('pageerror', (error) => errors.push(error.message));
      early.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
      // The app's entry is held back until both taps have been made.
      let release = () => {};
      const released = new Promise<void>((resolve) => (release = resolve));
      await early.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
        await released;
        await route.continue();
      });
      await early.goto(`/food/${food!.slug}/`);
      await early.getByRole('button', { name: 'Increase quantity' }).click();
      await early.getByTestId('add-to-cart').click();
      expect(await early.locator('#root[data-drawn]').count()).toBe(1);
      release();
      await early.getByRole('dialog', { name: 'Your Cart' }).getByText(food!.name).waitFor();
      await expectText(early.getByTestId('cart-count'), '2');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a menu line’s quantity is drawn as text, then as a field near the window, looking the same', async ({
    page,
  }) => {
    const [restaurant] = await apiGet<Named[]>(server, 'restaurant/cards/');
    const path = `/restaurant/${restaurant!.slug}/`;
    // The first line's stepper as a phone shows it, drawn (JavaScript off) and then taken over.
    const stepperOf = async (javaScriptEnabled: boolean, check: (on: Page) => Promise<void>) => {
      const context = await page
        .context()
        .browser()!
        .newContext({ baseURL: server.url('/'), javaScriptEnabled, viewport: PHONE, deviceScaleFactor: 2 });
      try {
        const on = await context.newPage();
        await on.goto(path);
        await check(on);
        const line = on.getByTestId('food-card').first();
        return await line.getByRole('button', { name: 'Decrease quantity' }).locator('..').screenshot();
      } finally {
        await context.close();
      }
    };
    const drawn = await stepperOf(false, async (bare) => {
      // No field in the menu the server sends: the browser would look at each once the page has loaded.
      expect(await bare.content()).not.toContain('data-testid="quantity-input"');
      expect(await bare.getByTestId('quantity-text').count()).toBeGreaterThan(0);
    });
    const live = await stepperOf(true, async (taken) => {
      const field = taken.getByTestId('food-card').first().getByTestId('quantity-input');
      await field.fill('3');
      await expect.poll(() => field.inputValue()).toBe('3');
      await field.fill('1');
      await taken.getByRole('heading', { level: 1 }).click();
    });
    // Pixel for pixel, but for the box's top and bottom edge, which fall on a fraction of a pixel that
    // differs with the page's layout above it.
    const [a, b] = await Promise.all([insideRows(drawn, 2), insideRows(live, 2)]);
    expect(a.length).toBeGreaterThan(0);
    expect(b.equals(a)).toBe(true);
  });

  test('a signed-in customer gets the visitor’s markup and then their own header, without an error', async ({
    page,
    pageLog,
  }) => {
    await page.goto('/sign-in/');
    await signIn(page, DEMO_CUSTOMER);
    await page.waitForURL((url) => !url.pathname.startsWith('/sign-in'));
    const response = await page.goto('/restaurant-list/');
    // The HTML is the same for everyone: drawn for a visitor.
    expect(await response!.text()).toContain('href="/sign-in/"');
    // Taken over, the header is the customer's: no sign-in link, their cart.
    await expect.poll(() => page.getByRole('banner').locator('a[href="/sign-in/"]').count()).toBe(0);
    expect(pageLog.consoleErrors).toEqual([]);
  });

  test('a reader who chose Bangla gets the page drawn in Bangla by the server', async ({ page, pageLog }) => {
    await page.goto('/');
    await page
      .getByRole('banner')
      .getByRole('combobox', { name: 'Language', exact: true })
      .selectOption('bn');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('bn');
    const response = await page.goto('/restaurant-list/');
    const html = await response!.text();
    expect(html).toContain('<html lang="bn">');
    expect(html).toContain('"drawnIn":"bn.bengali"');
    await withoutJavaScript(page.context().browser()!, async (bare) => {
      await bare.context().addCookies([{ name: 'bhoj_language', value: 'bn.bengali', url: server.url('/') }]);
      await bare.goto('/restaurant-list/');
      expect(await bare.locator('h1').innerText()).toBe('আমাদের রেস্টুরেন্টগুলো');
    });
    await page.waitForLoadState('networkidle');
    expect(await page.locator('h1').innerText()).toBe('আমাদের রেস্টুরেন্টগুলো');
    expect(pageLog.consoleErrors).toEqual([]);
  });
});
