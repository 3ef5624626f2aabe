// Tickets journey (issue 14) in Chromium against the built app: the demo customer orders from two
// restaurants; each owner's board shows one ticket live; one owner accepts it with a preparation time and
// the customer's progress bar moves live; the other owner cancels with a reason and the customer sees the
// reason and the total without that ticket. Then a sandbox payment canceled at the gateway puts nothing on
// the board, until the customer retries and pays: the ticket appears.
import type { Browser, Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  apiGet,
  type Credentials,
  DEMO_CUSTOMER,
  expectText,
  moneyIn,
  onPath,
  signIn,
} from '../fixtures/journey-helpers.ts';
import { setupE2E, VIEWPORT } from '../fixtures/test.ts';

const { test, server } = setupE2E();

const BOARD = '/restaurant/dashboard/user-order/';
/** The seed's owners: the demo owner, and the others with one shared password (apps/api/src/db/seed). */
const ownerOf = (email: string): Credentials => ({
  email,
  password: email === 'owner@bhoj.local' ? 'bhoj-owner-2024' : 'bhoj-demo-2024',
});

interface ApiFood {
  name: string;
  slug: string;
  restaurant: number;
  is_available: boolean;
}
interface ApiRestaurant {
  id: number;
  email: string;
}

/** Two available foods of two restaurants, and those restaurants' owners. */
async function twoRestaurants() {
  const foods = (await apiGet<ApiFood[]>(server, 'restaurant/items/')).filter((food) => food.is_available);
  const first = foods[0]!;
  const second = foods.find((food) => food.restaurant !== first.restaurant)!;
  const restaurants = await apiGet<ApiRestaurant[]>(server, 'restaurant/list/');
  const owner = (food: ApiFood) => ownerOf(restaurants.find((r) => r.id === food.restaurant)!.email);
  return { first, second, firstOwner: owner(first), secondOwner: owner(second) };
}

const apiCall = (method: string, path: RegExp) => (response: Response) =>
  response.request().method() === method && path.test(new URL(response.url()).pathname);

async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT });
  context.setDefaultTimeout(15_000);
  return context.newPage();
}

/** An owner signed in, on the board with its live stream open (no event is missed from here). */
async function openBoard(page: Page, owner: Credentials) {
  await page.goto('/sign-in/');
  await signIn(page, owner);
  await page.waitForURL(onPath('/restaurant/dashboard/'));
  const stream = page.waitForResponse(apiCall('GET', /^\/api\/events\/$/));
  await page.goto(BOARD);
  await page.getByRole('tablist', { name: 'Order stages' }).waitFor();
  expect((await stream).status()).toBe(200);
}

async function addToCart(page: Page, food: ApiFood) {
  await page.goto(`/food/${food.slug}/`);
  const added = page.waitForResponse(apiCall('POST', new RegExp(`^/api/cart/add-to-cart/${food.slug}/$`)));
  await page.getByTestId('add-to-cart').click();
  expect((await added).status()).toBe(201);
}

/** The demo customer's checkout of the cart; answers the order id (cash) once on the order history. */
async function checkout(page: Page, method: 'Cash on delivery' | 'Online payment') {
  await page.goto('/checkout/');
  const form = page.getByTestId('checkout-form');
  await form.getByLabel('Delivery address').fill('House 9, Road 4, Gulshan 1, Dhaka');
  await form.getByLabel('Payment method').selectOption({ label: method });
  await form.getByTestId('checkout-submit').click();
}

const ticketOn = (page: Page, orderId: number | string) =>
  page.locator(`[data-testid="ticket-card"][data-order-id="${orderId}"]`);

describe('tickets', () => {
  test('a two-restaurant order: a ticket each, accepted and canceled, followed live by the customer', async ({
    page,
  }) => {
    const { first, second, firstOwner, secondOwner } = await twoRestaurants();
    const browser = page.context().browser()!;
    const other = await newPage(browser);
    const customer = await newPage(browser);
    try {
      await openBoard(page, firstOwner);
      await openBoard(other, secondOwner);

      await customer.goto('/sign-in/');
      await signIn(customer, DEMO_CUSTOMER);
      await customer.waitForURL(onPath('/profile/'));
      await addToCart(customer, first);
      await addToCart(customer, second);
      const placed = customer.waitForResponse(apiCall('POST', /^\/api\/orders\/$/));
      await checkout(customer, 'Cash on delivery');
      const order = (await (await placed).json()) as { id: number };
      await customer.waitForURL(onPath('/order-history/'));

      // Each owner sees exactly one ticket of it, live.
      const mine = ticketOn(page, order.id);
      const theirs = ticketOn(other, order.id);
      await mine.waitFor();
      await theirs.waitFor();
      expect(await mine.count()).toBe(1);
      expect(await theirs.count()).toBe(1);
      await expectText(page.getByTestId('new-order-alert'), 'New order received');
      await mine.getByText(first.name).waitFor();
      expect(await mine.getByText(second.name).count()).toBe(0);

      // The first accepts with 25 minutes: the customer's bar moves to Accepted without a reload.
      const card = customer.locator(`[data-testid="order-card"][data-order-id="${order.id}"]`);
      const progress = card.getByTestId('ticket-progress');
      await expect.poll(() => progress.nth(0).getAttribute('data-stage')).toBe('new');
      const number = await mine.getAttribute('data-number');
      await mine.getByRole('button', { name: `Accept ticket ${number}` }).click();
      const accept = page.getByRole('dialog', { name: 'Accept the order' });
      await accept.getByLabel('Preparation time (minutes)').fill('25');
      await accept.getByRole('button', { name: 'Accept' }).click();
      await accept.waitFor({ state: 'hidden' });
      await expect
        .poll(() => progress.nth(0).getAttribute('data-stage'), { timeout: 15_000 })
        .toBe('accepted');
      await expectText(card.getByTestId('ticket-ready'), /\(25 min\)$/);
      const totalBefore = await moneyIn(card.getByTestId('order-total'));

      // The second cancels with a reason: the customer sees it and the total without that ticket.
      const theirNumber = await theirs.getAttribute('data-number');
      await theirs.getByRole('button', { name: `Cancel ticket ${theirNumber}` }).click();
      const cancel = other.getByRole('dialog', { name: 'Cancel this order?' });
      await cancel.getByLabel('Reason (the customer sees it)').fill('Our oven broke down tonight');
      await cancel.getByRole('button', { name: 'Cancel' }).click();
      await cancel.waitFor({ state: 'hidden' });
      await expect
        .poll(() => progress.nth(1).getAttribute('data-stage'), { timeout: 15_000 })
        .toBe('canceled');
      await expectText(card.getByTestId('ticket-reason'), 'Canceled: Our oven broke down tonight');
      const kept = await moneyIn(card.getByTestId('ticket-total').nth(0));
      await expect.poll(() => moneyIn(card.getByTestId('order-total'))).toBeCloseTo(kept, 2);
      expect(kept).toBeLessThan(totalBefore);
      expect(await moneyIn(card.getByTestId('order-placed-total'))).toBeCloseTo(totalBefore, 2);
    } finally {
      await other.context().close();
      await customer.context().close();
    }
  });

  test('a canceled sandbox payment puts nothing on the board; retry, pay, and the ticket appears', async ({
    page,
  }) => {
    const { first, firstOwner } = await twoRestaurants();
    const customer = await newPage(page.context().browser()!);
    try {
      await openBoard(page, firstOwner);
      await customer.goto('/sign-in/');
      await signIn(customer, DEMO_CUSTOMER);
      await customer.waitForURL(onPath('/profile/'));
      await addToCart(customer, first);
      await checkout(customer, 'Online payment');
      await customer.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'));
      const orderId = ((await customer.locator('dt:has-text("Order") + dd').textContent()) ?? '').replace(
        '#',
        '',
      );
      await customer.getByRole('button', { name: 'Cancel', exact: true }).click();
      await customer.waitForURL((url) => url.pathname === '/checkout/');

      // Not on the board, not even after a reload.
      await page.reload();
      await page.getByRole('tablist', { name: 'Order stages' }).waitFor();
      await page.getByTestId('ticket-list').or(page.getByText('No orders here')).first().waitFor();
      expect(await ticketOn(page, orderId).count()).toBe(0);

      // The order waits for its payment; Retry payment goes back to the gateway, and paying lands it.
      await customer.goto('/order-history/');
      const card = customer.locator(`[data-testid="order-card"][data-order-id="${orderId}"]`);
      await expectText(card.getByTestId('order-payment'), 'Awaiting payment');
      await card.getByRole('button', { name: 'Retry payment' }).click();
      await customer.waitForURL((url) => url.pathname.startsWith('/api/payment/sandbox/'));
      await customer.getByRole('button', { name: /^Pay TK/ }).click();
      await customer.waitForURL(
        (url) => url.pathname === '/order-history/' && url.searchParams.get('payment') === 'success',
      );
      await expectText(card.getByTestId('order-payment'), 'Paid online');

      const ticket = ticketOn(page, orderId);
      await ticket.waitFor();
      await expectText(ticket.getByTestId('ticket-payment'), 'Paid online');
      await expectText(page.getByTestId('new-order-alert'), 'New order received');
    } finally {
      await customer.context().close();
    }
  });
});
