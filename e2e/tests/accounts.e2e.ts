// Account journeys (issue 3) in Chromium against the built app: sign-up to sign-out with a profile image,
// password recovery and a mailed sign-in code through a real SMTP server, the role guard, and the demo
// quick sign-in buttons.
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, describe, expect } from 'vitest';
import { UPLOADED_IMAGE_URL } from '../fixtures/journey-helpers.ts';
import { decodedMail, resetPasswordLink, startMailbox } from '../fixtures/mail.ts';
import { setupE2E } from '../fixtures/test.ts';

// The mailbox must listen before the app server starts, so that its URL can be the server's SMTP_URL.
const mailbox = await startMailbox();
afterAll(() => mailbox.close());
const { test, server } = setupE2E({ env: { SMTP_URL: mailbox.url } });

const DEMO_CUSTOMER = { email: 'customer@bhoj.local', password: 'bhoj-customer-2024' };
/** Another seeded customer (every seeded account but the three demo ones uses bhoj-demo-2024). */
const OTHER_CUSTOMER = { email: 'sadia.islam@bhoj.local', password: 'bhoj-demo-2024' };

const onPath = (path: string) => (url: URL) => url.pathname === path;

/** Waits until the element's text, trimmed, is `expected`. */
async function expectText(locator: Locator, expected: string): Promise<void> {
  await expect.poll(async () => (await locator.textContent())?.trim(), { timeout: 15_000 }).toBe(expected);
}

async function signIn(page: Page, { email, password }: { email: string; password: string }): Promise<void> {
  const form = page.getByTestId('sign-in-form');
  await form.getByLabel('Email').fill(email);
  await form.getByLabel('Password', { exact: true }).fill(password);
  await form.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** A real 96 × 96 PNG (a warm gradient), made with sharp: the server sniffs and re-encodes uploads. */
async function pngImage(): Promise<Buffer> {
  const size = 96;
  const pixels = Buffer.alloc(size * size * 3);
  for (let y = 0; y < size; y++) {
    for (let x = 0; x < size; x++) {
      const at = (y * size + x) * 3;
      pixels[at] = 200 + Math.round((x / size) * 55);
      pixels[at + 1] = 60 + Math.round((y / size) * 120);
      pixels[at + 2] = 40;
    }
  }
  return sharp(pixels, { raw: { width: size, height: size, channels: 3 } })
    .png()
    .toBuffer();
}

describe('accounts', () => {
  test('sign up, sign in, update the profile with an image, sign out', async ({ page, pageLog }) => {
    const user = { username: 'nadia.e2e', email: 'nadia.e2e@example.com', password: 'mustard-kite-1987' };

    await page.goto('/sign-up/');
    const signUp = page.getByTestId('sign-up-form');
    await signUp.getByLabel('Username').fill(user.username);
    await signUp.getByLabel('Email').fill(user.email);
    await signUp.getByLabel('Password', { exact: true }).fill(user.password);
    await signUp.getByLabel('Confirm password', { exact: true }).fill(user.password);
    await signUp.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL(onPath('/sign-in/'));
    await page.getByText('Your account has been created. Sign in to continue.').waitFor();
    expect(await page.getByTestId('sign-in-form').getByLabel('Email').inputValue()).toBe(user.email);
    await signIn(page, user);

    await page.waitForURL(onPath('/profile/'));
    await expectText(page.getByTestId('profile-username'), user.username);
    await expectText(page.getByTestId('profile-full-name'), 'Not provided');
    await expectText(page.getByTestId('profile-phone'), 'Not provided');

    await page.getByRole('link', { name: 'Update profile' }).click();
    await page.waitForURL(onPath('/update-profile/'));
    const form = page.getByTestId('update-profile-form');
    await form.getByLabel('First name').fill('Nadia');
    await form.getByLabel('Last name').fill('Chowdhury');
    await form.getByLabel('Phone number').fill('01712345678');

    const uploaded = page.waitForResponse(
      (response) => response.url().endsWith('/api/uploads/') && response.request().method() === 'POST',
    );
    await form
      .getByLabel('Profile image', { exact: true })
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await pngImage() });
    expect((await uploaded).status()).toBe(201);
    await form.getByText('Uploading...').waitFor({ state: 'hidden' });
    const preview = form.getByRole('img', { name: 'Profile image preview' });
    await expect.poll(() => preview.getAttribute('src')).toMatch(UPLOADED_IMAGE_URL);

    const save = form.getByRole('button', { name: 'Save changes' });
    expect(await save.isEnabled()).toBe(true);
    await save.click();

    await page.waitForURL(onPath('/profile/'));
    await expectText(page.getByTestId('profile-full-name'), 'Nadia Chowdhury');
    await expectText(page.getByTestId('profile-phone'), '+8801712345678');
    const avatar = page.getByTestId('profile').locator('img').first();
    await expect.poll(() => avatar.getAttribute('src')).toMatch(UPLOADED_IMAGE_URL);
    // The stored image is served: the browser decoded it.
    await expect
      .poll(() => avatar.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
      .toBeGreaterThan(0);

    await page.getByRole('button', { name: `Account menu for ${user.username}` }).click();
    await page.getByRole('menuitem', { name: 'LogOut' }).click();
    await page.waitForURL(onPath('/sign-in/'));
    expect(await page.evaluate(() => localStorage.getItem('user'))).toBeNull();

    await page.goto('/profile/');
    await page.waitForURL(onPath('/sign-in/'));
    expect(new URL(page.url()).searchParams.get('returnTo')).toBe('/profile/');
    // Requests cut short by a navigation are fine; a network failure or a 5xx answer is not.
    const failed = pageLog.failedRequests.filter((line) => !line.endsWith('net::ERR_ABORTED'));
    expect(failed, 'failed requests and 5xx answers').toEqual([]);
  });

  test('forgot password: the mailed link sets a new password, once', async ({ page }) => {
    await page.goto('/forget-password/');
    await page.getByLabel('Email').fill(DEMO_CUSTOMER.email);
    await page.getByRole('button', { name: 'Send recovery link' }).click();

    const sent = page.getByTestId('forget-password-sent');
    await sent.getByText(`Account recovery link is sent to email ${DEMO_CUSTOMER.email}`).waitFor();
    await sent
      .getByText('Check mailbox and follow the link in the message to complete password restoration.')
      .waitFor();

    const mail = await mailbox.waitForMail(DEMO_CUSTOMER.email);
    expect(mail.raw).toMatch(/expires in 1 hour/);
    // The link points at this server (PUBLIC_URL); the page opens it by its path.
    const url = resetPasswordLink(mail);
    expect(url.origin).toBe(server.baseUrl);
    const link = url.pathname;

    await page.goto(link);
    const form = page.getByTestId('reset-password-form');
    const newPassword = 'copper-monsoon-2931';
    await form.getByLabel('Password', { exact: true }).fill(newPassword);
    await form.getByLabel('Confirm password', { exact: true }).fill(`${newPassword}x`);
    await form.getByText('Passwords do not match').waitFor();
    await form.getByLabel('Confirm password', { exact: true }).fill(newPassword);
    await form.getByText('Passwords do not match').waitFor({ state: 'hidden' });
    await form.getByRole('button', { name: 'Reset password' }).click();

    await page.waitForURL(onPath('/sign-in/'));
    await page.getByText('Your password has been changed. Sign in with your new password.').waitFor();

    // The link works once: a second page (still signed out) gets the expired-link message.
    const again = await page.context().newPage();
    await again.goto(server.url(link));
    const secondForm = again.getByTestId('reset-password-form');
    await secondForm.getByLabel('Password', { exact: true }).fill('another-quiet-harbour');
    await secondForm.getByLabel('Confirm password', { exact: true }).fill('another-quiet-harbour');
    await secondForm.getByRole('button', { name: 'Reset password' }).click();
    await expectText(
      secondForm.getByTestId('form-error'),
      'The password reset link has expired. Request a new password reset link',
    );
    expect(
      await secondForm.getByRole('link', { name: 'Request a new password reset link' }).getAttribute('href'),
    ).toBe('/forget-password/');
    await again.close();

    // The old password is refused, the new one signs in.
    await signIn(page, DEMO_CUSTOMER);
    await page.getByTestId('form-error').waitFor();
    await signIn(page, { email: DEMO_CUSTOMER.email, password: newPassword });
    await page.waitForURL(onPath('/profile/'));
    await expectText(page.getByTestId('profile-email'), DEMO_CUSTOMER.email);
  });

  test('after 10 failed sign-ins by someone else, the mailed code signs the owner in on a new browser', async ({
    page,
  }) => {
    const owner = { email: 'code-journey@example.test', password: 'lantern-paddy-7715' };
    const api = page.request;
    const created = await api.post('/api/accounts/register/', {
      data: { username: 'code_journey', ...owner, confirm_password: owner.password },
    });
    expect(created.status()).toBe(201);
    for (let i = 0; i < 10; i++)
      await api.post('/api/accounts/login/', { data: { email: owner.email, password: `guess-${i}` } });

    await page.goto('/sign-in/');
    await signIn(page, owner);
    const code = page.getByLabel('Sign-in code');
    await code.waitFor();
    await page.getByText(`We mailed a sign-in code to ${owner.email}.`, { exact: false }).waitFor();
    await expect.poll(() => code.evaluate((field) => field === document.activeElement)).toBe(true);

    const mail = decodedMail((await mailbox.waitForMail(owner.email)).raw);
    const mailed = /^(\d{6})\r?$/m.exec(mail)?.[1];
    expect(mailed, mail).toBeDefined();
    await code.fill(mailed!);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();
    await page.waitForURL(onPath('/profile/'));
    await expectText(page.getByTestId('profile-email'), owner.email);
  });

  test('a customer opening an owner page lands on /unauthorized/', async ({ page }) => {
    await page.goto('/sign-in/');
    await signIn(page, OTHER_CUSTOMER);
    await page.waitForURL(onPath('/profile/'));

    await page.goto('/restaurant/dashboard/');
    await page.waitForURL(onPath('/unauthorized/'));
    await page.getByText('You do not have permission to view this page.').waitFor();
  });

  test("the 'Admin Login' quick button opens the admin dashboard", async ({ page }) => {
    await page.goto('/sign-in/');
    await page.getByRole('button', { name: 'Admin Login' }).click();
    await page.waitForURL(onPath('/admin/dashboard/'));
    await page.getByRole('navigation', { name: 'Admin dashboard' }).first().waitFor();
    await page.getByRole('button', { name: 'Account menu for admin' }).waitFor();
  });

  test("the 'Restaurant Login' quick button opens the owner dashboard", async ({ page }) => {
    await page.goto('/sign-in/');
    await page.getByRole('button', { name: 'Restaurant Login' }).click();
    await page.waitForURL(onPath('/restaurant/dashboard/'));
    await page.getByRole('navigation', { name: 'Owner dashboard' }).first().waitFor();
  });
});
