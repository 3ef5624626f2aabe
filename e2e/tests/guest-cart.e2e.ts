// The guest cart (issue 15) in Chromium against the built app, on a phone (390 px) and a desktop (1366 px):
// a visitor fills a cart kept in the browser, then signs up or signs in; the cart is merged into the
// account's at the server's prices and the customer goes on to checkout. Foods and prices come from the
// public API of the same server.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  apiGet,
  expectNoFailedRequests,
  expectText,
  moneyIn,
  onPath,
  registerUser,
  signIn,
} from '../fixtures/journey-helpers.ts';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E({ env: { RATE_LIMIT_AUTH_PER_MINUTE: '0' } });

interface ApiFood {
  id: number;
  name: string;
  slug: string;
  price: number;
  restaurant: number;
  is_available: boolean;
}

/** Two available foods of two different restaurants, a different pair for each `offset`. */
async function twoFoods(offset: number): Promise<[ApiFood, ApiFood]> {
  const foods = (await apiGet<ApiFood[]>(server, 'restaurant/items/')).filter((food) => food.is_available);
  const first = foods[offset];
  const second = foods.slice(offset + 1).find((food) => first && food.restaurant !== first.restaurant);
  if (!first || !second) throw new Error('The seed has no two restaurants with available foods.');
  return [first, second];
}

/** A visitor's Add to cart on the food's page: no request, the 'Your Cart' panel lists it. */
async function addAsVisitor(page: Page, food: ApiFood, quantity = 1): Promise<void> {
  await page.goto(`/food/${food.slug}/`);
  const input = page.getByTestId('quantity-input');
  await input.fill(String(quantity));
  await page.getByTestId('add-to-cart').click();
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await panel.getByTestId('cart-line-name').filter({ hasText: food.name }).waitFor();
}

/** The customer's server cart, read through the API with a token. */
async function serverCart(token: string) {
  const response = await fetch(server.url('/api/cart/list/'), {
    headers: { authorization: `Token ${token}` },
  });
  return (await response.json()) as {
    items: { food_item: number; quantity: number; food_item_price: number }[];
  };
}

async function apiSignIn(email: string, password: string): Promise<string> {
  const response = await fetch(server.url('/api/accounts/login/'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  return ((await response.json()) as { token: string }).token;
}

describe.each([
  { width: 390, height: 844 },
  { width: 1366, height: 900 },
])('the guest cart at $width px', (viewport) => {
  test('a visitor adds two dishes, signs up, and goes on to checkout with the server’s prices', async ({
    page,
    pageLog,
  }) => {
    await page.setViewportSize(viewport);
    const [first, second] = await twoFoods(viewport.width === 390 ? 0 : 2);
    await page.goto('/');
    expect(await page.getByTestId('cart-count').count()).toBe(0);

    await addAsVisitor(page, first, 2);
    await addAsVisitor(page, second);
    await expectText(page.getByTestId('cart-count'), '3');
    // A price the browser kept that the server does not charge: the merge must not take it.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('bhoj_guest_cart') ?? '{}') as {
        lines: { price: number }[];
      };
      for (const line of cart.lines) line.price = 1;
      localStorage.setItem('bhoj_guest_cart', JSON.stringify(cart));
    });
    await page.reload();
    await page.getByTestId('cart-button').click();
    const panel = page.getByRole('dialog', { name: 'Your Cart' });
    expect(await moneyIn(panel.getByTestId('cart-subtotal'))).toBeCloseTo(3, 2);
    await expectText(panel.getByText('Estimated subtotal'), 'Estimated subtotal');
    expect(describeFindings('guest cart panel', await blockingViolations(page))).toBe('');
    await panel.getByRole('link', { name: 'Sign in to check out' }).click();

    await page.waitForURL(onPath('/sign-in/'));
    await page.getByRole('link', { name: 'Sign Up' }).click();
    await page.waitForURL(onPath('/sign-up/'));
    const name = `guest${viewport.width}`;
    const form = page.getByTestId('sign-up-form');
    await form.getByLabel('Username').fill(name);
    await form.getByLabel('Email').fill(`${name}@example.com`);
    await form.getByLabel('Password', { exact: true }).fill('Guest-cart-2024');
    await form.getByLabel('Confirm password', { exact: true }).fill('Guest-cart-2024');
    await form.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/sign-in/' && url.searchParams.get('returnTo') === '/checkout/',
    );
    const merged = page.waitForResponse((response) => response.url().endsWith('/api/cart/merge/'));
    await signIn(page, { email: `${name}@example.com`, password: 'Guest-cart-2024' });
    expect((await merged).status()).toBe(200);

    await page.waitForURL(onPath('/checkout/'));
    const items = page.getByTestId('checkout-item');
    await expect.poll(() => items.count()).toBe(2);
    const subtotal = await moneyIn(page.getByTestId('summary-subtotal'));
    expect(subtotal).toBeCloseTo(2 * first.price + second.price, 2);
    expect(await page.evaluate(() => localStorage.getItem('bhoj_guest_cart'))).toBeNull();
    await expectText(page.getByTestId('cart-count'), '3');
    expectNoFailedRequests(pageLog);
  });

  test('a visitor adds, then signs in to an account that already has a cart: the lines are merged', async ({
    page,
    pageLog,
  }) => {
    await page.setViewportSize(viewport);
    const [first, second] = await twoFoods(viewport.width === 390 ? 4 : 6);
    const customer = await registerUser(server, `merge${viewport.width}`);
    const token = await apiSignIn(customer.email, customer.password);
    await fetch(server.url(`/api/cart/add-to-cart/${first.slug}/`), {
      method: 'POST',
      headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ quantity: 1 }),
    });

    await addAsVisitor(page, first, 2);
    await addAsVisitor(page, second);
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(onPath('/view-cart/'));
    await expect.poll(() => page.getByTestId('view-cart-row').count()).toBe(2);
    await expectText(page.getByTestId('estimate-note'), /estimate/i);
    expect(describeFindings('guest view-cart', await blockingViolations(page))).toBe('');
    await page.getByRole('link', { name: 'Sign in to check out' }).click();

    await page.waitForURL(onPath('/sign-in/'));
    await signIn(page, customer);
    await page.waitForURL(onPath('/checkout/'));
    await expect.poll(() => page.getByTestId('checkout-item').count()).toBe(2);

    const cart = await serverCart(token);
    expect(cart.items.map((item) => [item.food_item, item.quantity])).toEqual([
      [first.id, 3],
      [second.id, 1],
    ]);
    await page.goto('/view-cart/');
    await expect.poll(() => page.getByTestId('view-cart-row').count()).toBe(2);
    await expectText(page.getByTestId('cart-count'), '4');
    expectNoFailedRequests(pageLog);
  });
});
