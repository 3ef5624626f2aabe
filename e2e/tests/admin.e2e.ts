// Admin journeys (issue 7) in Chromium against the built app: the summary and its Daily Revenue chart;
// a category with an image and a tag made through the sidebar, the category renamed, deleted, and Pizza's
// delete refused while foods use it; a registered user made an owner by creating a restaurant for them,
// who then signs in to the owner dashboard. The expected figures come from the same server's API answers.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import {
  DEMO_ADMIN,
  expectNoFailedRequests,
  expectText,
  moneyIn,
  onPath,
  pngImage,
  registerUser,
  signIn,
  UPLOADED_IMAGE_URL,
} from '../fixtures/journey-helpers.ts';
import { setupE2E, VIEWPORT } from '../fixtures/test.ts';

const { test, server } = setupE2E();

const WEEKDAYS = ['Fri', 'Sat', 'Sun', 'Mon', 'Tue', 'Wed', 'Thu'];

interface AdminStats {
  total_orders: number;
  total_revenue: number;
  active_restaurants: number;
  active_customers: number;
  daily_revenue: Record<string, number>;
}

/** Signs the admin in through the form and waits for the dashboard's sidebar. */
async function signInAsAdmin(page: Page): Promise<void> {
  await page.goto('/sign-in/');
  await signIn(page, DEMO_ADMIN);
  await page.waitForURL(onPath('/admin/dashboard/'));
  await sidebar(page).waitFor();
}

/** The admin sidebar (the 1280 px viewport shows it beside the page, not in the drawer). */
const sidebar = (page: Page) => page.getByRole('navigation', { name: 'Admin dashboard' });

/** A whole number as the dashboard shows it ('1,234'). */
async function countIn(page: Page, testId: string): Promise<number> {
  const card = page.getByTestId(testId);
  await expectText(card, /^[\d,]+$/);
  return Number((await card.textContent())?.trim().replaceAll(',', ''));
}

describe('admin dashboard', () => {
  test('the summary cards and the Daily Revenue chart show the server figures', async ({ page }) => {
    const stats = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/restaurant/admin/data/') && response.request().method() === 'GET',
    );
    await signInAsAdmin(page);
    const answer = await stats;
    expect(answer.status()).toBe(200);
    const figures = (await answer.json()) as AdminStats;

    expect(await countIn(page, 'stat-total-orders')).toBe(figures.total_orders);
    expect(await moneyIn(page.getByTestId('stat-total-revenue'))).toBeCloseTo(figures.total_revenue, 2);
    expect(await countIn(page, 'stat-active-restaurants')).toBe(figures.active_restaurants);
    expect(await countIn(page, 'stat-active-customers')).toBe(figures.active_customers);
    // The seed has orders: the figures are not all zero.
    expect(figures.total_orders).toBeGreaterThan(0);
    expect(figures.active_restaurants).toBeGreaterThan(0);

    await page.getByText('Daily Revenue', { exact: true }).waitFor();
    const chart = page.getByTestId('daily-revenue-chart');
    // Recharts draws one line with a dot per weekday once it knows its width.
    await expect.poll(() => chart.locator('.recharts-line-dot').count()).toBe(7);
    expect((await chart.boundingBox())?.width ?? 0).toBeGreaterThan(300);
    const rows = page.getByTestId('daily-revenue-table').locator('tbody tr');
    expect(await rows.locator('th').allTextContents()).toEqual(WEEKDAYS);
    for (const [index, day] of WEEKDAYS.entries()) {
      const shown = await moneyIn(rows.nth(index).locator('td'));
      expect(shown, day).toBeCloseTo(figures.daily_revenue[day] ?? 0, 2);
    }
  });

  test('a category with an image and a tag; the category renamed, then deleted; Pizza is in use', async ({
    page,
    pageLog,
  }) => {
    const name = 'Rice Bowls E2E';
    const renamed = 'Grain Bowls E2E';
    const tag = 'Late night E2E';
    await signInAsAdmin(page);

    await sidebar(page).getByRole('link', { name: 'Add Food Category' }).click();
    await page.waitForURL(onPath('/admin/dashboard/food-category/'));
    const form = page.getByTestId('category-form');
    await form.getByLabel('Category name').fill(name);
    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/uploads/') && response.request().method() === 'POST',
    );
    await form
      .getByLabel('Category image', { exact: true })
      .setInputFiles({ name: 'bowl.png', mimeType: 'image/png', buffer: await pngImage() });
    expect((await uploaded).status()).toBe(201);
    await form.getByText('Uploading...').waitFor({ state: 'hidden' });
    const preview = form.getByRole('img', { name: 'Category image preview' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(UPLOADED_IMAGE_URL);
    const imageUrl = await preview.getAttribute('src');
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(onPath('/admin/dashboard/category-list/'));
    const cards = page.getByTestId('admin-category-card');
    const card = cards.filter({ has: page.getByRole('heading', { name, exact: true }) });
    await card.waitFor();
    await card.getByText('rice-bowls-e2e', { exact: true }).waitFor();
    const image = card.locator('img').first();
    expect(await image.getAttribute('src')).toBe(imageUrl);
    await expect
      .poll(() => image.evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth))
      .toBeGreaterThan(0);

    await sidebar(page).getByRole('link', { name: 'Add Food Tag' }).click();
    await page.waitForURL(onPath('/admin/dashboard/food-tag/'));
    await page.getByTestId('tag-form').getByLabel('Tag name').fill(tag);
    await page.getByTestId('tag-form').getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL(onPath('/admin/dashboard/tag-list/'));
    const tagRow = page.getByTestId('tag-row').filter({ hasText: tag });
    await expectText(tagRow.locator('td').nth(1), 'late-night-e2e');

    // Rename the new category in its dialog: the card follows, the image stays.
    await sidebar(page).getByRole('link', { name: 'Category List' }).click();
    await page.waitForURL(onPath('/admin/dashboard/category-list/'));
    await card.getByRole('button', { name: `Edit ${name}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Category' });
    expect(await edit.getByLabel('Category name').inputValue()).toBe(name);
    await edit.getByLabel('Category name').fill(renamed);
    await edit.getByRole('button', { name: 'Submit' }).click();
    await edit.waitFor({ state: 'hidden' });
    const renamedCard = cards.filter({ has: page.getByRole('heading', { name: renamed, exact: true }) });
    await renamedCard.waitFor();
    await card.waitFor({ state: 'detached' });
    expect(await renamedCard.locator('img').first().getAttribute('src')).toBe(imageUrl);

    // Delete it: unused, so it goes.
    await renamedCard.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Confirm Delete' });
    await confirm.getByText(`Are you sure you want to delete ${renamed} Category?`).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await renamedCard.waitFor({ state: 'detached' });

    // Pizza is used by foods: the refusal shows in the dialog, which stays open, and Pizza stays.
    const pizza = cards.filter({ has: page.getByRole('heading', { name: 'Pizza', exact: true }) });
    await pizza.getByRole('button', { name: 'Delete Pizza' }).click();
    const refused = page.waitForResponse((response) =>
      /\/api\/restaurant\/category\/delete\/\d+\/$/.test(response.url()),
    );
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    expect((await refused).status()).toBe(409);
    await expectText(
      confirm.getByTestId('form-error'),
      /^[1-9]\d* foods? uses? this category; move or delete them first\.$/,
    );
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.reload();
    await pizza.waitFor();
    expectNoFailedRequests(pageLog);
  });

  test('creating a restaurant for a registered user makes them its owner', async ({ page, pageLog }) => {
    const user = await registerUser(server, 'tanvir.e2e');
    const restaurant = 'Tanvir Biryani House';
    await signInAsAdmin(page);

    await sidebar(page).getByRole('link', { name: 'Create Restaurant' }).click();
    await page.waitForURL(onPath('/admin/dashboard/create-restaurant/'));
    const form = page.getByTestId('create-restaurant-form');
    await form.getByLabel('Name', { exact: true }).fill(restaurant);
    expect(await form.getByTestId('slug-preview').inputValue()).toBe('tanvir-biryani-house');
    await form.getByLabel('Address', { exact: true }).fill('12 Lake Road, Dhanmondi, Dhaka');
    await form.getByLabel('Phone number').fill('01812345678');
    await form.getByLabel('Find the owner by name or email').fill(user.username);
    const owner = form.getByLabel('Owner', { exact: true });
    const option = `${user.username} (${user.email})`;
    await owner.locator('option', { hasText: option }).waitFor({ state: 'attached' });
    await owner.selectOption({ label: option });
    await form.getByRole('button', { name: 'Submit' }).click();

    await page.waitForURL(onPath('/admin/dashboard/restaurant-list/'));
    const card = page
      .getByTestId('admin-restaurant-card')
      .filter({ has: page.getByRole('heading', { name: restaurant, exact: true }) });
    await card.waitFor();
    await card.getByText(user.username, { exact: true }).waitFor();
    await card.getByText(user.email, { exact: true }).waitFor();
    await expectText(card.getByTestId('approval-badge'), 'Approved');
    expectNoFailedRequests(pageLog);

    // The new owner, in a browser context of their own, reaches the owner dashboard of that restaurant.
    const browser = page.context().browser();
    if (!browser) throw new Error('The page has no browser to open a second context in.');
    const ownerContext = await browser.newContext({ baseURL: server.baseUrl, viewport: VIEWPORT });
    try {
      const ownerPage = await ownerContext.newPage();
      await ownerPage.goto('/sign-in/');
      await signIn(ownerPage, user);
      await ownerPage.waitForURL(onPath('/restaurant/dashboard/'));
      await expectText(ownerPage.getByTestId('restaurant-name').first(), restaurant);
    } finally {
      await ownerContext.close();
    }
  });
});
