// Owner journey (issue 6) in Chromium against the built app: the demo owner adds a food with an image,
// finds it in 'All Food Items' and on the public restaurant page, and edits its price; the demo customer,
// in a browser context of their own, orders two of it; the order appears live on the owner's order page
// (no reload) as a ticket, the owner walks it through the stages to Delivered, the customer's order history
// says Completed live, and the dashboard's Total Sales card and this month's bar of the sales chart grow by
// exactly that line's amount.
import type { Locator, Page, Response } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEMO_CUSTOMER,
  expectNoFailedRequests,
  expectText,
  moneyIn,
  onPath,
  parseMoney,
  pngImage,
  signIn,
  type Credentials,
  UPLOADED_IMAGE_URL,
} from '../fixtures/journey-helpers.ts';
import { setupE2E, VIEWPORT } from '../fixtures/test.ts';

const { test, server } = setupE2E();

/** The seeded demo owner and their restaurant (apps/api/src/db/seed). */
const DEMO_OWNER: Credentials = { email: 'owner@bhoj.local', password: 'bhoj-owner-2024' };
const RESTAURANT = { name: 'Shahi Kacchi Ghor', slug: 'shahi-kacchi-ghor' };

const DASHBOARD = '/restaurant/dashboard/';
const FOOD_ITEMS = '/restaurant/dashboard/food-items/';
const USER_ORDERS = '/restaurant/dashboard/user-order/';

const FIRST_PRICE = 310;
const NEW_PRICE = 345.5;
const QUANTITY = 2;

interface SavedFood {
  id: number;
  slug: string;
  name: string;
  price: number;
  image: string;
  is_available: boolean;
}

interface PlacedOrder {
  id: number;
  total: number;
  items: { id: number; quantity: number }[];
}

/** A predicate for page.waitForResponse: `method` on exactly /api/`path`. */
const apiCall = (method: string, path: string) => (response: Response) =>
  response.request().method() === method && new URL(response.url()).pathname === `/api/${path}`;

/** The owner dashboard's sidebar (the 1280 px viewport shows it beside the page, not in the drawer). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Owner dashboard' });

/**
 * The amount a table cell shows, read from its rendered text: at this width the cells' small-screen
 * labels ('Price ', 'Total ') are display:none but still in textContent.
 */
async function shownMoney(cell: Locator): Promise<number> {
  await expect
    .poll(async () => (await cell.innerText()).trim(), { timeout: 15_000 })
    .toMatch(/^TK [\d,]+\.\d{2}$/);
  return parseMoney(await cell.innerText());
}

/** This month's short name ('Jan' … 'Dec') in Asia/Dhaka time, as the sales chart labels it. */
const dhakaMonth = () =>
  new Intl.DateTimeFormat('en-US', { month: 'short', timeZone: 'Asia/Dhaka' }).format(new Date());

/** The dashboard index's Total Sales card and this month's row of the chart's (screen reader) table. */
function salesFigures(page: Page): { total: Locator; month: Locator } {
  const monthRow = page
    .getByTestId('sales-table')
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: dhakaMonth(), exact: true }) });
  return {
    total: page.getByTestId('stat-total_sales').getByTestId('stat-value'),
    month: monthRow.getByRole('cell'),
  };
}

/** Add Food Item from the sidebar: fills every field, uploads a real PNG, saves; answers the saved food. */
async function addFood(page: Page, name: string): Promise<SavedFood> {
  await sidebar(page).getByRole('link', { name: 'Add Food Item' }).click();
  await page.waitForURL(onPath('/restaurant/dashboard/add-food-item/'));
  const form = page.getByTestId('food-form');
  await form.waitFor();
  await form.getByLabel('Name', { exact: true }).fill(name);
  await form.getByLabel('Price', { exact: true }).fill(String(FIRST_PRICE));
  await form.getByLabel('Category', { exact: true }).selectOption({ label: 'Biryani' });
  await form.getByLabel('Sub category', { exact: true }).selectOption({ label: 'Popular' });
  await form
    .getByLabel('Description', { exact: true })
    .fill('Beef tehari with mustard oil, green chillies and fragrant chinigura rice.');

  const uploaded = page.waitForResponse(apiCall('POST', 'uploads/'));
  await form
    .getByLabel('Food image', { exact: true })
    .setInputFiles({ name: 'tehari.png', mimeType: 'image/png', buffer: await pngImage() });
  expect((await uploaded).status()).toBe(201);
  await form.getByText('Uploading...').waitFor({ state: 'hidden' });
  const preview = form.getByRole('img', { name: 'Food image preview' });
  await expect.poll(() => preview.getAttribute('src')).toMatch(UPLOADED_IMAGE_URL);
  const imageUrl = await preview.getAttribute('src');

  const available = form.getByLabel('Available', { exact: true });
  await available.check();
  expect(await available.isChecked()).toBe(true);

  const saved = page.waitForResponse(apiCall('POST', 'restaurant/item/add'));
  await form.getByRole('button', { name: 'Add food item' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(201);
  const food = (await answer.json()) as SavedFood;
  expect(food).toMatchObject({ name, price: FIRST_PRICE, is_available: true });
  expect(food.image).toBe(imageUrl);
  return food;
}

/** The food's row of 'All Food Items' (page 1: the newest first). */
const foodRow = (page: Page, name: string) => page.getByTestId('food-row').filter({ hasText: name });

/** Checks the food's row: category, price, Available Yes, tag. */
async function expectFoodRow(page: Page, name: string, price: number): Promise<void> {
  const cells = foodRow(page, name).getByRole('cell');
  await cells.first().getByText(name, { exact: true }).waitFor();
  // After an edit the row is on screen with the old price until the list's answer is fetched again.
  await expect.poll(() => shownMoney(cells.nth(2))).toBe(price);
  expect((await cells.nth(1).innerText()).trim()).toBe('Biryani');
  expect((await cells.nth(3).innerText()).trim()).toBe('Yes');
  expect((await cells.nth(4).innerText()).trim()).toBe('Popular');
}

/** The public restaurant page lists the food on page 1, with its price and uploaded picture. */
async function expectOnRestaurantPage(page: Page, food: SavedFood): Promise<void> {
  await page.goto(`/restaurant/${RESTAURANT.slug}/`);
  await expectText(page.getByRole('heading', { level: 1 }), RESTAURANT.name);
  const card = page
    .getByTestId('food-card')
    .filter({ has: page.getByRole('link', { name: food.name, exact: true }) });
  await card.waitFor();
  expect(await moneyIn(card.getByTestId('food-price'))).toBe(food.price);
  expect(await card.locator('img').first().getAttribute('src')).toBe(food.image);
}

/** From the food list: 'Edit {name}', a new price, 'Save changes', back on the list. */
async function editPrice(page: Page, food: SavedFood, price: number): Promise<void> {
  await foodRow(page, food.name)
    .getByRole('link', { name: `Edit ${food.name}` })
    .click();
  await page.waitForURL(onPath(`/restaurant/dashboard/update-food-item/${food.id}/`));
  const form = page.getByTestId('food-form');
  const priceField = form.getByLabel('Price', { exact: true });
  await expect.poll(() => form.getByLabel('Name', { exact: true }).inputValue()).toBe(food.name);
  expect(Number(await priceField.inputValue())).toBe(food.price);
  await priceField.fill(String(price));
  const saved = page.waitForResponse(apiCall('PUT', `restaurant/item/update/${food.id}/`));
  await form.getByRole('button', { name: 'Save changes' }).click();
  const answer = await saved;
  expect(answer.status()).toBe(200);
  // The image was not touched, so the food keeps it.
  expect(await answer.json()).toMatchObject({ id: food.id, price, image: food.image });
  await page.waitForURL(onPath(FOOD_ITEMS));
}

/** The demo customer, in their own browser context, orders `quantity` of the food cash on delivery. */
async function orderAsCustomer(customer: Page, food: SavedFood, quantity: number): Promise<PlacedOrder> {
  const foodPath = `/food/${food.slug}/`;
  await customer.goto(`/sign-in/?returnTo=${encodeURIComponent(foodPath)}`);
  await signIn(customer, DEMO_CUSTOMER);
  await customer.waitForURL(onPath(foodPath));
  expect(await moneyIn(customer.getByTestId('food-price'))).toBe(NEW_PRICE);

  const added = customer.waitForResponse(apiCall('POST', `cart/add-to-cart/${food.slug}/`));
  await customer.getByTestId('add-to-cart').click();
  expect((await added).status()).toBe(201);
  const panel = customer.getByRole('dialog', { name: 'Your Cart' });
  await panel.getByTestId('cart-line-name').filter({ hasText: food.name }).waitFor();
  const increase = panel.getByRole('button', { name: `Increase quantity of ${food.name}` });
  for (let count = 2; count <= quantity; count++) {
    await increase.click();
    await expectText(
      panel
        .getByRole('group', { name: `Quantity of ${food.name}`, exact: true })
        .getByTestId('line-quantity'),
      String(count),
    );
  }

  await customer.goto('/checkout/');
  const form = customer.getByTestId('checkout-form');
  await form.waitFor();
  await expect.poll(() => moneyIn(customer.getByTestId('summary-subtotal'))).toBe(quantity * NEW_PRICE);
  await form.getByLabel('Delivery address').fill('Flat 3C, Road 27, Dhanmondi, Dhaka');
  await form.getByLabel('Payment method').selectOption({ label: 'Cash on delivery' });
  const submit = form.getByTestId('checkout-submit');
  await expectText(submit, 'Place order');
  const placed = customer.waitForResponse(apiCall('POST', 'orders/'));
  await submit.click();
  const answer = await placed;
  expect(answer.status()).toBe(201);
  const order = (await answer.json()) as PlacedOrder;
  expect(order.items).toHaveLength(1);
  expect(order.items[0]?.quantity).toBe(quantity);

  await customer.waitForURL(onPath('/order-history/'));
  await expectText(customer.getByTestId('order-notice'), new RegExp(`order #${order.id} is placed`));
  return order;
}

/** The customer's order-history row of `orderId`. */
const historyRow = (customer: Page, orderId: number) =>
  customer.locator(`[data-testid="order-row"][data-order-id="${orderId}"]`);

describe('owner dashboard', () => {
  test(
    'a new food, priced, ordered by a customer, live on the order page, completed, counted in the sales',
    { timeout: 120_000 },
    async ({ page, pageLog }) => {
      const name = `Beef Tehari ${Date.now().toString(36)}`;

      // 1. Sign in; the dashboard's figures before anything happens.
      await page.goto('/sign-in/');
      await signIn(page, DEMO_OWNER);
      await page.waitForURL(onPath(DASHBOARD));
      await expectText(sidebar(page).getByTestId('restaurant-name'), RESTAURANT.name);
      const sales = salesFigures(page);
      const salesBefore = await moneyIn(sales.total);
      const monthBefore = await moneyIn(sales.month);
      expect(monthBefore).toBeLessThanOrEqual(salesBefore);

      // 2. Add the food; it is on 'All Food Items' and on the public restaurant page.
      const food = await addFood(page, name);
      await page.waitForURL(onPath(FOOD_ITEMS));
      await expectFoodRow(page, name, FIRST_PRICE);
      await expectOnRestaurantPage(page, food);

      // 3. Edit its price; the list follows.
      await page.goto(FOOD_ITEMS);
      await editPrice(page, food, NEW_PRICE);
      await expectFoodRow(page, name, NEW_PRICE);

      // 4. The order board, with its live stream open, before the customer orders.
      const stream = page.waitForResponse(apiCall('GET', 'events/'));
      await sidebar(page).getByRole('link', { name: 'Order Food' }).click();
      await page.waitForURL(onPath(USER_ORDERS));
      await page.getByRole('tablist', { name: 'Order stages' }).waitFor();
      // The server subscribes the stream before it sends the headers, so from here no event is missed.
      expect((await stream).status()).toBe(200);

      const browser = page.context().browser();
      if (!browser) throw new Error('The page has no browser to open a second context in.');
      const customerContext = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT });
      try {
        const customer = await customerContext.newPage();
        const customerErrors: string[] = [];
        customer.on('pageerror', (error) => customerErrors.push(error.message));

        // 5. The customer orders two.
        const order = await orderAsCustomer(customer, food, QUANTITY);
        const line = historyRow(customer, order.id);
        await expectText(line.getByTestId('order-item-name'), name);
        expect(await line.getByTestId('status-badge').getAttribute('data-status')).toBe('Pending');

        // 6. The owner's board shows its ticket without a reload: highlighted, announced.
        const ticket = page.locator(`[data-testid="ticket-card"][data-order-id="${order.id}"]`);
        await ticket.waitFor();
        await expect.poll(() => ticket.getAttribute('data-new')).toBe('true');
        await expectText(page.getByTestId('new-order-alert'), 'New order received');
        await ticket.getByText(`${QUANTITY} × ${name}`).waitFor();
        await ticket.getByText('Flat 3C, Road 27, Dhanmondi, Dhaka').waitFor();
        await expectText(ticket.getByTestId('ticket-stage'), 'New');
        await expectText(ticket.getByTestId('ticket-payment'), /Cash on delivery/);

        // 7. The owner accepts it (20 minutes), then walks it through the stages to Delivered.
        const number = await ticket.getAttribute('data-number');
        await ticket.getByRole('button', { name: `Accept ticket ${number}` }).click();
        const accept = page.getByRole('dialog', { name: 'Accept the order' });
        await accept.getByLabel('Preparation time (minutes)').fill('20');
        const accepted = page.waitForResponse(
          apiCall('POST', `restaurant/tickets/${await ticket.getAttribute('data-ticket-id')}/move/`),
        );
        await accept.getByRole('button', { name: 'Accept' }).click();
        expect((await accepted).status()).toBe(200);
        await page.getByRole('tab', { name: /^In progress/ }).click();
        await expectText(ticket.getByTestId('ticket-stage'), 'Accepted');
        await ticket.getByRole('button', { name: `Start preparing ticket ${number}` }).click();
        await expectText(ticket.getByTestId('ticket-stage'), 'Preparing');
        await ticket.getByRole('button', { name: `Out for delivery ticket ${number}` }).click();
        await expectText(ticket.getByTestId('ticket-stage'), 'Out for delivery');
        await ticket.getByRole('button', { name: `Mark delivered ticket ${number}` }).click();
        const confirm = page.getByRole('dialog', { name: 'Mark as delivered?' });
        await confirm.getByRole('button', { name: 'Mark delivered' }).click();
        await confirm.waitFor({ state: 'hidden' });
        await page.getByRole('tab', { name: /^Done/ }).click();
        await expectText(ticket.getByTestId('ticket-stage'), 'Delivered');
        expect(await ticket.getByRole('button', { name: /ticket/ }).count()).toBe(1); // Print only

        // 8. The customer's order history says Completed, live too (no reload).
        await expect
          .poll(() => line.getByTestId('status-badge').getAttribute('data-status'), { timeout: 15_000 })
          .toBe('Completed');
        expect(await moneyIn(line.getByTestId('order-subtotal'))).toBe(QUANTITY * NEW_PRICE);
        expect(customerErrors, 'uncaught errors in the customer page').toEqual([]);
      } finally {
        await customerContext.close();
      }

      // 9. The dashboard: Total Sales and this month's bar grew by exactly quantity × new price.
      await sidebar(page).getByRole('link', { name: 'Home' }).click();
      await page.waitForURL(onPath(DASHBOARD));
      const grown = QUANTITY * NEW_PRICE;
      await expect.poll(() => moneyIn(sales.total)).toBeCloseTo(salesBefore + grown, 2);
      await expect.poll(() => moneyIn(sales.month)).toBeCloseTo(monthBefore + grown, 2);
      await expect
        .poll(() => page.getByTestId('sales-chart').locator('.recharts-bar-rectangle').count())
        .toBeGreaterThan(0);
      expectNoFailedRequests(pageLog);
    },
  );
});
