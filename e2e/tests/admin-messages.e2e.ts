// Admin messages (issue 15, point 8) in Chromium against the built app, on a desktop and on a phone:
// an admin changes a user's role and is told so in a toast; the user, on their next page, lands on Sign in
// told why; the audit log tells the change as a sentence with names; the admin tables are cards on a
// phone with Edit in view; every screen on the way is axe-clean.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { DEMO_ADMIN, expectText, onPath, registerUser, signIn } from '../fixtures/journey-helpers.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test, server } = setupE2E();

const SIZES = [
  { name: 'desktop', viewport: { width: 1366, height: 900 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** Nothing on the page is wider than the window: no sideways scrolling. */
async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

describe.each(SIZES)('admin messages on a $name', ({ name, viewport }) => {
  test('a role change is confirmed, explained to the user, and told in the audit log', async ({ page }) => {
    await page.setViewportSize(viewport);
    const user = await registerUser(server, `role.${name}.${Date.now()}`);

    // The user is signed in, in a browser of their own.
    const browser = page.context().browser();
    if (!browser) throw new Error('The page has no browser to open a second context in.');
    const userContext = await browser.newContext({ baseURL: server.baseUrl, viewport });
    const userPage = await userContext.newPage();
    try {
      await userPage.goto('/sign-in/');
      await signIn(userPage, user);
      await userPage.waitForURL(onPath('/profile/'));

      // The admin finds them and makes them a restaurant owner.
      await page.goto('/sign-in/');
      await signIn(page, DEMO_ADMIN);
      await page.waitForURL(onPath('/admin/dashboard/'));
      await page.goto(`/admin/dashboard/users/?search=${encodeURIComponent(user.username)}`);
      const row = page.getByTestId('user-row');
      await expect.poll(() => row.count()).toBe(1);
      const edit = row.getByRole('link', { name: `Edit the role of ${user.username}` });
      // On a phone the row is a card: Edit is in view without scrolling sideways.
      const box = await edit.boundingBox();
      expect(box).not.toBeNull();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page, viewport.width);
      const report = [describeFindings(`the users page (${name})`, await blockingViolations(page))];

      await edit.click();
      await page.getByTestId('update-role-form').getByLabel('Role').selectOption('restaurant_owner');
      await page.getByRole('button', { name: 'Submit' }).click();
      await page.waitForURL(onPath('/admin/dashboard/users/'));
      await expectText(page.getByTestId('toast'), `${user.username}’s role changed to Restaurant Owner.`);
      report.push(describeFindings(`the users page with a toast (${name})`, await blockingViolations(page)));

      // The user's next page sends them to Sign in, told why.
      await userPage.reload();
      await userPage.waitForURL(onPath('/sign-in/'));
      await expectText(
        userPage.getByTestId('session-ended'),
        'Your role was changed by an administrator. Please sign in again.',
      );
      report.push(describeFindings(`the sign-in page (${name})`, await blockingViolations(userPage)));

      // The audit log tells it with names and words.
      await page.goto('/admin/dashboard/audit-log/');
      const sentence = page.getByTestId('audit-sentence').first();
      await expectText(
        sentence,
        new RegExp(`^.+ changed ${user.username}’s role from Customer to Restaurant Owner$`),
      );
      expect(await page.getByTestId('audit-log-table').textContent()).not.toMatch(/User #|restaurant_owner/);
      await expectNoSidewaysScroll(page, viewport.width);
      report.push(describeFindings(`the audit log (${name})`, await blockingViolations(page)));

      // The tag list is cards on a phone too, Edit in view.
      await page.goto('/admin/dashboard/tag-list/');
      const tagEdit = page
        .getByTestId('tag-row')
        .first()
        .getByRole('button', { name: /^Edit / });
      const tagBox = await tagEdit.boundingBox();
      expect(tagBox!.x + tagBox!.width).toBeLessThanOrEqual(viewport.width);
      await expectNoSidewaysScroll(page, viewport.width);
      report.push(describeFindings(`the tag list (${name})`, await blockingViolations(page)));

      expect(report.filter(Boolean).join('\n')).toBe('');
    } finally {
      await userContext.close();
    }
    // Five axe runs and two browsers on a shared 2-core machine.
  }, 180_000);
});
