// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { setStoredUser, type StoredUser } from '../lib/auth-storage';
import { GuestOnly, RequireAuth } from './route-guard';

function ShowLocation({ name }: { name: string }) {
  const location = useLocation();
  return (
    <p>
      {name} at {location.pathname + location.search}
    </p>
  );
}

function renderAt(path: string) {
  const router = createMemoryRouter(
    [
      { path: '/', element: <ShowLocation name="home" /> },
      { path: '/sign-in', element: <ShowLocation name="sign-in" /> },
      { path: '/unauthorized', element: <ShowLocation name="unauthorized" /> },
      { element: <GuestOnly />, children: [{ path: '/sign-up', element: <ShowLocation name="sign-up" /> }] },
      {
        element: <RequireAuth />,
        children: [{ path: '/profile', element: <ShowLocation name="profile" /> }],
      },
      {
        element: <RequireAuth role="restaurant_owner" />,
        children: [{ path: '/restaurant/dashboard/*', element: <ShowLocation name="owner" /> }],
      },
      {
        element: <RequireAuth role="admin" />,
        children: [{ path: '/admin/dashboard/*', element: <ShowLocation name="admin" /> }],
      },
    ],
    { initialEntries: [path] },
  );
  render(<RouterProvider router={router} />);
}

const user = (role: StoredUser['role']): StoredUser => ({ token: 't0k3n', role, username: 'sam' });

beforeEach(() => localStorage.clear());
afterEach(cleanup);

describe('RequireAuth', () => {
  it('sends a visitor to /sign-in/ with the page to return to', () => {
    renderAt('/restaurant/dashboard/food-items/?page=2');
    expect(
      screen.getByText('sign-in at /sign-in/?returnTo=%2Frestaurant%2Fdashboard%2Ffood-items%2F%3Fpage%3D2'),
    ).toBeTruthy();
  });

  it('treats a stored record without a token as signed out', () => {
    localStorage.setItem('user', JSON.stringify({ role: 'customer', username: 'sam' }));
    renderAt('/profile/');
    expect(screen.getByText('sign-in at /sign-in/?returnTo=%2Fprofile%2F')).toBeTruthy();
  });

  it('sends a user with another role to /unauthorized/', () => {
    setStoredUser(user('customer'));
    renderAt('/admin/dashboard/users/');
    expect(screen.getByText('unauthorized at /unauthorized/')).toBeTruthy();
  });

  it('keeps an owner out of the admin dashboard and an admin out of the owner dashboard', () => {
    setStoredUser(user('restaurant_owner'));
    renderAt('/admin/dashboard/');
    expect(screen.getByText('unauthorized at /unauthorized/')).toBeTruthy();
    cleanup();
    setStoredUser(user('admin'));
    renderAt('/restaurant/dashboard/');
    expect(screen.getByText('unauthorized at /unauthorized/')).toBeTruthy();
  });

  it('renders the page for the right role', () => {
    setStoredUser(user('restaurant_owner'));
    renderAt('/restaurant/dashboard/food-items/');
    expect(screen.getByText('owner at /restaurant/dashboard/food-items/')).toBeTruthy();
  });

  it('renders a role-free guarded page for any signed-in user', () => {
    setStoredUser(user('admin'));
    renderAt('/profile/');
    expect(screen.getByText('profile at /profile/')).toBeTruthy();
  });
});

describe('GuestOnly', () => {
  it('shows guest pages to visitors', () => {
    renderAt('/sign-up/');
    expect(screen.getByText('sign-up at /sign-up/')).toBeTruthy();
  });

  it('sends a signed-in user home', () => {
    setStoredUser(user('customer'));
    renderAt('/sign-up/');
    expect(screen.getByText('home at /')).toBeTruthy();
  });
});
