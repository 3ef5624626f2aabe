// @vitest-environment jsdom
import type { AdminOrderLine } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const line = (id: number, status: AdminOrderLine['status']): AdminOrderLine => ({
  id,
  order: 100 + id,
  item_name: 'Kacchi Biryani',
  item_price: 350,
  quantity: 2,
  subtotal: 700,
  status,
  restaurant: 'Kacchi Bhai',
  username: 'rahim',
  email: 'rahim@example.com',
  created_at: '2024-05-01T10:00:00.000Z',
  payment_method: 'cash_on_delivery',
});

const path = '/admin/dashboard/orders';

describe('AdminOrdersPage', () => {
  it('filters by ?status=, starting again at page 1', async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/admin/orders/' ? { body: pagedOf([line(1, 'Paid')], 25) } : undefined,
    );
    const { router } = renderAdminPage(<AdminOrdersPage />, { path, url: `${path}?page=2` });
    const row = (await screen.findAllByTestId('admin-order-row'))[0]!;
    for (const text of ['Kacchi Biryani', 'TK 700.00', 'Kacchi Bhai', 'rahim', 'rahim@example.com']) {
      expect(within(row).getByText(text)).toBeTruthy();
    }
    expect(within(row).getByTestId('status-badge').textContent).toBe('Paid');

    const filter = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...filter.options].map((option) => option.text)).toEqual([
      'All',
      'Pending',
      'Paid',
      'Completed',
      'Canceled',
    ]);
    fireEvent.change(filter, { target: { value: 'Completed' } });
    await waitFor(() => expect(locationOf(router)).toBe(`${path}?status=Completed`));
    await waitFor(() =>
      expect(requests.map((request) => request.url)).toEqual([
        '/api/admin/orders/?page=2',
        '/api/admin/orders/?page=1&status=Completed',
      ]),
    );
  });

  it('posts the chosen status of a line and reloads the list', async () => {
    let status: AdminOrderLine['status'] = 'Pending';
    const requests = fakeApi((request) => {
      if (request.path === '/api/admin/orders/') return { body: pagedOf([line(7, status)]) };
      if (request.url === '/api/admin/order-status/7/' && request.method === 'POST') {
        status = (request.body as { status: AdminOrderLine['status'] }).status;
        return { body: line(7, status) };
      }
      return undefined;
    });
    renderAdminPage(<AdminOrdersPage />, { path });

    const select = (await screen.findByTestId('order-status-select')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['Pending', 'Completed', 'Canceled']);
    fireEvent.change(select, { target: { value: 'Completed' } });
    await waitFor(() => expect(screen.getByTestId('status-badge').textContent).toBe('Completed'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ status: 'Completed' });
    expect(requests.filter((request) => request.path === '/api/admin/orders/')).toHaveLength(2);
  });

  it("says 'No orders found' for an empty list", async () => {
    fakeApi(() => ({ body: pagedOf([]) }));
    renderAdminPage(<AdminOrdersPage />, { path });
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });
});
