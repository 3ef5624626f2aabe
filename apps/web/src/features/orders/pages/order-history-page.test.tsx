// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../../lib/auth-storage';
import { customer } from '../../../testing/users';
import { type FakeAnswer, fakeApi, type FakeRequest, later, pagedOf } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import {
  type CustomerTicket,
  type CustomerTicketItem,
  LATE_PAYMENT_REASONS,
  type OrderCard,
} from '@bhoj/contract';
import { OrderHistoryPage } from './order-history-page';

const item = (id: number, fields: Partial<CustomerTicketItem> = {}): CustomerTicketItem => ({
  id,
  item_name: `Food ${id}`,
  item_image: `/media/food-${id}.webp`,
  item_price: 250,
  quantity: 2,
  subtotal: 500,
  ...fields,
});

const ticket = (
  id: number,
  items: CustomerTicketItem[],
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
  items,
  subtotal: 500,
  delivery_fee: 60,
  total: 560,
  ...fields,
});

/** A ticket in each line status; the first holds Kacchi Biryani, the last a restaurant that has left. */
const tickets = [
  ticket(1, [item(4, { item_name: 'Kacchi Biryani', item_price: 320, quantity: 3, subtotal: 960 })]),
  ticket(2, [item(3)], { status: 'Paid' }),
  ticket(3, [item(2)], { stage: 'delivered', status: 'Completed' }),
  ticket(4, [item(1)], {
    stage: 'canceled',
    status: 'Canceled',
    restaurant: 'Closed Kitchen',
    restaurant_slug: null,
  }),
];

/** Order 7 as a card, holding `tickets` unless `fields` says otherwise. */
const cardOf = (fields: Partial<OrderCard> = {}): OrderCard => ({
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
  tickets,
  can_cancel: false,
  can_retry_payment: false,
  can_pay_cash: false,
  refunds: [],
  ...fields,
});

/** orders/history/ answers `cards` (or the reply handed over later); the page asks for nothing else. */
function serve(
  cards: OrderCard[] | Promise<FakeAnswer> = [cardOf()],
  url = '/order-history/',
  extra?: (request: FakeRequest) => FakeAnswer | undefined,
) {
  const requests = fakeApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.path === '/api/orders/history/')
      return Array.isArray(cards) ? { body: pagedOf(cards) } : cards;
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
  it('shows a skeleton, then item name, image, total price and quantity per line, from the page of cards alone', async () => {
    const slow = later();
    const requests = serve(slow.reply);
    expect(screen.getByTestId('order-history-loading')).toBeTruthy();
    slow.settle({ body: pagedOf([cardOf()]) });
    const rows = await screen.findAllByTestId('order-row');
    expect(within(rows[0]!).getByTestId('order-item-name').textContent).toBe('Kacchi Biryani');
    expect(rows[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/food-4.webp');
    expect(within(rows[0]!).getByTestId('order-subtotal').textContent).toBe('TK 960.00');
    expect(within(rows[0]!).getByTestId('order-quantity').textContent).toBe('3');
    // Besides the live events' stream, only the page of cards: no order-list/.
    const calls = requests.map((request) => request.url).filter((url) => url !== '/api/events/');
    expect(calls).toEqual(['/api/orders/history/?page=1']);
    expect(requests[0]?.headers.get('Authorization')).toBe('Token tok');
  });

  it("each line's badge is its ticket's status: Pending orange, Paid yellow, Completed green, Canceled red", async () => {
    serve();
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
    serve();
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
    serve();
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
    serve(undefined, '/order-history/?payment=success');
    expect((await screen.findByTestId('order-notice')).textContent).toBe('Payment received — thank you!');
  });

  it('back from a payment that came too late (?payment=refund): says it is refunded in full, and the card lists the refund', async () => {
    const canceled = tickets.map((each) => ({
      ...each,
      stage: 'canceled' as const,
      status: 'Canceled' as const,
    }));
    const late = {
      id: 3,
      amount: 560,
      reason: LATE_PAYMENT_REASONS.canceled,
      state: 'due' as const,
      ticket: null,
      created_at: '2025-03-04T21:00:00Z',
      refunded_at: null,
    };
    serve(
      [
        cardOf({
          payment_method: 'online_payment',
          payment_state: 'not_paid',
          tickets: canceled,
          refunds: [late],
        }),
      ],
      '/order-history/?payment=refund',
    );
    const notice = await screen.findByTestId('order-notice');
    expect(notice.getAttribute('role')).toBe('status');
    expect(notice.textContent).toMatch(
      /^Your payment came too late for its order\. .*refunded to you in full/,
    );
    const refunds = within(await screen.findByRole('region', { name: 'Refunds' }));
    expect(refunds.getByTestId('refund-purpose').textContent).toBe('Your payment of TK 560.00');
    expect(refunds.getByTestId('refund-reason').textContent).toBe(late.reason);
    expect(refunds.getByTestId('refund-state').textContent).toBe('Being refunded');
  });

  it('an order without refunds shows no Refunds part', async () => {
    serve();
    await screen.findByTestId('order-card');
    expect(screen.queryByTestId('order-refunds')).toBeNull();
  });

  it('shows one card per order: number, Dhaka time, restaurant, progress, prep estimate, fee and total', async () => {
    const accepted = ticket(1, tickets[0]!.items, {
      stage: 'accepted',
      prep_minutes: 30,
      accepted_at: '2025-03-04T20:35:00Z',
    });
    const canceled = ticket(2, tickets[3]!.items, {
      number: '#7-2',
      restaurant: 'Closed Kitchen',
      restaurant_slug: null,
      stage: 'canceled',
      status: 'Canceled',
      cancel_reason: 'Out of rice',
    });
    serve([cardOf({ tickets: [accepted, canceled], total: 560, placed_total: 1080 })]);
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
    const awaiting = cardOf({
      payment_method: 'online_payment',
      payment_state: 'awaiting_payment',
      can_cancel: true,
      can_retry_payment: true,
      can_pay_cash: true,
    });
    const requests = serve([awaiting], '/order-history/', (request) =>
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
    serve(undefined, '/order-history/#order-7');
    const heading = await screen.findByRole('heading', { name: 'Order #7' });
    await vi.waitFor(() => expect(document.activeElement).toBe(heading));
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(scrolled.mock.contexts[0]).toBe(screen.getByTestId('order-card'));
  });
});
