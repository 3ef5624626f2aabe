// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../../lib/auth-storage';
import { customer } from '../../../testing/users';
import { type FakeAnswer, fakeApi, type FakeRequest, later } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import type { CustomerOrderLine, CustomerTicket, OrderCard } from '@bhoj/contract';
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

const ticket = (
  id: number,
  items: CustomerOrderLine[],
  fields: Partial<CustomerTicket> = {},
): CustomerTicket => ({
  id,
  number: `#7-${id}`,
  order: 7,
  restaurant: 'Kacchi Bhai',
  restaurant_slug: 'kacchi-bhai',
  stage: 'new',
  status: 'Pending',
  prep_minutes: null,
  accepted_at: null,
  cancel_reason: '',
  created_at: '2025-03-04T20:30:00Z',
  items: items.map(({ id: lineId, item_name, item_price, quantity, subtotal }) => ({
    id: lineId,
    item_name,
    item_price,
    quantity,
    subtotal,
  })),
  subtotal: 500,
  delivery_fee: 60,
  total: 560,
  ...fields,
});

/** Order 7 as a card: one ticket holding every line, unless `tickets` says otherwise. */
const cardOf = (items: CustomerOrderLine[], fields: Partial<OrderCard> = {}): OrderCard => ({
  id: 7,
  number: '#7',
  created_at: '2025-03-04T20:30:00Z',
  address: 'Banani',
  payment_method: 'cash_on_delivery',
  payment_state: 'cash_on_delivery',
  subtotal: 500,
  delivery_fee: 60,
  total: 560,
  placed_total: 560,
  tickets: [ticket(1, items)],
  can_cancel: false,
  can_retry_payment: false,
  can_pay_cash: false,
  refunds: [],
  ...fields,
});

function serve(
  body: CustomerOrderLine[] | Promise<{ body: CustomerOrderLine[] }>,
  url = '/order-history/',
  card?: OrderCard,
  extra?: (request: FakeRequest) => FakeAnswer | undefined,
) {
  const cards = (items: CustomerOrderLine[]) => ({
    count: items.length ? 1 : 0,
    next: null,
    previous: null,
    results: items.length ? [card ?? cardOf(items)] : [],
  });
  const requests = fakeApi(async (request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.path === '/api/order-list/') return body instanceof Promise ? body : { body };
    if (request.path === '/api/orders/history/') {
      return { body: cards(body instanceof Promise ? (await body).body : body) };
    }
    return undefined;
  });
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

  it('shows one card per order: number, Dhaka time, restaurant, progress, prep estimate, fee and total', async () => {
    const accepted = ticket(1, [lines[0]!], {
      stage: 'accepted',
      prep_minutes: 30,
      accepted_at: '2025-03-04T20:35:00Z',
    });
    const canceled = ticket(2, [lines[3]!], {
      number: '#7-2',
      restaurant: 'Closed Kitchen',
      restaurant_slug: null,
      stage: 'canceled',
      status: 'Canceled',
      cancel_reason: 'Out of rice',
    });
    serve(
      lines,
      '/order-history/',
      cardOf(lines, { tickets: [accepted, canceled], total: 560, placed_total: 1080 }),
    );
    const card = within(await screen.findByTestId('order-card'));
    expect(card.getByRole('heading', { level: 2 }).textContent).toBe('Order #7');
    expect(card.getByText('5 Mar 2025, 02:30')).toBeTruthy();
    const bars = card.getAllByRole('progressbar');
    expect(bars.map((bar) => bar.getAttribute('aria-valuenow'))).toEqual(['2', '0']);
    expect(card.getByTestId('ticket-ready').textContent).toBe('Ready about 03:05 (30 min)');
    expect(card.getByTestId('ticket-reason').textContent).toBe('Canceled: Out of rice');
    expect(card.getByTestId('order-placed-total').textContent).toBe('TK 1,080.00');
    expect(card.getByTestId('order-total').textContent).toBe('TK 560.00');
    expect(card.getByTestId('order-payment').textContent).toBe('Cash on delivery');
    expect(card.queryByRole('button', { name: 'Cancel order' })).toBeNull();
  });

  it('an order awaiting payment offers Retry payment, Pay cash instead and Cancel (confirmed first)', async () => {
    const awaiting = cardOf(lines, {
      payment_method: 'online_payment',
      payment_state: 'awaiting_payment',
      can_cancel: true,
      can_retry_payment: true,
      can_pay_cash: true,
    });
    const requests = serve(lines, '/order-history/', awaiting, (request) =>
      request.method === 'POST' ? { body: { ...awaiting, can_cancel: false } } : undefined,
    );
    const card = within(await screen.findByTestId('order-card'));
    expect(card.getByTestId('order-payment').textContent).toBe('Awaiting payment');
    expect(card.queryByRole('progressbar')).toBeNull();
    expect(card.getByRole('button', { name: 'Retry payment' })).toBeTruthy();
    fireEvent.click(card.getByRole('button', { name: 'Pay cash on delivery instead' }));
    await vi.waitFor(() =>
      expect(
        requests.some((request) => request.method === 'POST' && request.path === '/api/orders/7/pay-cash/'),
      ).toBe(true),
    );
    fireEvent.click(card.getByRole('button', { name: 'Cancel order' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(requests.some((request) => request.path === '/api/orders/7/cancel/')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel order' }));
    await vi.waitFor(() =>
      expect(requests.some((request) => request.path === '/api/orders/7/cancel/')).toBe(true),
    );
  });

  it('a failed load offers to try again', async () => {
    fakeApi(() => ({ status: 500, body: { detail: 'Boom' } }));
    renderPage(<OrderHistoryPage />, { path: '/order-history', url: '/order-history/' });
    expect(await screen.findByTestId('error-state')).toBeTruthy();
  });

  it('#order-{id} (where checkout lands) scrolls to that order and focuses its heading', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    serve(lines, '/order-history/#order-7');
    const heading = await screen.findByRole('heading', { name: 'Order #7' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByTestId('order-card'));
  });
});
