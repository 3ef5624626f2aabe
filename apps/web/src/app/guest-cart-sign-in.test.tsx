// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Outlet, type RouteObject } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SignInPage } from '../features/accounts/pages/sign-in-page';
import { SignUpPage } from '../features/accounts/pages/sign-up-page';
import { readGuestCart } from '../features/cart/guest/guest-cart-storage';
import { addToGuestCart, clearGuestCart } from '../features/cart/guest/guest-cart-store';
import { AfterSignInContext } from '../lib/after-sign-in';
import { getStoredUser } from '../lib/auth-storage';
import { Landing, lazyLanding, renderRoutes } from '../testing/render-routes';
import { stubApi } from '../testing/stub-api';
import { mergeGuestCartOnSignIn } from './merge-guest-cart-on-sign-in';
import { GuestOnly, RequireAuth } from './route-guard';

/** The app's sign-in pages with the merge step the app gives them (providers.tsx). */
const routes: RouteObject[] = [
  {
    element: (
      <AfterSignInContext value={mergeGuestCartOnSignIn}>
        <Outlet />
      </AfterSignInContext>
    ),
    children: [
      {
        element: <GuestOnly />,
        children: [
          { path: '/sign-in', element: <SignInPage /> },
          { path: '/sign-up', element: <SignUpPage /> },
        ],
      },
      { path: '/', element: <Landing name="home" /> },
      { path: '/restaurant/dashboard', element: <Landing name="owner dashboard" /> },
      {
        element: <RequireAuth />,
        children: [lazyLanding('/checkout', 'checkout'), lazyLanding('/profile', 'profile')],
      },
    ],
  },
];

const login = (role: string) => ({
  id: 4,
  user_id: 4,
  username: 'rafi',
  email: 'rafi@example.com',
  first_name: '',
  last_name: '',
  phone_number: null,
  profile_image: '',
  role,
  token: `token-of-${role}`,
});

function stubServer(role = 'customer') {
  return stubApi({
    'GET /api/site-config/': () => ({ status: 200, body: { demo_accounts: null } }),
    'POST /api/accounts/login/': () => ({ status: 200, body: login(role) }),
    'POST /api/accounts/register/': () => ({ status: 201, body: { ...login('customer'), token: undefined } }),
    'POST /api/cart/merge/': () => {
      // The user is stored only after the merge: the next page must already see the merged cart.
      expect(getStoredUser()).toBeNull();
      return {
        status: 200,
        body: { cart: {}, added: [{ food: 7, quantity: 2, requested: 2 }], skipped: [] },
      };
    },
  });
}

function signIn() {
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@example.com' } });
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
    target: { value: 'secret-pass-1' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

const kacchi = {
  id: 7,
  slug: 'kacchi',
  name: 'Kacchi',
  price: 320,
  image: '',
  restaurant_name: 'Kacchi Bhai',
  restaurant_slug: 'kacchi-bhai',
};

beforeEach(() => {
  localStorage.clear();
  clearGuestCart();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the guest cart at sign-in', () => {
  it('is merged with the new token, emptied, and the customer goes on to checkout', async () => {
    addToGuestCart(kacchi, 2);
    const { sent } = stubServer();
    const { router } = renderRoutes(routes, '/sign-in/?returnTo=%2Fcheckout%2F');
    signIn();
    expect(await screen.findByText('checkout page')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/checkout/');
    const merge = sent.find((request) => request.path === '/api/cart/merge/');
    expect(merge?.body).toEqual({ items: [{ food: 7, quantity: 2 }] });
    expect(merge?.headers.get('Authorization')).toBe('Token token-of-customer');
    expect(readGuestCart().lines).toEqual([]);
    expect(getStoredUser()?.token).toBe('token-of-customer');
  });

  it('is left alone when an owner signs in on this browser', async () => {
    addToGuestCart(kacchi, 1);
    const { sent } = stubServer('restaurant_owner');
    const { router } = renderRoutes(routes, '/sign-in/');
    signIn();
    await waitFor(() => expect(router.state.location.pathname).toBe('/restaurant/dashboard/'));
    expect(sent.some((request) => request.path === '/api/cart/merge/')).toBe(false);
    expect(readGuestCart().lines).toHaveLength(1);
  });

  it('the way to checkout survives sign-up: Sign Up and the sign-in after it keep returnTo', async () => {
    stubServer();
    const { router } = renderRoutes(routes, '/sign-in/?returnTo=%2Fcheckout%2F');
    const signUp = await screen.findByRole('link', { name: 'Sign Up' });
    expect(signUp.getAttribute('href')).toBe('/sign-up/?returnTo=%2Fcheckout%2F');
    fireEvent.click(signUp);
    await screen.findByRole('button', { name: 'Create account' });
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'rafi' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'rafi@example.com' } });
    fireEvent.change(screen.getByLabelText('Password', { exact: true }), {
      target: { value: 'secret-pass-1' },
    });
    fireEvent.change(screen.getByLabelText('Confirm password'), { target: { value: 'secret-pass-1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/'));
    expect(router.state.location.search).toBe('?returnTo=%2Fcheckout%2F');
  });
});
