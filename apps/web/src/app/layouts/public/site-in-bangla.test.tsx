// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, type LanguageChoice } from '../../../i18n';
import { clearStoredUser, setStoredUser } from '../../../lib/auth-storage';
import { stubApi } from '../../../testing/stub-api';
import { PublicLayout } from '../public-layout';

const BANGLA: LanguageChoice = { language: 'bn', digits: 'bengali' };

function renderSite() {
  const router = createMemoryRouter(
    [{ path: '/', element: <PublicLayout />, children: [{ index: true, element: <p>home page</p> }] }],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
}

afterEach(async () => {
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

describe('the public frame in Bangla', () => {
  it('draws the header, its links and the footer in Bangla, with Bengali digits', async () => {
    await applyLanguage(BANGLA);
    renderSite();
    expect(screen.getByRole('link', { name: 'মূল অংশে যান' }).getAttribute('href')).toBe('#main');
    const main = screen.getByRole('navigation', { name: 'প্রধান মেনু' });
    expect(
      within(main)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['আমাদের মেনু', 'আমাদের কথা', 'যোগাযোগ', 'রেস্তোরাঁ']);
    expect(screen.getByRole('link', { name: 'সাইন ইন' }).getAttribute('href')).toBe('/sign-in/');
    expect(screen.getByRole('button', { name: 'খাবার খুঁজুন' })).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Bhoj, হোম পেজ' })[0]?.getAttribute('href')).toBe('/');

    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(within(footer).getByRole('heading', { name: 'ঘুরে দেখুন' })).toBeTruthy();
    expect(within(footer).getByRole('link', { name: 'আমাদের সম্পর্কে' }).getAttribute('href')).toBe('/about/');
    expect(within(footer).getByRole('link', { name: 'ফেসবুকে Bhoj' })).toBeTruthy();
    expect(footer.textContent).toContain('বাড়ি ১২, রোড ৭, ধানমন্ডি, ঢাকা ১২০৫, বাংলাদেশ');
    expect(within(footer).getByRole('link', { name: '+৮৮০ ১৭০০-০০০০০০' }).getAttribute('href')).toBe(
      'tel:+8801700000000',
    );
    expect(footer.textContent).toContain('© ২০২৪ Bhoj');
    expect(footer.textContent).not.toMatch(/Explore|Contact us|Delivering/);
  });

  it('keeps Latin digits when they were chosen', async () => {
    await applyLanguage({ language: 'bn', digits: 'latin' });
    renderSite();
    const footer = await screen.findByRole('contentinfo', {}, { timeout: 5000 });
    expect(footer.textContent).toContain('বাড়ি 12, রোড 7, ধানমন্ডি, ঢাকা 1205, বাংলাদেশ');
    expect(footer.textContent).toContain('© 2024 Bhoj');
  });

  it("opens the mobile menu in Bangla with a customer's cart count", async () => {
    const cart = { id: 1, user: 1, items: [], total_price: 0, total_quantity: 12, delivery_fee: 0, total: 0 };
    stubApi({ 'GET /api/cart/list/': () => ({ status: 200, body: { ...cart, unavailable: false } }) });
    setStoredUser({ token: 'tok', role: 'customer', username: 'sam' });
    await applyLanguage(BANGLA);
    renderSite();
    fireEvent.click(screen.getByRole('button', { name: 'মেনু খুলুন' }));
    // The menu's code loads on the first open; give it time on a busy machine.
    const menu = await screen.findByRole('dialog', { name: 'মেনু' }, { timeout: 5000 });
    expect(within(menu).getByRole('navigation', { name: 'মোবাইল মেনু' })).toBeTruthy();
    for (const name of ['হোম', 'আমার অর্ডার', 'প্রোফাইল']) {
      expect(within(menu).getByRole('link', { name: new RegExp(`^${name}`) })).toBeTruthy();
    }
    expect(within(menu).getByRole('button', { name: 'লগ আউট' })).toBeTruthy();
    await waitFor(() => expect(within(menu).getByTestId('mobile-cart-count').textContent).toBe('১২ আইটেম'));
  });
});
