// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '../features/accounts/pages/sign-in-page';
import { stubApi } from '../testing/stub-api';
import { Landing, lazyLanding, renderRoutes } from '../testing/render-routes';
import { getStoredUser, setStoredUser, useStoredUser } from '../lib/auth-storage';
import { UserMenu } from './layouts/user-menu';
import { GuestOnly, RequireAuth } from './route-guard';

/** A guarded page with the real avatar menu, to sign out from. */
function AccountPage() {
  const user = useStoredUser();
  return user ? <UserMenu user={user} /> : null;
}

/** The real guards around the real sign-in page; the pages it leads to load lazily, as in the app. */
const routes: RouteObject[] = [
  { element: <RequireAuth />, children: [{ path: '/account', element: <AccountPage /> }] },
  { path: '/', element: <Landing name="home" /> },
  { element: <GuestOnly />, children: [{ path: '/sign-in', element: <SignInPage /> }] },
  {
    element: <RequireAuth />,
    children: [lazyLanding('/profile', 'profile'), lazyLanding('/checkout', 'checkout')],
  },
  { element: <RequireAuth role="admin" />, children: [lazyLanding('/admin/dashboard', 'admin dashboard')] },
  {
    element: <RequireAuth role="restaurant_owner" />,
    children: [lazyLanding('/restaurant/dashboard', 'owner dashboard')],
  },
];

type Role = 'customer' | 'restaurant_owner' | 'admin';

function loginAnswer(role: Role, email: string) {
  return {
    id: 4,
    user_id: 4,
    username: `${role}-user`,
    email,
    first_name: '',
    last_name: '',
    phone_number: null,
    profile_image: '',
    role,
    token: `token-of-${role}`,
  };
}

const demoAccounts = {
  owner: { email: 'owner@demo.test', password: 'owner-demo-pass' },
  admin: { email: 'admin@demo.test', password: 'admin-demo-pass' },
};

/** A fake API: each known email signs in with its role; site-config says whether demo data is on. */
function stubServer({ demo = false }: { demo?: boolean } = {}) {
  const roles: Record<string, Role> = {
    'customer@example.com': 'customer',
    'owner@example.com': 'restaurant_owner',
    'admin@example.com': 'admin',
    [demoAccounts.owner.email]: 'restaurant_owner',
    [demoAccounts.admin.email]: 'admin',
  };
  return stubApi({
    'GET /api/site-config/': () => ({ status: 200, body: { demo_accounts: demo ? demoAccounts : null } }),
    'POST /api/accounts/login/': ({ body }) => {
      const { email } = body as { email: string };
      const role = roles[email];
      return role
        ? { status: 200, body: loginAnswer(role, email) }
        : { status: 400, body: { error: 'Invalid credentials' } };
    },
  });
}

function signIn(email: string, password = 'correct horse battery') {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('sign-in redirect by role', () => {
  it.each([
    ['admin@example.com', '/sign-in/', '/admin/dashboard/', 'admin dashboard page'],
    ['owner@example.com', '/sign-in/', '/restaurant/dashboard/', 'owner dashboard page'],
    ['customer@example.com', '/sign-in/', '/profile/', 'profile page'],
    ['customer@example.com', '/sign-in/?returnTo=%2Fcheckout%2F', '/checkout/', 'checkout page'],
    // Owners and admins go to their dashboard whatever returnTo says; unsafe returnTo values are ignored.
    ['admin@example.com', '/sign-in/?returnTo=%2Fcheckout%2F', '/admin/dashboard/', 'admin dashboard page'],
    ['customer@example.com', '/sign-in/?returnTo=%2F%2Fevil.example', '/profile/', 'profile page'],
    // A dashboard left in returnTo (by an admin's session) is no place to send a customer.
    ['customer@example.com', '/sign-in/?returnTo=%2Fadmin%2Fdashboard%2F', '/profile/', 'profile page'],
  ])('%s at %s lands on %s', async (email, start, path, text) => {
    const { sent } = stubServer();
    const { router } = renderRoutes(routes, start);
    signIn(email);

    expect(await screen.findByText(text)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    const login = sent.find((request) => request.path === '/api/accounts/login/');
    expect(login?.body).toEqual({ email, password: 'correct horse battery' });
    expect(login?.headers.has('Authorization')).toBe(false);
    // The login answer is the stored user record.
    expect(getStoredUser()).toMatchObject({ token: expect.stringContaining('token-of-'), email });
  });

  it('shows the wrong-pair message in red and stays signed out', async () => {
    stubServer();
    const { router } = renderRoutes(routes, '/sign-in/');
    signIn('nobody@example.com', 'wrong');
    const message = await screen.findByText('Invalid credentials');
    expect(message.closest('[role="alert"]')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in/');
    expect(getStoredUser()).toBeNull();
  });

  it('shows the rate-limit message', async () => {
    stubApi({
      'POST /api/accounts/login/': () => ({ status: 429, body: { error: 'Too many sign-in attempts.' } }),
    });
    renderRoutes(routes, '/sign-in/');
    signIn('customer@example.com');
    expect(await screen.findByText('Too many sign-in attempts.')).toBeTruthy();
  });

  it('hides the demo buttons when site-config has no demo accounts', async () => {
    const { sent } = stubServer({ demo: false });
    renderRoutes(routes, '/sign-in/');
    await waitFor(() => expect(sent.some((request) => request.path === '/api/site-config/')).toBe(true));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign In' })).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Restaurant Login' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Admin Login' })).toBeNull();
  });

  it.each([
    ['Restaurant Login', demoAccounts.owner, '/restaurant/dashboard/', 'owner dashboard page'],
    ['Admin Login', demoAccounts.admin, '/admin/dashboard/', 'admin dashboard page'],
  ])('the %s button signs in with the demo account', async (name, account, path, text) => {
    const { sent } = stubServer({ demo: true });
    const { router } = renderRoutes(routes, '/sign-in/');
    fireEvent.click(await screen.findByRole('button', { name }));
    expect(await screen.findByText(text)).toBeTruthy();
    expect(router.state.location.pathname).toBe(path);
    expect(sent.find((request) => request.path === '/api/accounts/login/')?.body).toEqual(account);
  });
});

describe('sign-out from a guarded page', () => {
  it('lands on /sign-in/ after the server says ok, with no user left', async () => {
    const { sent } = stubApi({
      'GET /api/site-config/': () => ({ status: 200, body: { demo_accounts: null } }),
      'POST /api/accounts/logout/': () => ({ status: 200, body: { message: 'Logged out' } }),
    });
    setStoredUser({ token: 'tok', role: 'admin', username: 'ana' });
    const { router } = renderRoutes(routes, '/account/');
    fireEvent.pointerDown(screen.getByTestId('user-menu-trigger'), { button: 0, pointerType: 'mouse' });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'LogOut' }));

    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/sign-in/');
    expect(getStoredUser()).toBeNull();
    expect(
      sent.find((request) => request.path === '/api/accounts/logout/')?.headers.get('Authorization'),
    ).toBe('Token tok');
  });
});
