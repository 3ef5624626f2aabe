// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, later } from '../../../testing/fake-api';
import { renderAdminPage } from '../testing/render-admin-page';
import { AdminHomePage } from './admin-home-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const stats = {
  total_orders: 1234,
  total_revenue: 123456.5,
  active_restaurants: 14,
  active_customers: 87,
  // Keys in another order than the chart's: the chart still runs Fri … Thu.
  daily_revenue: { Mon: 400, Tue: 500, Wed: 600, Thu: 700, Fri: 100, Sat: 200, Sun: 300.25 },
};

describe('AdminHomePage', () => {
  it("shows 'Loading...', then the four cards and the Daily Revenue points Fri … Thu", async () => {
    const answer = later();
    const requests = fakeApi((request) =>
      request.path === '/api/restaurant/admin/data/' ? answer.reply : undefined,
    );
    renderAdminPage(<AdminHomePage />, { path: '/admin/dashboard' });

    expect(screen.getByText('Loading...')).toBeTruthy();
    answer.settle({ body: stats });

    expect((await screen.findByTestId('stat-total-orders')).textContent).toBe('1,234');
    expect(screen.getByText('Total Orders')).toBeTruthy();
    expect(screen.getByText('Total Revenue')).toBeTruthy();
    expect(screen.getByTestId('stat-total-revenue').textContent).toBe('TK 1,23,456.50');
    expect(screen.getByText('Active Restaurants')).toBeTruthy();
    expect(screen.getByTestId('stat-active-restaurants').textContent).toBe('14');
    expect(screen.getByText('Active Customers')).toBeTruthy();
    expect(screen.getByTestId('stat-active-customers').textContent).toBe('87');
    expect(screen.queryByText('Loading...')).toBeNull();

    expect(screen.getByText('Daily Revenue')).toBeTruthy();
    const rows = within(screen.getByTestId('daily-revenue-table')).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      'FriTK 100.00',
      'SatTK 200.00',
      'SunTK 300.25',
      'MonTK 400.00',
      'TueTK 500.00',
      'WedTK 600.00',
      'ThuTK 700.00',
    ]);
    expect(requests[0]?.headers.get('Authorization')).toBe('Token admin-token');
  });

  it('says so when the summary cannot be loaded', async () => {
    fakeApi(() => ({
      status: 403,
      body: { detail: 'You do not have permission to perform this action.' },
    }));
    renderAdminPage(<AdminHomePage />, { path: '/admin/dashboard' });
    expect(await screen.findByText('You do not have permission to perform this action.')).toBeTruthy();
    expect(screen.queryByText('Loading...')).toBeNull();
  });
});
