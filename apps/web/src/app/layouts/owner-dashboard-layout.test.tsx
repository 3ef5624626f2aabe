// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes } from '../../testing/render-routes';
import { signInAsOwner } from '../../features/owner/testing/owner-api';
import { fakeApi } from '../../testing/fake-api';
import { restaurant } from '../../features/owner/testing/owner-fixtures';
import { applyLanguage } from '../../i18n';
import { clearStoredUser } from '../../lib/auth-storage';
import { OwnerDashboardLayout } from './owner-dashboard-layout';

beforeEach(signInAsOwner);
afterEach(async () => {
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

const routes = [
  {
    path: '/restaurant/dashboard',
    element: <OwnerDashboardLayout />,
    children: [{ index: true, element: <p>Dashboard home</p> }],
  },
];

function sidebar() {
  // The desktop sidebar (the drawer copy renders only when opened).
  return within(screen.getByRole('navigation', { name: 'Owner dashboard' }));
}

describe('OwnerDashboardLayout', () => {
  it("names the owner's restaurant and links every owner page", async () => {
    fakeApi((request) => (request.path === '/api/restaurant/info/' ? { body: restaurant } : undefined));
    renderRoutes(routes, '/restaurant/dashboard/');
    expect((await screen.findByTestId('restaurant-name')).textContent).toBe('Loading…');
    expect(await sidebar().findByText('Kacchi Bhai')).toBeTruthy();
    expect(
      sidebar()
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Home', '/restaurant/dashboard/'],
      ['Add Food Item', '/restaurant/dashboard/add-food-item/'],
      ['Update Restaurant Info', '/restaurant/dashboard/update-restaurant-info/'],
      ['All Food Items', '/restaurant/dashboard/food-items/'],
      ['Order Food', '/restaurant/dashboard/user-order/'],
    ]);
    expect(screen.getByText('Dashboard home')).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe(
      '/',
    );
    expect(screen.getByTestId('user-menu-trigger').textContent).toContain('owner');
  });

  it('disables the links and says why when the owner has no restaurant yet', async () => {
    fakeApi(() => ({ status: 404, body: { error: 'Restaurant not found' } }));
    renderRoutes(routes, '/restaurant/dashboard/');
    expect(await sidebar().findByText('No restaurant yet')).toBeTruthy();
    expect(screen.getByTestId('dashboard-links-note').textContent).toContain(
      'An admin has to create your restaurant',
    );
    expect(sidebar().queryAllByRole('link')).toHaveLength(0);
    expect(sidebar().getByText('Add Food Item').closest('[aria-disabled="true"]')).toBeTruthy();
  });

  it('disables the links when the info call fails', async () => {
    fakeApi(() => ({ status: 500, body: { detail: 'boom' } }));
    renderRoutes(routes, '/restaurant/dashboard/');
    expect(await sidebar().findByText('Restaurant unavailable', {}, { timeout: 5000 })).toBeTruthy();
    expect(sidebar().queryAllByRole('link')).toHaveLength(0);
  });

  it('reads in Bangla: the sidebar, its links, the top bar and why the links are off', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    fakeApi(() => ({ status: 404, body: { error: 'Restaurant not found' } }));
    renderRoutes(routes, '/restaurant/dashboard/');
    const nav = within(screen.getByRole('navigation', { name: 'মালিকের ড্যাশবোর্ড' }));
    expect(await nav.findByText('এখনও কোনো রেস্তোরাঁ নেই')).toBeTruthy();
    expect(screen.getByTestId('dashboard-links-note').textContent).toContain('অ্যাডমিনকে');
    for (const label of ['হোম', 'খাবার যোগ করুন', 'রেস্তোরাঁর তথ্য হালনাগাদ করুন', 'সব খাবার', 'খাবারের অর্ডার']) {
      expect(nav.getByText(label).closest('[aria-disabled="true"]')).toBeTruthy();
    }
    expect(screen.getByRole('button', { name: 'ড্যাশবোর্ডের মেনু খুলুন' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'মূল অংশে যান' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByRole('link', { name: 'হোম' }).getAttribute('href')).toBe(
      '/',
    );
  });
});
