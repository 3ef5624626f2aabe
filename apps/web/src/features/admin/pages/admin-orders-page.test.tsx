// @vitest-environment jsdom
import {
  type AdminOrderCard,
  type CustomerTicket,
  LATE_PAYMENT_REASONS,
  type OrderStatus,
  REFUND_MESSAGES,
} from '@bhoj/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { AdminOrdersPage } from './admin-orders-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => applyLanguage({ language: 'en', digits: 'bengali' }));
});

const ticket = (status: OrderStatus, fields: Partial<CustomerTicket> = {}): CustomerTicket => ({
  id: 31,
  number: '#101-1',
  order: 101,
  restaurant: 'Kacchi Bhai',
  restaurant_slug: 'kacchi-bhai',
  stage: status === 'Completed' ? 'delivered' : 'new',
  status,
  prep_minutes: null,
  accepted_at: null,
  cancel_reason: '',
  created_at: '2024-05-01T20:00:00.000Z',
  items: [
    {
      id: 7,
      item_name: 'Kacchi Biryani',
      item_image: '/media/kacchi.webp',
      item_price: 350,
      quantity: 2,
      subtotal: 700,
    },
  ],
  subtotal: 700,
  delivery_fee: 60,
  total: 760,
  ...fields,
});

const order = (status: OrderStatus): AdminOrderCard => ({
  id: 101,
  number: '#101',
  created_at: '2024-05-01T20:00:00.000Z',
  address: 'Banani',
  payment_method: 'cash_on_delivery',
  payment_state: 'cash_on_delivery',
  subtotal: 700,
  delivery_fee: 60,
  total: 760,
  placed_total: 760,
  tickets: [ticket(status)],
  can_cancel: false,
  can_retry_payment: false,
  can_pay_cash: false,
  refunds: [],
  username: 'rahim',
  email: 'rahim@example.com',
});

const path = '/admin/dashboard/orders';
const restaurants = [{ id: 3, name: 'Kacchi Bhai' }];

describe('AdminOrdersPage', () => {
  it('shows orders grouped with their tickets in Dhaka time; filters by stage and restaurant from page 1', async () => {
    const requests = fakeApi((request) => {
      if (request.path === '/api/admin/order-cards/') return { body: pagedOf([order('Pending')], 25) };
      if (request.path === '/api/restaurant/list/') return { body: restaurants };
      return undefined;
    });
    const { router } = renderAdminPage(<AdminOrdersPage />, { path, url: `${path}?page=2` });
    const card = within(await screen.findByTestId('admin-order-card'));
    for (const text of ['Order #101', 'rahim', 'Kacchi Biryani', 'TK 700.00', '2 May 2024']) {
      expect(card.getByText(text)).toBeTruthy();
    }
    // 20:00 UTC is 02:00 the next day in Dhaka, whatever the browser's zone.
    expect(card.getByText('02:00')).toBeTruthy();
    expect(card.getByText('#101-1 · Kacchi Bhai', { exact: false })).toBeTruthy();

    const stage = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...stage.options].map((option) => option.text)).toEqual([
      'All',
      'New',
      'Accepted',
      'Preparing',
      'Out for delivery',
      'Delivered',
      'Canceled',
    ]);
    fireEvent.change(stage, { target: { value: 'delivered' } });
    await waitFor(() => expect(locationOf(router)).toBe(`${path}?stage=delivered`));
    await waitFor(() =>
      expect(requests.filter((r) => r.path === '/api/admin/order-cards/').map((r) => r.url)).toEqual([
        '/api/admin/order-cards/?page=2',
        '/api/admin/order-cards/?page=1&stage=delivered',
      ]),
    );
  });

  it('posts the chosen status of a line and reloads the list', async () => {
    let status: OrderStatus = 'Pending';
    const requests = fakeApi((request) => {
      if (request.path === '/api/admin/order-cards/') return { body: pagedOf([order(status)]) };
      if (request.url === '/api/admin/order-status/7/' && request.method === 'POST') {
        status = (request.body as { status: OrderStatus }).status;
        return { body: {} };
      }
      return { body: [] };
    });
    renderAdminPage(<AdminOrdersPage />, { path });
    const select = (await screen.findByTestId('order-status-select')) as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['Pending', 'Completed', 'Canceled']);
    fireEvent.change(select, { target: { value: 'Completed' } });
    await waitFor(() =>
      expect((screen.getByTestId('order-status-select') as HTMLSelectElement).value).toBe('Completed'),
    );
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ status: 'Completed' });
    expect(
      within(screen.getByTestId('admin-order-card')).getByRole('heading', { level: 3 }).textContent,
    ).toContain('Delivered');
  });

  it("shows the order's refunds in support's words, and a refused move of a line in words, in Bangla too", async () => {
    const late = {
      id: 4,
      amount: 760,
      reason: LATE_PAYMENT_REASONS.cash,
      state: 'failed' as const,
      ticket: null,
      created_at: '2024-05-01T21:00:00.000Z',
      refunded_at: null,
    };
    fakeApi((request) => {
      if (request.path === '/api/admin/order-cards/')
        return { body: pagedOf([{ ...order('Pending'), refunds: [late] }]) };
      if (request.method === 'POST') return { status: 409, body: { error: REFUND_MESSAGES.notOnBoard } };
      return { body: [] };
    });
    renderAdminPage(<AdminOrdersPage />, { path });
    const refunds = within(await screen.findByRole('region', { name: 'Refunds' }));
    expect(refunds.getByTestId('refund-purpose').textContent).toBe('The whole payment of TK 760.00');
    expect(refunds.getByTestId('refund-reason').textContent).toBe(LATE_PAYMENT_REASONS.cash);
    expect(refunds.getByTestId('refund-state').textContent).toBe('Failed');
    fireEvent.change(screen.getByTestId('order-status-select'), { target: { value: 'Completed' } });
    expect((await screen.findByRole('alert')).textContent).toBe(REFUND_MESSAGES.notOnBoard);
    cleanup();

    await act(() => applyLanguage({ language: 'bn', digits: 'bengali' }));
    renderAdminPage(<AdminOrdersPage />, { path });
    const inBangla = within(await screen.findByRole('region', { name: 'রিফান্ড' }));
    expect(inBangla.getByTestId('refund-state').textContent).toBe('ব্যর্থ');
    fireEvent.change(screen.getByTestId('order-status-select'), { target: { value: 'Completed' } });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'এই অর্ডারটি অনলাইন পেমেন্টের অপেক্ষায় আছে: এখনই এর অবস্থা বদলানো যাবে না।',
    );
  });

  it("says 'No orders found' for an empty list", async () => {
    fakeApi((request) => (request.path === '/api/admin/order-cards/' ? { body: pagedOf([]) } : { body: [] }));
    renderAdminPage(<AdminOrdersPage />, { path });
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });
});
