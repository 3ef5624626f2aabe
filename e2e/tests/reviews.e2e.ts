// Reviews from buyers (issue 15) in Chromium against the built app: a new customer who never received a
// food is told they cannot rate it; once their order of it is delivered they rate it; the restaurant's
// owner replies on the food page and the reply shows under the comment. The order and its delivery go
// through the API (the ordering and ticket journeys test those screens).
import { describe, expect } from 'vitest';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { call, newShopperAccount, placeOrder, signIn as apiSignIn } from '../fixtures/api-calls.ts';
import { expectText, onPath, signIn } from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

const OWNER = { email: 'owner@bhoj.local', password: 'bhoj-owner-2024' };
const DELIVERY = [
  { stage: 'accepted', prep_minutes: 20 },
  { stage: 'preparing' },
  { stage: 'out_for_delivery' },
];

/** An available food of the demo owner's restaurant. */
async function ownerFood(ownerToken: string) {
  const foods = await call(server.baseUrl, '/api/restaurant/foods/', { token: ownerToken });
  const food = (foods.body.results as { slug: string; is_available: boolean }[]).find((f) => f.is_available);
  if (!food) throw new Error("The demo owner's first page has no available food.");
  return food.slug;
}

/** The owner moves the order's ticket along to Delivered: its lines become Completed. */
async function deliver(ownerToken: string, orderId: number) {
  const board = await call(server.baseUrl, '/api/restaurant/tickets/?tab=new', { token: ownerToken });
  const ticket = (board.body.results as { id: number; order: number }[]).find((t) => t.order === orderId);
  if (!ticket) throw new Error(`Order ${orderId} is not on the owner's board.`);
  for (const move of [...DELIVERY, { stage: 'delivered' }]) {
    const moved = await call(server.baseUrl, `/api/restaurant/tickets/${ticket.id}/move/`, {
      method: 'POST',
      token: ownerToken,
      body: move,
    });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  }
}

describe('reviews from buyers', () => {
  test('a non-buyer cannot rate; the buyer rates once delivered; the owner replies under it', async ({
    page,
  }) => {
    const ownerToken = await apiSignIn(server.baseUrl, OWNER.email, OWNER.password);
    const slug = await ownerFood(ownerToken);
    const foodPath = `/food/${slug}/`;
    const shopper = await newShopperAccount(server.baseUrl);

    await page.goto(`/sign-in/?returnTo=${encodeURIComponent(foodPath)}`);
    await signIn(page, shopper);
    await page.waitForURL(onPath(foodPath));
    await expectText(
      page.getByTestId('comment-buyers-only'),
      /Only customers who received this food can rate it\./,
    );
    expect(await page.getByTestId('comment-form').count()).toBe(0);
    const report = [describeFindings('the food page of a non-buyer', await blockingViolations(page))];

    await deliver(ownerToken, await placeOrder(server.baseUrl, shopper.token, slug));
    await page.reload();
    const text = `Arrived hot, ordered on ${new Date().toISOString()}.`;
    await page
      .getByRole('radiogroup', { name: 'Your rating' })
      .getByRole('radio', { name: '5 stars' })
      .click();
    await page.getByRole('textbox', { name: 'Your comment' }).fill(text);
    await page.getByRole('button', { name: 'Post comment' }).click();
    await page.getByTestId('comment-posted').waitFor();
    const posted = page.getByTestId('comment').filter({ hasText: text });
    await expectText(posted.getByTestId('comment-author'), 'Rahima Akter');
    await posted.getByRole('img', { name: 'Rated 5 out of 5' }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Your comment' }).inputValue()).toBe('');

    await page.evaluate(() => localStorage.clear());
    await page.goto('/sign-in/');
    await signIn(page, OWNER);
    await page.waitForURL(onPath('/restaurant/dashboard/'));
    await page.goto(foodPath);
    const mine = page.getByTestId('comment').filter({ hasText: text });
    await mine.getByRole('button', { name: 'Reply' }).click();
    await mine.getByRole('textbox', { name: 'Your reply' }).fill('Thank you for ordering!');
    await mine.getByRole('button', { name: 'Send reply' }).click();
    await expectText(
      mine.getByTestId('comment-reply'),
      /Reply from the restaurant.*Thank you for ordering!/s,
    );
    expect(await mine.getByRole('button', { name: 'Reply' }).count()).toBe(0);
    report.push(describeFindings("the owner's food page with a reply", await blockingViolations(page)));
    expect(report.filter(Boolean).join('\n')).toBe('');

    // On a phone the summary, comments and reply fit the width.
    await page.setViewportSize({ width: 390, height: 844 });
    await mine.getByTestId('comment-reply').waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
