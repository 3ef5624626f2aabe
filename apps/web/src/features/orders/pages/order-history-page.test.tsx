// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../../lib/auth-storage';
import { customer } from '../../../testing/users';
import { fakeApi, later } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import type { CustomerOrderLine } from '@bhoj/contract';
import { OrderHistoryPage } from './order-history-page';

const line = (id: number, fields: Partial<CustomerOrderLine> = {}): CustomerOrderLine => ({
  id,
  order: 7,
  item_name: `Food ${id}`,
  item_image: `/media/food-${id}.webp`,
  item_price: 250,
  quantity: 2,
  subtotal: 500,
  status: 'Pending',
  restaurant: 'Kacchi Bhai',
  restaurant_slug: 'kacchi-bhai',
  created_at: '2025-03-04T08:30:00Z',
  payment_method: 'cash_on_delivery',
  ...fields,
});

const lines = [
  line(4, { item_name: 'Kacchi Biryani', item_price: 320, quantity: 3, subtotal: 960 }),
  line(3, { status: 'Paid' }),
  line(2, { status: 'Completed' }),
  line(1, { status: 'Canceled', restaurant: 'Closed Kitchen', restaurant_slug: null }),
];

function serve(body: CustomerOrderLine[] | Promise<{ body: CustomerOrderLine[] }>, url = '/order-history/') {
  const requests = fakeApi((request) =>
    request.path === '/api/order-list/' ? (body instanceof Promise ? body : { body }) : undefined,
  );
  renderPage(<OrderHistoryPage />, { path: '/order-history', url });
  return requests;
}

beforeEach(() => {
  localStorage.clear();
  setStoredUser(customer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('OrderHistoryPage', () => {
  it('shows a skeleton, then item name, total price, quantity and a status badge per line', async () => {
    const slow = later();
    const requests = serve(slow.reply as Promise<{ body: CustomerOrderLine[] }>);
    expect(screen.getByTestId('order-history-loading')).toBeTruthy();
    slow.settle({ body: lines });
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByTestId('order-item-name').textContent).toBe('Kacchi Biryani');
    expect(within(rows[0]!).getByTestId('order-subtotal').textContent).toBe('TK 960.00');
    expect(within(rows[0]!).getByTestId('order-quantity').textContent).toBe('3');
    expect(requests[0]?.headers.get('Authorization')).toBe('Token tok');
  });

  it('badges carry their text and colour: Pending orange, Paid yellow, Completed green, Canceled red', async () => {
    serve(lines);
    const badges = await screen.findAllByTestId('status-badge');
    expect(badges.map((badge) => badge.textContent)).toEqual(['Pending', 'Paid', 'Completed', 'Canceled']);
    expect(badges.map((badge) => badge.className.match(/bg-(\w+)-100/)?.[1])).toEqual([
      'orange',
      'yellow',
      'green',
      'red',
    ]);
  });

  it('View opens a modal with image, name, price, quantity and the restaurant link', async () => {
    serve(lines);
    fireEvent.click(await screen.findByRole('button', { name: 'View Kacchi Biryani' }));
    const dialog = await screen.findByRole('dialog', { name: 'Kacchi Biryani' });
    expect(within(dialog).getByRole('img', { name: 'Kacchi Biryani' }).getAttribute('src')).toBe(
      '/media/food-4.webp',
    );
    expect(within(dialog).getByTestId('dialog-price').textContent).toBe('TK 320.00');
    expect(within(dialog).getByTestId('dialog-quantity').textContent).toBe('3');
    expect(within(dialog).getByRole('link', { name: 'Kacchi Bhai' }).getAttribute('href')).toBe(
      '/restaurant/kacchi-bhai/',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('a line of a restaurant that has left shows its name without a link', async () => {
    serve(lines);
    fireEvent.click(await screen.findByRole('button', { name: 'View Food 1' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('dialog-restaurant').textContent).toBe('Closed Kitchen');
    expect(within(dialog).queryByRole('link')).toBeNull();
  });

  it('no orders: No orders found', async () => {
    serve([]);
    expect(await screen.findByText('No orders found')).toBeTruthy();
  });

  it('back from a payment (?payment=success): Payment received — thank you!', async () => {
    serve(lines, '/order-history/?payment=success');
    expect((await screen.findByTestId('order-notice')).textContent).toBe('Payment received — thank you!');
  });

  it('a failed load offers to try again', async () => {
    fakeApi(() => ({ status: 500, body: { detail: 'Boom' } }));
    renderPage(<OrderHistoryPage />, { path: '/order-history', url: '/order-history/' });
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });
});
