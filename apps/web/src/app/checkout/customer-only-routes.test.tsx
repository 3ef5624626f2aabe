// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../lib/auth-storage';
import { fakeApi } from '../../testing/fake-api';
import { renderRoutes } from '../../testing/render-routes';
import { publicRoutes } from '../routes/public-routes';

const routes = [{ path: '/', children: publicRoutes }];

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('checkout and order history are for customers only', () => {
  it.each([
    ['restaurant_owner', '/order-history/'],
    ['admin', '/order-history/'],
    ['restaurant_owner', '/checkout/'],
  ] as const)('a %s opening %s goes to /unauthorized/ without a call', async (role, url) => {
    setStoredUser({ token: 'tok', role, username: 'sam', id: 3 });
    const requests = fakeApi(() => undefined);
    const { router } = renderRoutes(routes, url);
    await waitFor(() => expect(router.state.location.pathname).toBe('/unauthorized/'), { timeout: 8000 });
    await screen.findByRole('heading', { level: 1 });
    expect(requests.filter((request) => /\/api\/(orders|order-list|cart)/.test(request.path))).toEqual([]);
  });
});
