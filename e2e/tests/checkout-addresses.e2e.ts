// Checkout that remembers (issue 15): a customer who ordered before finds the last address prefilled,
// changes the phone in place, picks another saved address, orders and lands on the order; on a phone the
// total and Place order stay in a bar at the bottom of the screen. Run at 390 px and 1366 px, axe-clean.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { call, newShopperAccount, placeOrder } from '../fixtures/api-calls.ts';
import { apiGet, expectNoFailedRequests, expectText, onPath, signIn } from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

const LAST_ADDRESS = 'House 1, Road 2, Dhanmondi';
const OFFICE = { label: 'Office', address: 'Level 5, 12 Gulshan Avenue', area: 'Gulshan', city: 'Dhaka' };
const OFFICE_TEXT = 'Level 5, 12 Gulshan Avenue, Gulshan, Dhaka';

/** A customer who ordered once (to LAST_ADDRESS), saved OFFICE since, and has a food in the cart. */
async function returningCustomer() {
  const base = server.baseUrl;
  const account = await newShopperAccount(base);
  const foods = (await apiGet<{ slug: string; is_available: boolean }[]>(server, 'restaurant/items/')).filter(
    (food) => food.is_available,
  );
  await placeOrder(base, account.token, foods[0]!.slug);
  const saved = await call(base, '/api/accounts/addresses/', {
    method: 'POST',
    token: account.token,
    body: OFFICE,
  });
  expect(saved.status).toBe(201);
  const added = await call(base, `/api/cart/add-to-cart/${foods[1]!.slug}/`, {
    method: 'POST',
    token: account.token,
    body: { quantity: 2 },
  });
  expect(added.status).toBe(201);
  return account;
}

async function expectAxeClean(page: Page, where: string) {
  const findings = await blockingViolations(page);
  expect(findings, describeFindings(where, findings)).toEqual([]);
}

describe('checkout with saved addresses', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1366, height: 900 },
  ]) {
    test(`at ${viewport.width} px: prefilled, phone edited in place, another address picked, lands on the order`, async ({
      page,
      pageLog,
    }) => {
      await page.setViewportSize(viewport);
      const account = await returningCustomer();
      await page.goto(`/sign-in/?returnTo=${encodeURIComponent('/checkout/')}`);
      await signIn(page, account);
      await page.waitForURL(onPath('/checkout/'));

      const form = page.getByTestId('checkout-form');
      const address = form.getByLabel('Delivery address');
      await expect.poll(() => address.inputValue()).toBe(LAST_ADDRESS);
      expect(await form.getByRole('radio', { name: new RegExp(LAST_ADDRESS) }).isChecked()).toBe(true);
      // The fees come with the cart's answer, which may land after the address is filled in.
      await expect.poll(() => page.getByTestId('restaurant-fee').count()).toBeGreaterThan(0);

      const bar = page.getByTestId('checkout-bar');
      if (viewport.width < 1024) {
        // The bar sits on the bottom edge of the screen before any scrolling, the summary above it.
        const box = (await bar.boundingBox())!;
        expect(box.y + box.height).toBeLessThanOrEqual(viewport.height + 1);
        expect(box.y).toBeGreaterThan(viewport.height / 2);
        expect(await page.getByTestId('checkout-bar-total').isVisible()).toBe(true);
        const summary = (await page.getByTestId('order-summary').boundingBox())!;
        expect(summary.y).toBeGreaterThan(box.y);
      } else {
        expect(await page.getByTestId('checkout-bar-total').isVisible()).toBe(false);
      }
      await expectAxeClean(page, `checkout at ${viewport.width} px`);

      await form.getByLabel('Phone').fill('01812345678');
      await form.getByRole('radio', { name: /Office/ }).check();
      expect(await address.inputValue()).toBe(OFFICE_TEXT);

      const submit = form.getByTestId('checkout-submit');
      await expectText(submit, 'Place order');
      const profileSaved = page.waitForResponse(
        (res) => res.url().endsWith('/api/accounts/profile/') && res.request().method() === 'PUT',
      );
      const placed = page.waitForResponse(
        (res) => res.url().endsWith('/api/orders/') && res.request().method() === 'POST',
      );
      await submit.click();
      expect((await profileSaved).status()).toBe(200);
      const answer = await placed;
      expect(answer.status()).toBe(201);
      const order = (await answer.json()) as { id: number; address: string };
      expect(order.address).toBe(OFFICE_TEXT);

      await page.waitForURL((url) => url.pathname === '/order-history/' && url.hash === `#order-${order.id}`);
      const heading = page.locator(`#order-${order.id}`);
      await expect.poll(() => heading.evaluate((node) => node === document.activeElement)).toBe(true);
      const card = (await page.locator(`article[data-order-id="${order.id}"]`).boundingBox())!;
      expect(card.y).toBeLessThan(viewport.height);
      expect(card.y + 40).toBeGreaterThan(0);
      await expectAxeClean(page, `order history at ${viewport.width} px`);

      const profile = await call(server.baseUrl, '/api/accounts/profile/', { token: account.token });
      expect(profile.body.phone_number).toBe('+8801812345678');
      const addresses = await call(server.baseUrl, '/api/accounts/addresses/', { token: account.token });
      expect(
        (addresses.body as unknown as { text: string; is_default: boolean }[]).map((a) => [
          a.text,
          a.is_default,
        ]),
      ).toEqual([
        [OFFICE_TEXT, true],
        [LAST_ADDRESS, false],
      ]);

      await page.goto('/profile/');
      const book = page.getByTestId('address-book');
      await expect.poll(() => book.getByTestId('saved-address').count()).toBe(2);
      await expectAxeClean(page, `profile at ${viewport.width} px`);
      expectNoFailedRequests(pageLog);
    });
  }
});
