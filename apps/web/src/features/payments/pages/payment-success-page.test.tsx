// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { OrderCard } from '@bhoj/contract';
import { setStoredUser } from '../../../lib/auth-storage';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { customer } from '../../../testing/users';
import { PaymentSuccessPage } from './payment-success-page';

const card = (id: number, fields: Partial<OrderCard> = {}): OrderCard => ({
  id,
  number: `#${id}`,
  created_at: '2025-03-04T20:30:00Z',
  address: 'Banani',
  payment_method: 'online_payment',
  payment_state: 'paid',
  subtotal: 1200,
  delivery_fee: 60,
  total: 1260,
  placed_total: 1260,
  tickets: [],
  can_cancel: false,
  can_retry_payment: false,
  can_pay_cash: false,
  refunds: [],
  ...fields,
});

const show = (url = '/payment/success/') =>
  renderPage(<PaymentSuccessPage />, { path: '/payment/success', url });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('PaymentSuccessPage', () => {
  it('?order= names the order: its number, its total and a link to it in the order history', async () => {
    setStoredUser(customer);
    const requests = fakeApi((request) =>
      request.path === '/api/orders/52/' ? { body: card(52, { total: 1260.5 }) } : undefined,
    );
    show('/payment/success/?order=52');
    expect(screen.getByTestId('payment-success-title').textContent).toBe('Payment success');
    expect((await screen.findByTestId('paid-order-number')).textContent).toBe('#52');
    expect(screen.getByTestId('paid-order-total').textContent).toBe('TK 1,260.50');
    expect(screen.getByTestId('paid-order-link').getAttribute('href')).toBe('/order-history/#order-52');
    expect(requests.map((request) => request.path)).toEqual(['/api/orders/52/']);
  });

  it('without ?order=: the newest paid order of the first page', async () => {
    setStoredUser(customer);
    fakeApi((request) =>
      request.path === '/api/orders/history/'
        ? { body: pagedOf([card(9, { payment_state: 'cash_on_delivery' }), card(8)]) }
        : undefined,
    );
    show();
    expect((await screen.findByTestId('paid-order-number')).textContent).toBe('#8');
  });

  it("an order that cannot be read (another customer's: 404) leaves the link to the orders", async () => {
    setStoredUser(customer);
    fakeApi(() => undefined);
    show('/payment/success/?order=7');
    expect((await screen.findByRole('link', { name: 'See your orders' })).getAttribute('href')).toBe(
      '/order-history/',
    );
    expect(screen.queryByTestId('paid-order-number')).toBeNull();
  });

  it('a visitor gets the text and the link, and nothing is fetched', async () => {
    const requests = fakeApi(() => undefined);
    show('/payment/success/?order=7');
    expect(screen.getByTestId('payment-success-title').textContent).toBe('Payment success');
    expect(screen.getByRole('link', { name: 'See your orders' })).toBeTruthy();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(requests).toEqual([]);
  });
});
