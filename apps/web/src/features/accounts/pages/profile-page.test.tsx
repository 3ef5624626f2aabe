// @vitest-environment jsdom
import type { Profile } from '@bhoj/contract';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../../lib/auth-storage';
import { stubApi } from '../../../testing/stub-api';
import { renderRoutes } from '../../../testing/render-routes';
import { ProfilePage } from './profile-page';

const base: Profile = {
  id: 3,
  username: 'rahim',
  email: 'rahim@example.com',
  first_name: '',
  last_name: '',
  phone_number: null,
  profile_image: '',
  role: 'customer',
  language: 'en',
};

function renderProfile(profile: Profile | 'error') {
  stubApi({
    'GET /api/accounts/profile/': () =>
      profile === 'error'
        ? { status: 500, body: { error: 'Profile service is down' } }
        : { status: 200, body: profile },
  });
  renderRoutes([{ path: '/profile', element: <ProfilePage /> }], '/profile/');
}

beforeEach(() => setStoredUser({ token: 'tok', role: 'customer', username: 'rahim' }));
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('ProfilePage', () => {
  it("shows 'Not provided' for a missing name and phone, and no Dashboard link for a customer", async () => {
    renderProfile(base);
    expect(screen.getByTestId('profile-loading')).toBeTruthy();
    expect((await screen.findByTestId('profile-full-name')).textContent).toBe('Not provided');
    expect(screen.getByTestId('profile-phone').textContent).toBe('Not provided');
    expect(screen.getByTestId('profile-email').textContent).toBe('rahim@example.com');
    expect(screen.queryByRole('link', { name: 'Dashboard' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Update profile' }).getAttribute('href')).toBe(
      '/update-profile/?returnTo=%2Fprofile%2F',
    );
  });

  it.each([
    ['restaurant_owner', '/restaurant/dashboard/'],
    ['admin', '/admin/dashboard/'],
  ] as const)('gives a %s a Dashboard link to %s', async (role, href) => {
    renderProfile({ ...base, role, first_name: 'Ana', last_name: 'Karim', phone_number: '01711000000' });
    expect((await screen.findByTestId('profile-full-name')).textContent).toBe('Ana Karim');
    expect(screen.getByTestId('profile-phone').textContent).toBe('01711000000');
    expect(screen.getByRole('link', { name: 'Dashboard' }).getAttribute('href')).toBe(href);
  });

  it('shows the error text when the profile cannot be loaded', async () => {
    renderProfile('error');
    expect(await screen.findByText('Profile service is down')).toBeTruthy();
  });
});
