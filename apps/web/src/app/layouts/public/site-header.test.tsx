// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/stub-api';
import { clearStoredUser, setStoredUser, type StoredUser } from '../../../lib/auth-storage';
import { SiteHeader } from './site-header';

function renderHeader() {
  const router = createMemoryRouter(
    [
      { path: '/', element: <SiteHeader /> },
      { path: '/sign-in', element: <p>sign-in page</p> },
      { path: '/about', element: <p>about page</p> },
    ],
    { initialEntries: ['/'] },
  );
  render(
    <QueryClientProvider client={new QueryClient()}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const user = (role: StoredUser['role']): StoredUser => ({ token: 'tok', role, username: 'sam' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SiteHeader', () => {
  it('shows a visitor the Sign In link and the cart with a count', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Bhoj, home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in/');
    // An empty guest cart shows no '0' badge.
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    for (const name of ['Our menu', 'About', 'Contacts', 'Restaurant']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('shows a customer the avatar menu and the cart', async () => {
    setStoredUser(user('customer'));
    renderHeader();
    expect((await screen.findByTestId('user-menu-trigger')).textContent).toContain('sam');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByTestId('cart-button')).toBeTruthy();
  });

  it("shows a customer's cart count (header and mobile menu); the cart button opens Your Cart", async () => {
    const cart = { id: 1, user: 1, items: [], total_price: 0, total_quantity: 3, delivery_fee: 0, total: 0 };
    stubApi({ 'GET /api/cart/list/': () => ({ status: 200, body: { ...cart, unavailable: false } }) });
    setStoredUser(user('customer'));
    renderHeader();
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'));
    fireEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(await screen.findByRole('dialog', { name: 'Your Cart' })).toBeTruthy();
    fireEvent.keyDown(document.activeElement ?? document.body, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    expect((await screen.findByTestId('mobile-cart-count')).textContent).toBe('3 items');
  });

  it.each(['restaurant_owner', 'admin'] as const)('hides the cart from %s', async (role) => {
    setStoredUser(user(role));
    renderHeader();
    expect(screen.queryByTestId('cart-button')).toBeNull();
    expect(await screen.findByTestId('user-menu-trigger')).toBeTruthy();
  });

  it('follows sign-out in another part of the app', () => {
    setStoredUser(user('customer'));
    renderHeader();
    act(() => clearStoredUser());
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('mobile menu: Orders and LogOut for a customer; LogOut signs out on the server, then clears the session and goes to /sign-in/', async () => {
    const { sent } = stubApi({
      'POST /api/accounts/logout/': () => ({ status: 200, body: { message: 'Logged out' } }),
    });
    setStoredUser(user('customer'));
    localStorage.setItem('authToken', 'tok');
    const router = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByTestId('mobile-menu');
    expect(menu.textContent).toContain('Orders');
    expect(menu.textContent).toContain('Cart');
    fireEvent.click(screen.getByRole('button', { name: 'LogOut' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/'));
    const logouts = sent.filter((request) => request.path === '/api/accounts/logout/');
    expect(logouts).toHaveLength(1);
    expect(logouts[0]?.headers.get('Authorization')).toBe('Token tok');
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('avatar menu LogOut does nothing when the server does not answer ok', async () => {
    const { sent } = stubApi({
      'POST /api/accounts/logout/': () => ({ status: 500, body: { error: 'Down' } }),
    });
    setStoredUser(user('customer'));
    const router = renderHeader();
    fireEvent.pointerDown(await screen.findByTestId('user-menu-trigger'), {
      button: 0,
      pointerType: 'mouse',
    });
    fireEvent.click(await screen.findByRole('menuitem', { name: 'LogOut' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1));
    await new Promise((done) => setTimeout(done, 20));
    expect(router.state.location.pathname).toBe('/');
    expect(localStorage.getItem('user')).not.toBeNull();
  });

  it('LogOut with a token the server no longer knows (401) signs out just the same', async () => {
    stubApi({ 'POST /api/accounts/logout/': () => ({ status: 401, body: { detail: 'Invalid token.' } }) });
    setStoredUser(user('customer'));
    const router = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    fireEvent.click(await screen.findByRole('button', { name: 'LogOut' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/'));
    expect(localStorage.getItem('user')).toBeNull();
  });

  it('mobile menu: no Orders or Cart for an owner; closes when a link is followed', async () => {
    setStoredUser(user('restaurant_owner'));
    const router = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByTestId('mobile-menu');
    expect(menu.textContent).not.toContain('Orders');
    expect(menu.textContent).not.toContain('Cart');
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { button: 0 });
    expect(router.state.location.pathname).toBe('/about/');
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
  });
});
