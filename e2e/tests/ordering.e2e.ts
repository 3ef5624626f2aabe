// Ordering journeys (issue 5) in Chromium against the built app: a new customer fills a cart from two
// restaurants, completes the profile on the way through checkout and places a cash order; the demo customer
// pays online on the sandbox payment page, cancels there once, and once pays after canceling the order
// (the money is refunded). Foods and prices come from the public API of the same server, so the tests
// follow the seed rather than copy it.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  apiGet,
  DEMO_CUSTOMER,
  expectNoFailedRequests,
  expectText,
  moneyIn,
  onPath,
  registerUser,
  signIn,
} from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

interface ApiFood {
  name: string;
  slug: string;
  price: number;
  restaurant: number;
  is_available: boolean;
}

/** Two available foods of two different restaurants. */
async function foodsOfTwoRestaurants(): Promise<[ApiFood, ApiFood]> {
  const foods = (await apiGet<ApiFood[]>(server, 'restaurant/items/')).filter((food) => food.is_available);
  const first = foods[0];
  const second = foods.find((food) => first && food.restaurant !== first.restaurant);
  if (!first || !second) throw new Error('The seed has no two restaurants with available foods.');
  return [first, second];
}

/** Opens the food's page, clicks 'Add to cart' and waits for the 'Your Cart' panel to list it. */
async function addToCart(page: Page, food: ApiFood): Promise<void> {
  await page.goto(`/food/${food.slug}/`);
  const added = page.waitForResponse(
    (response) =>
      response.url().endsWith(`/api/cart/add-to-cart/${food.slug}/`) &&
      response.request().method() === 'POST',
  );
  await page.getByTestId('add-to-cart').click();
  expect((await added).status()).toBe(201);
  const panel = page.getByRole('dialog', { name: 'Your Cart' });
  await panel.getByTestId('cart-line-name').filter({ hasText: food.name }).waitFor();
}

/** The quantity shown on the cart panel's line of `name`. */
const panelQuantity = (page: Page, name: string) =>
  page
    .getByRole('dialog', { name: 'Your Cart' })
    .getByRole('group', { name: `Quantity of ${name}`, exact: true })
    .getByTestId('line-quantity');

/** Checks the order summary's figures add up; answers them. */
async function summaryFigures(page: Page): Promise<{ subtotal: number; fee: number; total: number }> {
  const subtotal = await moneyIn(page.getByTestId('summary-subtotal'));
  const fee = await moneyIn(page.getByTestId('summary-delivery-fee'));
  const total = await moneyIn(page.getByTestId('summary-total'));
  expect(total).toBeCloseTo(subtotal + fee, 2);
  return { subtotal, fee, total };
}

/** From the demo customer's food page to the sandbox payment page, paying online; answers the order id. */
async function startOnlinePayment(page: Page, food: ApiFood): Promise<{ orderId: string; total: number }> {
  const foodPath = `/food/${food.slug}/`;
  await page.goto(`/sign-in/?returnTo=${encodeURIComponent(foodPath)}`);
  await signIn(page, DEMO_CUSTOMER);
  await page.waitForURL(onPath(foodPath));
  await addToCart(page, food);
  await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('link', { name: 'View Cart' }).click();
  await page.waitForURL(onPath('/view-cart/'));
  await page.getByRole('link', { name: 'Check Out' }).click();

  await page.waitForURL(onPath('/checkout/'));
  const form = page.getByTestId('checkout-form');
  await form.waitFor();
  expect(await page.getByTestId('profile-incomplete').count()).toBe(0);
  const { total } = await summaryFigures(page);
  await form.getByLabel('Delivery address').fill('House 7, Road 2, Dhanmondi, Dhaka');
  await form.getByLabel('Payment method').selectOption({ label: 'Online payment' });
  const submit = form.getByTestId('checkout-submit');
  await expectText(submit, 'Make Payment');
  await submit.click();

  await page.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'));
  // The sandbox page charges what the checkout showed, for the order it names.
  expect(await moneyIn(page.getByRole('heading', { level: 1 }))).toBeCloseTo(total, 2);
  const orderId = ((await page.locator('dt:has-text("Order") + dd').textContent()) ?? '').replace('#', '');
  expect(orderId).toMatch(/^\d+$/);
  return { orderId, total };
}

describe('ordering', () => {
  test('a new customer orders two foods of two restaurants, cash on delivery', async ({ page, pageLog }) => {
    const [first, second] = await foodsOfTwoRestaurants();
    const customer = await registerUser(server, 'rafi.e2e');

    await page.goto('/sign-in/');
    await signIn(page, customer);
    await page.waitForURL(onPath('/profile/'));

    await addToCart(page, first);
    await page.getByRole('dialog', { name: 'Your Cart' }).getByRole('button', { name: 'Close' }).click();
    await addToCart(page, second);
    const panel = page.getByRole('dialog', { name: 'Your Cart' });
    expect(await panel.getByTestId('cart-line').count()).toBe(2);

    // Quantities: never below 1; first 1 → 3 → 2, second 1 → 2.
    const decreaseFirst = panel.getByRole('button', { name: `Decrease quantity of ${first.name}` });
    expect(await decreaseFirst.isDisabled()).toBe(true);
    const increaseFirst = panel.getByRole('button', { name: `Increase quantity of ${first.name}` });
    await increaseFirst.click();
    await expectText(panelQuantity(page, first.name), '2');
    await increaseFirst.click();
    await expectText(panelQuantity(page, first.name), '3');
    await decreaseFirst.click();
    await expectText(panelQuantity(page, first.name), '2');
    await panel.getByRole('button', { name: `Increase quantity of ${second.name}` }).click();
    await expectText(panelQuantity(page, second.name), '2');
    const subtotal = 2 * first.price + 2 * second.price;
    await expect.poll(() => moneyIn(panel.getByTestId('cart-subtotal'))).toBeCloseTo(subtotal, 2);
    await expectText(page.getByTestId('cart-count'), '4');

    await panel.getByRole('link', { name: 'View Cart' }).click();
    await page.waitForURL(onPath('/view-cart/'));
    await expect.poll(() => page.getByTestId('view-cart-row').count()).toBe(2);
    const figures = await summaryFigures(page);
    expect(figures.subtotal).toBeCloseTo(subtotal, 2);
    // Two restaurants: a delivery fee is charged (once per restaurant).
    expect(figures.fee).toBeGreaterThan(0);

    await page.getByRole('link', { name: 'Check Out' }).click();
    await page.waitForURL(onPath('/checkout/'));
    const incomplete = page.getByTestId('profile-incomplete');
    await incomplete.getByText('first name, last name and phone number is required').waitFor();
    expect(await page.getByTestId('checkout-submit').isDisabled()).toBe(true);
    await incomplete.getByRole('link', { name: 'Update your profile' }).click();

    await page.waitForURL(
      (url) => url.pathname === '/update-profile/' && url.searchParams.get('returnTo') === '/checkout/',
    );
    const profile = page.getByTestId('update-profile-form');
    await profile.getByLabel('First name').fill('Rafi');
    await profile.getByLabel('Last name').fill('Ahmed');
    await profile.getByLabel('Phone number').fill('01712345678');
    await profile.getByRole('button', { name: 'Save changes' }).click();

    await page.waitForURL(onPath('/checkout/'));
    const form = page.getByTestId('checkout-form');
    await form.waitFor();
    await expect.poll(() => page.getByTestId('checkout-first-name').inputValue()).toBe('Rafi');
    expect(await page.getByTestId('checkout-last-name').inputValue()).toBe('Ahmed');
    expect(await page.getByTestId('checkout-phone').inputValue()).toBe('+8801712345678');
    expect(await page.getByTestId('profile-incomplete').count()).toBe(0);
    expect((await summaryFigures(page)).total).toBeCloseTo(figures.total, 2);

    await form.getByLabel('Delivery address').fill('Flat 4B, Road 11, Banani, Dhaka');
    await form.getByLabel('Payment method').selectOption({ label: 'Cash on delivery' });
    const submit = form.getByTestId('checkout-submit');
    await expectText(submit, 'Place order');
    const placed = page.waitForResponse(
      (response) => response.url().endsWith('/api/orders/') && response.request().method() === 'POST',
    );
    await submit.click();
    const order = (await (await placed).json()) as { id: number; total: number };
    expect(order.total).toBeCloseTo(figures.total, 2);

    await page.waitForURL(onPath('/order-history/'));
    await expectText(page.getByTestId('order-notice'), new RegExp(`order #${order.id} is placed`));
    const rows = page.getByTestId('order-row');
    await expect.poll(() => rows.count()).toBe(2);
    for (const food of [first, second]) {
      const row = rows.filter({
        has: page.getByTestId('order-item-name').getByText(food.name, { exact: true }),
      });
      expect(await row.getAttribute('data-order-id')).toBe(String(order.id));
      await expectText(row.getByTestId('order-quantity'), '2');
      expect(await moneyIn(row.getByTestId('order-subtotal'))).toBeCloseTo(2 * food.price, 2);
      expect(await row.getByTestId('status-badge').getAttribute('data-status')).toBe('Pending');
    }
    await expectText(page.getByTestId('cart-count'), '0');
    expectNoFailedRequests(pageLog);
  });

  test('the demo customer pays online on the sandbox page and sees the order Paid', async ({
    page,
    pageLog,
  }) => {
    const [, food] = await foodsOfTwoRestaurants();
    const { orderId } = await startOnlinePayment(page, food);

    await page.getByRole('button', { name: /^Pay TK/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/order-history/' && url.searchParams.get('payment') === 'success',
    );
    await expectText(page.getByTestId('order-notice'), 'Payment received — thank you!');
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await expectText(row.getByTestId('order-item-name'), food.name);
    expect(await row.getByTestId('status-badge').getAttribute('data-status')).toBe('Paid');
    await expectText(page.getByTestId('cart-count'), '0');
    expectNoFailedRequests(pageLog);
  });

  test('cancelling on the sandbox page returns to checkout unpaid; paid anyway once the order is canceled, it is refunded', async ({
    page,
  }) => {
    const [food] = await foodsOfTwoRestaurants();
    const { orderId, total } = await startOnlinePayment(page, food);
    const paymentPage = page.url();

    await page.getByRole('button', { name: 'Cancel', exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === '/checkout/' && url.searchParams.get('payment') === 'cancelled',
    );
    const notice = page.getByTestId('payment-not-completed');
    await expectText(notice, /^Your payment was not completed: it was cancelled\./);
    await notice.getByRole('link', { name: 'See your orders' }).click();
    await page.waitForURL(onPath('/order-history/'));
    const row = page.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);
    await expectText(row.getByTestId('status-badge'), 'Pending');

    // The customer cancels the order, then pays on the payment page still open: the money came too late.
    const card = page.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
    await card.getByRole('button', { name: 'Cancel order' }).click();
    const canceled = page.waitForResponse((response) =>
      response.url().endsWith(`/api/orders/${orderId}/cancel/`),
    );
    await page.getByTestId('cancel-order-dialog').getByRole('button', { name: 'Cancel order' }).click();
    expect((await canceled).ok()).toBe(true);
    await page.goto(paymentPage);
    await page.getByRole('button', { name: /^Pay TK .* anyway/ }).click();
    await page.waitForURL(
      (url) => url.pathname === '/order-history/' && url.searchParams.get('payment') === 'refund',
    );
    await expectText(page.getByTestId('order-notice'), /^Your payment came too late for its order\./);
    const refund = card.getByTestId('order-refund');
    expect(await moneyIn(refund.getByTestId('refund-amount'))).toBeCloseTo(total, 2);
    await expectText(refund.getByTestId('refund-purpose'), /^Your payment of TK /);
    await expectText(
      refund.getByTestId('refund-reason'),
      'The payment arrived after the order was canceled.',
    );
    // The sandbox gives the money back as soon as it is asked: owed, then refunded within moments.
    await expectText(refund.getByTestId('refund-state'), /^(Being refunded|Refunded on .+)$/);
  });
});
