// The app shell and the site pages in Bangla (issue 16), in Chromium against the built app: the language
// menu switches the header, the footer and the page at once and is remembered; the about and contact
// pages read in Bangla with Bengali digits; the phone menu too; nothing scrolls sideways at 390 px and
// axe-core finds no serious or critical violation, at 390 and 1366 px.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { blockingViolations, describeFindings } from '../fixtures/accessibility.ts';
import { resultsDir } from '../fixtures/paths.ts';
import { setupE2E } from '../fixtures/test.ts';

const { test } = setupE2E();

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1366, height: 900 };

async function chooseBangla(page: Page): Promise<void> {
  await page.getByRole('combobox', { name: 'Language' }).selectOption('bn');
  // The whole tree is drawn again in Bangla (a menu that held the switch closes with it).
  await page.locator('html[lang="bn"]').waitFor({ state: 'attached' });
  await page
    .getByRole('button', { name: 'মেনু খুলুন' })
    .or(page.getByRole('combobox', { name: 'ভাষা' }))
    .first()
    .waitFor();
}

async function screenshot(page: Page, name: string): Promise<void> {
  await mkdir(resultsDir, { recursive: true });
  await page.screenshot({ path: join(resultsDir, `site-in-bangla-${name}.png`), fullPage: true });
}

const pageWidth = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth);

describe('the site in Bangla', () => {
  test('desktop: the language menu redraws the frame and the page, and is remembered', async ({ page }) => {
    await page.setViewportSize(DESKTOP);
    await page.goto('/about/');
    await page
      .getByRole('heading', { level: 1, name: 'Delivering delicious meals to your doorstep' })
      .waitFor();
    await chooseBangla(page);

    const main = page.getByRole('navigation', { name: 'প্রধান মেনু' });
    expect(await main.getByRole('link').allTextContents()).toEqual([
      'আমাদের মেনু',
      'আমাদের কথা',
      'যোগাযোগ',
      'রেস্তোরাঁ',
    ]);
    await page.getByRole('heading', { level: 1, name: 'সুস্বাদু খাবার পৌঁছে দিই আপনার দোরগোড়ায়' }).waitFor();
    await page.getByRole('heading', { name: '২৪/৭ সেবা' }).waitFor();
    await expect.poll(() => page.title()).toBe('আমাদের সম্পর্কে · Bhoj');
    const footer = page.getByRole('contentinfo');
    await footer.getByText('বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ').waitFor();
    expect(await footer.textContent()).toContain('© ২০২৪ Bhoj');
    const report = [describeFindings('about (bn, 1366)', await blockingViolations(page))];

    await page.reload();
    await page.getByRole('link', { name: 'সাইন ইন' }).waitFor();
    await page.getByRole('link', { name: 'যোগাযোগ' }).first().click();
    await page.getByRole('heading', { level: 1, name: 'যোগাযোগ করুন' }).waitFor();
    await page.getByRole('button', { name: 'বার্তা পাঠান' }).waitFor();
    await page.getByText('প্রতিদিন, সকাল ১০টা – রাত ১০টা').waitFor();
    report.push(describeFindings('contact (bn, 1366)', await blockingViolations(page)));
    await screenshot(page, 'contact-desktop');

    await page.goto('/no-such-page/here/');
    await page.getByRole('heading', { name: 'পেজটি পাওয়া যায়নি' }).waitFor();
    await page.getByText('৪০৪').waitFor();

    const found = report.filter(Boolean).join('\n');
    expect(found, `serious or critical accessibility violations:\n${found}`).toBe('');
  });

  test('phone: the menu, the contact form and its note in Bangla, nothing wider than 390 px', async ({
    page,
  }) => {
    await page.setViewportSize(PHONE);
    await page.goto('/contact/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await chooseBangla(page);
    // The language change redraws the tree: the menu opens again from its button.
    if (!(await page.getByRole('dialog').isVisible())) {
      await page.getByRole('button', { name: 'মেনু খুলুন' }).click();
    }
    const menu = page.getByRole('dialog', { name: 'মেনু' });
    await menu.getByRole('link', { name: 'হোম' }).waitFor();
    await menu.getByRole('link', { name: 'সাইন ইন' }).waitFor();
    const report = [describeFindings('mobile menu (bn, 390)', await blockingViolations(page))];
    await screenshot(page, 'menu-phone');
    await page.keyboard.press('Escape');
    await menu.waitFor({ state: 'detached' });

    const form = page.getByTestId('contact-form');
    await form.getByLabel('নাম').fill('রহিম');
    await form.getByLabel('ইমেইল').fill('rahim@example.com');
    await form.getByLabel('বার্তা').fill('আমার অর্ডার কোথায়?');
    await form.getByRole('button', { name: 'বার্তা পাঠান' }).click();
    const note = page.getByTestId('contact-not-sent');
    await note.waitFor();
    expect(await note.textContent()).toContain('+৮৮০ ১৭০০-০০০০০০ নম্বরে ফোন করুন');
    expect(await note.getByRole('link', { name: 'hello@bhoj.example' }).getAttribute('href')).toBe(
      'mailto:hello@bhoj.example',
    );
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    report.push(describeFindings('contact (bn, 390)', await blockingViolations(page)));
    await screenshot(page, 'contact-phone');

    await page.goto('/about/');
    await page.getByRole('heading', { name: 'আমাদের লক্ষ্য' }).waitFor();
    expect(await pageWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await screenshot(page, 'about-phone');

    const found = report.filter(Boolean).join('\n');
    expect(found, `serious or critical accessibility violations:\n${found}`).toBe('');
  });
});
