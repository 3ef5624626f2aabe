// The bundled Bengali face (issue 16) in Chromium against the built app. This machine's Chromium has no
// Bengali system font (`fc-list :lang=bn` lists none), so Bangla and the ৳ sign drawn in anything but our
// face come out as empty boxes. A Latin-only storefront page never fetches the face, not even for the
// language menu's "বাংলা" option; a food named in Bangla and the owner dashboard's chart (SVG text, ৳ on
// its value axis) are drawn with it.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { type Credentials, pngImage, signIn } from '../fixtures/journey-helpers.ts';
import { resultsDir } from '../fixtures/paths.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

const FAMILY = 'Noto Sans Bengali';
const DEMO_OWNER: Credentials = { email: 'owner@bhoj.local', password: 'bhoj-owner-2024' };
const FOOD = { name: 'কাচ্চি বিরিয়ানি', description: 'দাম ৳ ৩৫০, রান্না হয় অর্ডারে।' };

const isFontFile = (url: string) => /\/assets\/noto-sans-bengali-.+\.woff2$/.test(new URL(url).pathname);

async function api<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Token ${init.token}`);
  const response = await fetch(server.url(`/api/${path}`), { ...init, headers });
  const body = (await response.json()) as T;
  if (!response.ok) throw new Error(`/api/${path} answered ${response.status}: ${JSON.stringify(body)}`);
  return body;
}

const json = (body: unknown): RequestInit => ({
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});

/** The demo owner adds a food named in Bangla through the API, as the food form does; answers its slug. */
async function addBanglaFood(): Promise<string> {
  const { token } = await api<{ token: string }>('accounts/login/', json(DEMO_OWNER));
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(await pngImage())], { type: 'image/png' }), 'dish.png');
  const { url } = await api<{ url: string }>('uploads/', { method: 'POST', body: form, token });
  const [category] = await api<{ id: number }[]>('restaurant/categories/');
  const [tag] = await api<{ id: number }[]>('restaurant/tags/', { token });
  const food = await api<{ slug: string }>('restaurant/item/add', {
    ...json({
      ...FOOD,
      price: 350,
      image: new URL(url).pathname,
      category: category?.id,
      tags: tag?.id,
      is_available: true,
    }),
    token,
  });
  return food.slug;
}

/** The face's files the page has and their states, as `document.fonts` tells them. */
const bengaliFaces = (page: Page) =>
  page.evaluate(
    (family) =>
      [...document.fonts]
        .filter((face) => face.family.replaceAll('"', '') === family)
        .map((face) => ({ weight: face.weight, status: face.status })),
    FAMILY,
  );

/** Whether the face is loaded for `text` at `size`, without asking for it (only drawing loads it). */
const faceReady = (page: Page, size: string, text: string) =>
  page.evaluate(({ font, text }) => document.fonts.check(font, text), { font: `${size} "${FAMILY}"`, text });

/**
 * `element` is drawn in the face: its computed family starts with it, and it looks different once that
 * family is swapped for a missing one in its stack. Latin letters come out the same either way; without a
 * Bengali system font, Bangla letters and ৳ become boxes, so had the face not loaded (boxes both times),
 * the two pictures would be the same bytes.
 */
async function expectDrawnInFace(element: Locator): Promise<void> {
  const fontFamily = await element.evaluate((node) => getComputedStyle(node).fontFamily);
  expect(fontFamily.startsWith(`"${FAMILY}"`), fontFamily).toBe(true);
  const inFace = await element.screenshot();
  await element.evaluate(
    (node, stack) => (node as HTMLElement | SVGElement).style.setProperty('font-family', stack),
    fontFamily.replace(`"${FAMILY}"`, '"No Such Font Bhoj"'),
  );
  const inBoxes = await element.screenshot();
  await element.evaluate((node) => (node as HTMLElement | SVGElement).style.removeProperty('font-family'));
  expect(inFace.equals(inBoxes), 'the same picture with and without the face').toBe(false);
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `bengali-font-${name}.png`), fullPage: true });
}

describe('the bundled Bengali face', () => {
  // First in the file: the next test adds a Bangla food, which the home page would then list.
  test('a Latin-only storefront page declares the face but never downloads it', async ({ page }) => {
    const requested: string[] = [];
    page.on('request', (request) => requested.push(request.url()));
    await page.goto('/');
    await page.getByTestId('food-card').first().waitFor();
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isFontFile)).toEqual([]);
    expect(await bengaliFaces(page)).toEqual([
      { weight: '400', status: 'unloaded' },
      { weight: '700', status: 'unloaded' },
    ]);

    // The language menu lists "বাংলা" among its options, in the header and in the phone menu; closed, it
    // shows only "English", and that needs no Bengali face.
    expect(await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).inputValue()).toBe(
      'en',
    );
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
    const phoneMenu = page.getByRole('dialog').getByRole('combobox', { name: 'Language' });
    await phoneMenu.waitFor();
    expect(await phoneMenu.locator('option').allTextContents()).toContain('বাংলা');
    await page.waitForLoadState('networkidle');
    expect(requested.filter(isFontFile)).toEqual([]);
    expect((await bengaliFaces(page)).map((face) => face.status)).toEqual(['unloaded', 'unloaded']);
  });

  test('a food named in Bangla with a ৳ price is drawn in the face, not in boxes', async ({ page }) => {
    const slug = await addBanglaFood();
    const fontAnswers: { url: string; status: number; cache: string | null }[] = [];
    page.on('response', (response) => {
      if (isFontFile(response.url())) {
        fontAnswers.push({
          url: response.url(),
          status: response.status(),
          cache: response.headers()['cache-control'] ?? null,
        });
      }
    });
    await page.goto(`/food/${slug}/`);
    const name = page.getByRole('heading', { level: 1, name: FOOD.name });
    const description = page.getByText(FOOD.description);
    await description.waitFor();
    await expect.poll(() => faceReady(page, '16px', 'বিরিয়ানি ৳')).toBe(true);
    expect(await bengaliFaces(page)).toContainEqual({ weight: '400', status: 'loaded' });
    // Served by our server from the build, hashed and cached for good like the other assets.
    expect(fontAnswers.length).toBeGreaterThan(0);
    for (const answer of fontAnswers) {
      expect(answer).toMatchObject({ status: 200, cache: 'public, max-age=31536000, immutable' });
    }

    await expectDrawnInFace(name);
    await expectDrawnInFace(description);
    await screenshot(page, 'food-page');
    await page.setViewportSize({ width: 390, height: 844 });
    await expectDrawnInFace(name);
    await screenshot(page, 'food-page-phone');
  });

  test("the owner dashboard's chart draws ৳ on its value axis in the face", async ({ page }) => {
    await page.goto('/sign-in/?returnTo=%2Frestaurant%2Fdashboard%2F');
    await signIn(page, DEMO_OWNER);
    // The chart's tooltip follows the pointer; keep it off the axis.
    await page.mouse.move(0, 0);
    const tick = page
      .getByTestId('sales-chart')
      .locator('.recharts-yAxis-tick-labels text')
      .filter({ hasText: '৳' })
      .last();
    await tick.waitFor();
    await expect.poll(() => faceReady(page, '11px', '৳')).toBe(true);
    await expectDrawnInFace(tick);
    await screenshot(page, 'owner-dashboard');
  });
});
