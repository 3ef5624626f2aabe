// @vitest-environment jsdom
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
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
afterEach(cleanup);

describe('SiteHeader', () => {
  it('shows a visitor the Sign In link and the cart with a count', () => {
    renderHeader();
    expect(screen.getByRole('link', { name: 'Bhoj, home' }).getAttribute('href')).toBe('/');
    expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/sign-in/');
    expect(screen.getByTestId('cart-count').textContent).toBe('0');
    for (const name of ['Our menu', 'About', 'Contacts', 'Restaurant']) {
      expect(screen.getByRole('link', { name })).toBeTruthy();
    }
  });

  it('shows a customer the avatar menu and the cart', () => {
    setStoredUser(user('customer'));
    renderHeader();
    expect(screen.getByTestId('user-menu-trigger').textContent).toContain('sam');
    expect(screen.queryByRole('link', { name: 'Sign In' })).toBeNull();
    expect(screen.getByTestId('cart-button')).toBeTruthy();
  });

  it.each(['restaurant_owner', 'admin'] as const)('hides the cart from %s', (role) => {
    setStoredUser(user(role));
    renderHeader();
    expect(screen.queryByTestId('cart-button')).toBeNull();
    expect(screen.getByTestId('user-menu-trigger')).toBeTruthy();
  });

  it('follows sign-out in another part of the app', () => {
    setStoredUser(user('customer'));
    renderHeader();
    act(() => clearStoredUser());
    expect(screen.getByRole('link', { name: 'Sign In' })).toBeTruthy();
  });

  it('mobile menu: Orders and LogOut for a customer; LogOut clears the session and goes to /sign-in/', () => {
    setStoredUser(user('customer'));
    localStorage.setItem('authToken', 'tok');
    const router = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(menu.textContent).toContain('Orders');
    expect(menu.textContent).toContain('Cart');
    fireEvent.click(screen.getByRole('button', { name: 'LogOut' }));
    expect(localStorage.getItem('user')).toBeNull();
    expect(localStorage.getItem('authToken')).toBeNull();
    expect(router.state.location.pathname).toBe('/sign-in/');
  });

  it('mobile menu: no Orders or Cart for an owner; closes when a link is followed', () => {
    setStoredUser(user('restaurant_owner'));
    const router = renderHeader();
    fireEvent.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByTestId('mobile-menu');
    expect(menu.textContent).not.toContain('Orders');
    expect(menu.textContent).not.toContain('Cart');
    fireEvent.click(screen.getByRole('link', { name: 'About' }), { button: 0 });
    expect(router.state.location.pathname).toBe('/about/');
    expect(screen.queryByTestId('mobile-menu')).toBeNull();
  });
});
