// The restaurant page (issue 15, points 3 and 7) in Chromium against the built app and its seeded
// catalog, at a phone's width and a desktop's: a customer opens a restaurant from the home page's
// kitchens carousel, sees its rating, fee, hours and categories, jumps to a category, adds a dish and
// finds it in the sticky summary; each home banner opens its own category; axe finds nothing blocking.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { apiGet, expectText, moneyIn, onPath, registerUser, signIn } from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

interface MenuAnswer {
  restaurant: {
    name: string;
    slug: string;
    address: string;
    delivery_fee: number;
    rating_count: number;
    delivery_hours: { open: string; close: string };
  };
  categories: { name: string; slug: string; foods: { name: string; slug: string; price: number }[] }[];
}

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
];

/** True when the element's top is on screen below the sticky header and jump list, and it is not covered. */
function isReachable(page: Page, selector: string): Promise<boolean> {
  return page.locator(selector).evaluate((element) => {
    const box = element.getBoundingClientRect();
    const x = box.left + Math.min(box.width / 2, 40);
    const y = box.top + box.height / 2;
    if (box.top < 100 || box.bottom > window.innerHeight) return false;
    const hit = document.elementFromPoint(x, y);
    return hit !== null && element.contains(hit);
  });
}

describe('the restaurant page', () => {
  for (const viewport of VIEWPORTS) {
    test(`${viewport.name}: from the kitchens carousel to a dish in the sticky cart summary`, async ({
      page,
      pageLog,
    }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      const buyer = await registerUser(server, `menu${viewport.width}`);
      await page.goto('/sign-in/');
      await signIn(page, buyer);
      await page.waitForURL(onPath('/profile/'));

      await page.goto('/');
      const kitchens = page.getByTestId('brand-carousel');
      await kitchens.scrollIntoViewIfNeeded();
      const tile = kitchens.getByTestId('kitchen-tile').first();
      await tile.waitFor();
      const href = (await tile.getAttribute('href')) ?? '';
      const slug = /^\/restaurant\/([^/]+)\/$/.exec(href)?.[1];
      expect(slug, href).toBeTruthy();
      expect(await tile.locator('img').getAttribute('src')).toMatch(/\/media\/demo\/restaurant-/);
      await tile.click();
      await page.waitForURL(onPath(`/restaurant/${slug}/`));

      const menu = await apiGet<MenuAnswer>(server, `restaurant/menu/${slug}/`);
      const { restaurant } = menu;
      await expectText(page.getByTestId('restaurant-name'), restaurant.name);
      await expectText(page.getByTestId('restaurant-address'), restaurant.address);
      expect(await moneyIn(page.getByTestId('restaurant-fee'))).toBe(restaurant.delivery_fee);
      const hours = restaurant.delivery_hours;
      await expectText(
        page.getByTestId('restaurant-hours'),
        hours.open === '00:00' && hours.close === '24:00'
          ? 'Around the clock'
          : `${hours.open} – ${hours.close}`,
      );
      const rating = page.locator('header').getByTestId('rating');
      if (restaurant.rating_count === 0) await expectText(rating, 'No ratings yet');
      else await expectText(rating, new RegExp(`\\(${restaurant.rating_count.toLocaleString('en-IN')}\\)`));

      const jumpList = page.getByRole('navigation', { name: 'Menu categories' });
      expect(await jumpList.getByRole('link').allTextContents()).toEqual(menu.categories.map((c) => c.name));
      expect(menu.categories.length).toBeGreaterThan(1);
      const target = menu.categories.at(-1)!;
      await jumpList.getByRole('link', { name: target.name, exact: true }).click();
      const heading = `#menu-${target.slug}-title`;
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(`menu-${target.slug}-title`);
      await expect.poll(() => isReachable(page, heading), { timeout: 5_000 }).toBe(true);
      await expect
        .poll(() =>
          jumpList.getByRole('link', { name: target.name, exact: true }).getAttribute('aria-current'),
        )
        .toBe('location');
      // The jump list stays at the top of the screen while the menu scrolls under it.
      const listTop = await jumpList.evaluate((element) => element.getBoundingClientRect().top);
      expect(listTop).toBeGreaterThanOrEqual(60);
      expect(listTop).toBeLessThanOrEqual(70);

      const dish = target.foods[0]!;
      const line = page
        .locator(`#menu-${target.slug}`)
        .getByTestId('food-card')
        .filter({ has: page.getByRole('link', { name: dish.name, exact: true }) });
      expect(await moneyIn(line.getByTestId('food-price'))).toBe(dish.price);
      const added = page.waitForResponse(
        (response) =>
          response.url().includes(`/api/cart/add-to-cart/${dish.slug}/`) && response.status() === 201,
      );
      await line.getByRole('button', { name: 'Add to cart' }).click();
      await added;
      // The Your Cart panel opens after an add; closed, it gives the page back.
      const panel = page.getByRole('dialog');
      await panel.waitFor();
      await page.keyboard.press('Escape');
      await panel.waitFor({ state: 'hidden' });

      const summary = page.getByTestId('restaurant-cart-summary');
      await expectText(summary.getByTestId('summary-items'), '1 item');
      expect(await moneyIn(summary.getByTestId('summary-total'))).toBe(dish.price);
      const box = await summary.boundingBox();
      expect(box && box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      const viewCart = summary.getByRole('link', { name: 'View cart' });
      expect(await viewCart.getAttribute('href')).toBe('/view-cart/');

      const findings = describeFindings(
        `restaurant/${slug} at ${viewport.width}px`,
        await blockingViolations(page),
      );
      expect(findings, `serious or critical accessibility violations:\n${findings}`).toBe('');
      expect(pageLog.consoleErrors, 'console errors in the page').toEqual([]);
    });

    test(`${viewport.name}: each home banner opens its own category`, async ({ page }) => {
      await page.setViewportSize({ width: viewport.width, height: viewport.height });
      await page.goto('/');
      const banner = page.getByTestId('banner-slider');
      await banner.waitFor();
      const pause = banner.getByRole('button', { name: 'Pause slides' });
      if (await pause.isVisible()) await pause.click();
      const expected = ['/category/pizza/', '/category/burgers/', '/category/biryani/'];
      for (const [index, path] of expected.entries()) {
        const slide = banner.getByTestId('banner-slide').nth(index);
        await expect.poll(() => slide.getAttribute('aria-hidden')).toBe('false');
        expect(await slide.getByTestId('banner-link').getAttribute('href')).toBe(path);
        await banner.getByRole('button', { name: 'Next slide' }).click();
      }
      await expect
        .poll(() => banner.getByTestId('banner-slide').first().getAttribute('aria-hidden'))
        .toBe('false');
      await banner.getByTestId('banner-slide').first().getByTestId('banner-link').click();
      await page.waitForURL(onPath('/category/pizza/'));
      await page.getByTestId('food-card').first().waitFor();

      await page.goto('/');
      await page.getByTestId('banner-slider').waitFor();
      const findings = describeFindings(`home at ${viewport.width}px`, await blockingViolations(page));
      expect(findings, `serious or critical accessibility violations:\n${findings}`).toBe('');
    });
  }
});
