// The search page (issue 15): a misspelt word typed in the header's panel → See all results → every
// match on the page, paged, filtered by price, at a phone's width and a desktop's, axe-clean. Expected
// lists come from the API of the same server, so the test follows the seed rather than copying it.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { cardNames, expectCards } from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

interface Found {
  name: string;
  price: number;
}
interface Answer {
  count: number;
  also_searched: string[];
  results: Found[];
}

async function search(query: string): Promise<Answer> {
  const response = await fetch(server.url(`/api/restaurant/search-results/?${query}`));
  if (!response.ok) throw new Error(`search-results/?${query} answered ${response.status}`);
  return (await response.json()) as Answer;
}

/** Every match of `q`, page by page. */
async function everyMatch(q: string): Promise<Found[]> {
  const all: Found[] = [];
  for (let page = 1; ; page++) {
    const answer = await search(`q=${q}&page=${page}`);
    all.push(...answer.results);
    if (all.length >= answer.count) return all;
  }
}

/** Nothing scrolls sideways, and no card's name is cut (its heading shows all of its text). */
async function expectReadable(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth, `${page.url()} scrolls sideways at ${width} px`).toBeLessThanOrEqual(width);
  const cut = await page
    .getByTestId('food-card')
    .getByRole('heading')
    .evaluateAll((headings) =>
      headings
        .filter((h) => h.scrollHeight > h.clientHeight + 1 || h.scrollWidth > h.clientWidth + 1)
        .map((h) => h.textContent),
    );
  expect(cut).toEqual([]);
}

async function expectAxeClean(page: Page, where: string): Promise<void> {
  const findings = await blockingViolations(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}

const misspelt = 'biriyani';

describe('the search page', () => {
  for (const [width, height, how] of [
    [390, 844, 'Enter'],
    [1366, 900, 'the link'],
  ] as const) {
    test(`at ${width} px: a misspelt word, all results by ${how}, a price filter and page 2`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height });
      const all = await everyMatch(misspelt);
      expect(all.some((food) => /biryani/i.test(food.name))).toBe(true);
      // A highest price that leaves out the dearest match but keeps more than one page.
      const dearest = Math.max(...all.map((food) => food.price));
      const maxPrice = String(Math.floor(dearest) - 1);
      const filtered = await search(`q=${misspelt}&max_price=${maxPrice}`);
      expect(filtered.count).toBeGreaterThan(12);
      expect(filtered.count).toBeLessThan(all.length);

      await page.goto('/');
      await page.getByRole('button', { name: 'Search food' }).first().click();
      const panel = page.getByTestId('search-panel');
      const input = panel.getByRole('combobox', { name: 'Search food' });
      await input.fill(misspelt);
      const seeAll = panel.getByTestId('search-see-all');
      await seeAll.waitFor();
      if (how === 'Enter') await input.press('Enter');
      else await seeAll.click();

      await page.waitForURL((url) => url.pathname === '/search/' && url.searchParams.get('q') === misspelt);
      const first = await search(`q=${misspelt}`);
      await expectCards(
        page,
        first.results.map((food) => food.name),
      );
      expect(await cardNames(page)).toEqual(expect.arrayContaining([expect.stringMatching(/Biryani/)]));
      await expect
        .poll(() => page.getByTestId('search-also').textContent())
        .toContain(first.also_searched[0] ?? 'biryani');
      await expectReadable(page, width);
      await expectAxeClean(page, `/search/ at ${width} px`);

      // A phone shows the filters behind a button, a desktop beside the results.
      const toggle = page.getByTestId('filters-toggle');
      if (await toggle.isVisible()) {
        expect(width).toBe(390);
        await toggle.click();
        await expectAxeClean(page, `/search/ with the filters open at ${width} px`);
      }
      await page.getByTestId('filter-max-price').fill(maxPrice);
      await page.getByTestId('filter-apply').click();
      await page.waitForURL((url) => url.searchParams.get('max_price') === maxPrice);
      await expectCards(
        page,
        filtered.results.map((food) => food.name),
      );
      await expect
        .poll(() => page.getByTestId('search-count').textContent())
        .toBe(`${filtered.count} foods found`);

      await page.getByRole('button', { name: 'Page 2' }).click();
      await page.waitForURL((url) => url.searchParams.get('page') === '2');
      const second = await search(`q=${misspelt}&max_price=${maxPrice}&page=2`);
      await expectCards(
        page,
        second.results.map((food) => food.name),
      );
      for (const food of second.results) expect(food.price).toBeLessThanOrEqual(Number(maxPrice));
      await expectReadable(page, width);
      await expectAxeClean(page, `/search/ page 2 at ${width} px`);

      // Reload keeps it all; back returns to page 1 of the same filter.
      await page.reload();
      await expectCards(
        page,
        second.results.map((food) => food.name),
      );
      await page.goBack();
      await page.waitForURL((url) => url.searchParams.get('page') === null);
      await expectCards(
        page,
        filtered.results.map((food) => food.name),
      );
    });
  }

  test('nothing found says so and clears the filters', async ({ page }) => {
    await page.goto(`/search/?q=${misspelt}&min_price=99999`);
    const empty = page.getByTestId('empty-state');
    await expect.poll(() => empty.textContent()).toContain(`No foods match “${misspelt}”`);
    await expectAxeClean(page, '/search/ with nothing found');
    await empty.getByRole('button', { name: 'Clear filters' }).click();
    await page.waitForURL((url) => !url.searchParams.has('min_price'));
    await expect.poll(() => page.getByTestId('food-card').count()).toBeGreaterThan(0);
  });
});
