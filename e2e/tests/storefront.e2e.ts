// Storefront journeys (issue 4) in Chromium against the built app and its seeded catalog: browsing home,
// categories, foods and comments, searching, restaurants with pages, the menu tabs (a buyer's rated
// comment is in reviews.e2e.ts); an axe-core scan; and the phone width. Expected lists come from the public API of the same
// server, so the tests follow the seed rather than copy it.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { expectCards, onPath } from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

interface ApiFood {
  name: string;
  slug: string;
}
interface ApiPage<T> {
  count: number;
  results: T[];
}
interface ApiRestaurant {
  name: string;
  slug: string;
  address: string;
  total_foods: number;
}

async function apiGet<T>(path: string): Promise<T> {
  const response = await fetch(server.url(`/api/restaurant/${path}`));
  if (!response.ok) throw new Error(`GET ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

const names = (foods: ApiFood[]) => foods.map((food) => food.name);

async function expectText(locator: Locator, expected: string | RegExp): Promise<void> {
  const poll = expect.poll(async () => (await locator.textContent())?.trim() ?? '', { timeout: 15_000 });
  if (typeof expected === 'string') await poll.toBe(expected);
  else await poll.toMatch(expected);
}

/** True when the element's centre is inside the window and not covered (carousels move slides aside). */
function isOnScreen(element: Locator): Promise<boolean> {
  return element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const x = box.left + box.width / 2;
    const y = box.top + box.height / 2;
    if (box.width === 0 || x < 0 || y < 0 || x >= window.innerWidth || y >= window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && node.contains(hit);
  });
}

/** The first food of the category's first page that has comments (the seed comments on many, not all). */
async function commentedFood(category: string): Promise<ApiFood> {
  const foods = await apiGet<ApiPage<ApiFood>>(`category-foods/${category}/`);
  for (const food of foods.results) {
    const comments = await apiGet<unknown[]>(`feedback-list/${food.slug}/`);
    if (comments.length > 0) return food;
  }
  throw new Error(`No food on the first page of ${category} has comments in the seed.`);
}

/** Asserts the page is no wider than the window: nothing to scroll sideways. */
async function expectNoHorizontalScroll(page: Page, width: number): Promise<void> {
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  if (scrollWidth > width) {
    // Name the widest offenders, so the failure says what to fix.
    const offenders = await page.evaluate((limit) => {
      const wide = [...document.querySelectorAll('body *')].filter(
        (element) => element.getBoundingClientRect().right > limit + 0.5,
      );
      return wide.slice(0, 8).map((element) => {
        const { right } = element.getBoundingClientRect();
        const testId = element.getAttribute('data-testid');
        const label = testId ? `[data-testid=${testId}]` : `.${[...element.classList].slice(0, 4).join('.')}`;
        return `${element.tagName.toLowerCase()}${label} right=${Math.round(right)}`;
      });
    }, width);
    expect.fail(
      `${page.url()} scrolls sideways at ${width} px (${scrollWidth} px wide):\n${offenders.join('\n')}`,
    );
  }
}

describe('a visitor browsing', () => {
  test('home → a category → a food with its comments → search and open a result', async ({ page }) => {
    const food = await commentedFood('burgers');
    const burgers = await apiGet<ApiPage<ApiFood>>('category-foods/burgers/');
    const comments = await apiGet<unknown[]>(`feedback-list/${food.slug}/`);

    await page.goto('/');
    const carousel = page.getByRole('region', { name: 'Food categories' });
    const burgersCard = carousel.getByRole('link', { name: 'Burgers' }).first();
    await burgersCard.waitFor();
    await carousel.scrollIntoViewIfNeeded();
    // Page the carousel forward until the Burgers card is in view.
    const next = page.getByRole('button', { name: 'Next categories' });
    for (let turn = 0; turn < 12 && !(await isOnScreen(burgersCard)); turn++) {
      await next.click();
      await expect
        .poll(() => isOnScreen(burgersCard), { timeout: 1_500 })
        .toBe(true)
        .catch(() => undefined);
    }
    await burgersCard.click();

    await page.waitForURL(onPath('/category/burgers/'));
    await expectCards(page, names(burgers.results));
    await page.getByTestId('food-card').getByRole('link', { name: food.name, exact: true }).click();

    await page.waitForURL(onPath(`/food/${food.slug}/`));
    const detail = page.getByTestId('food-detail');
    await expectText(detail.getByRole('heading', { level: 1 }), food.name);
    await expectText(detail.getByTestId('food-price'), /^TK \d[\d,]*(\.\d{2})?$/);
    const list = page.getByTestId('comments-list');
    await list.waitFor();
    expect(await list.getByTestId('comment').count()).toBe(comments.length);
    for (const author of await list.getByTestId('comment-author').allTextContents()) {
      expect(author.trim()).not.toBe('');
    }

    const search = await apiGet<ApiPage<ApiFood>>('search/?q=biryani');
    const first = search.results[0];
    if (!first) throw new Error('The seed has no biryani to find.');
    await page.getByRole('button', { name: 'Search food' }).click();
    const panel = page.getByTestId('search-panel');
    const input = panel.getByRole('combobox', { name: 'Search food' });
    await input.fill('biryani');
    const results = panel.getByTestId('search-result');
    await expect.poll(() => results.count()).toBe(Math.min(search.results.length, 10));
    expect(await results.first().textContent()).toContain(first.name);
    expect(await results.first().textContent()).toMatch(/TK \d/);

    await input.press('ArrowDown');
    await expect.poll(() => results.first().getAttribute('aria-selected')).toBe('true');
    await input.press('Enter');
    await page.waitForURL(onPath(`/food/${first.slug}/`));
    await expectText(page.getByTestId('food-detail').getByRole('heading', { level: 1 }), first.name);
    await panel.waitFor({ state: 'detached' });
  });

  test('a restaurant card opens its page with the whole menu, category by category', async ({ page }) => {
    const restaurants = await apiGet<ApiRestaurant[]>('list/');
    const restaurant = restaurants.find((item) => item.total_foods > 6);
    if (!restaurant) throw new Error('No seeded restaurant has more than 6 foods.');
    const menu = await apiGet<{ categories: { foods: ApiFood[] }[] }>(`menu/${restaurant.slug}/`);
    const everyFood = menu.categories.flatMap((category) => names(category.foods));
    expect(everyFood).toHaveLength(restaurant.total_foods);

    await page.goto('/restaurant-list/');
    const card = page.getByTestId('restaurant-card').filter({ hasText: restaurant.name });
    await card.getByRole('link', { name: restaurant.name, exact: true }).click();

    await page.waitForURL(onPath(`/restaurant/${restaurant.slug}/`));
    await expectText(page.getByTestId('restaurant-name'), restaurant.name);
    await expectText(page.getByTestId('restaurant-address'), restaurant.address);
    await expectCards(page, everyFood);
  });

  test('our menu: Pizza by default, then the Pasta tab', async ({ page }) => {
    const pizza = await apiGet<ApiPage<ApiFood>>('category-foods/pizza/');
    const pasta = await apiGet<ApiPage<ApiFood>>('category-foods/pasta/');

    await page.goto('/our-menu/');
    const tabs = page.getByRole('tablist', { name: 'Menu categories' });
    const pizzaTab = tabs.getByRole('tab', { name: 'Pizza' });
    await pizzaTab.waitFor();
    expect(await tabs.getByRole('tab').allTextContents()).toEqual([
      'Pizza',
      'Pasta',
      'Burgers',
      'Drinks',
      'Desserts',
    ]);
    expect(await pizzaTab.getAttribute('aria-selected')).toBe('true');
    await expectCards(page, names(pizza.results));

    await tabs.getByRole('tab', { name: 'Pasta' }).click();
    await page.waitForURL((url) => url.searchParams.get('tab') === 'pasta');
    await expect
      .poll(() => tabs.getByRole('tab', { name: 'Pasta' }).getAttribute('aria-selected'))
      .toBe('true');
    expect(await pizzaTab.getAttribute('aria-selected')).toBe('false');
    await expectCards(page, names(pasta.results));
  });
});

describe('comments and the cart button', () => {
  test("a visitor's 'Post comment' goes to sign-in and back; 'Add to cart' fills the guest cart", async ({
    page,
  }) => {
    const food = (await apiGet<ApiPage<ApiFood>>('category-foods/pasta/')).results[0];
    if (!food) throw new Error('The seed has no pasta.');
    const foodPath = `/food/${food.slug}/`;
    const signInWithReturn = (url: URL) =>
      url.pathname === '/sign-in/' && url.searchParams.get('returnTo') === foodPath;

    await page.goto(foodPath);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.waitForURL(signInWithReturn);

    await page.goBack();
    await page.waitForURL(onPath(foodPath));
    await page.getByTestId('add-to-cart').click();
    await page.getByRole('dialog', { name: 'Your Cart' }).getByTestId('cart-line-name').waitFor();
    expect(new URL(page.url()).pathname).toBe(foodPath);
  });
});

describe('quality', () => {
  test('axe-core finds no serious or critical WCAG 2 A/AA violations', async ({ page }) => {
    const food = await commentedFood('pizza');
    const report: string[] = [];

    await page.goto('/');
    await page.getByTestId('food-card').first().waitFor();
    await page.getByRole('region', { name: 'Food categories' }).waitFor();
    report.push(describeFindings('home', await blockingViolations(page)));

    await page.goto(`/food/${food.slug}/`);
    await page.getByTestId('food-detail').waitFor();
    await page.getByTestId('comments-list').waitFor();
    report.push(describeFindings(`food/${food.slug}`, await blockingViolations(page)));

    await page.goto('/category/pizza/');
    await page.getByTestId('food-card').first().waitFor();
    report.push(describeFindings('category/pizza', await blockingViolations(page)));

    const found = report.filter(Boolean).join('\n');
    expect(found, `serious or critical accessibility violations:\n${found}`).toBe('');
  });

  test('home and a food page fit a 360 px phone without horizontal scroll', async ({ page }) => {
    const food = await commentedFood('pizza');
    await page.setViewportSize({ width: 360, height: 740 });

    await page.goto('/');
    await page.getByTestId('food-card').first().waitFor();
    await page.getByRole('region', { name: 'Food categories' }).waitFor();
    await expectNoHorizontalScroll(page, 360);

    await page.goto(`/food/${food.slug}/`);
    await page.getByTestId('food-detail').waitFor();
    await page.getByTestId('comments-list').waitFor();
    await expectNoHorizontalScroll(page, 360);
  });
});
