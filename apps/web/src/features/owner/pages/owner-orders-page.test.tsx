// @vitest-environment jsdom
import type { OwnerTicket, TicketBoard } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser } from '../../../lib/auth-storage';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { eventStream, signInAsOwner } from '../testing/owner-api';
import { ownerTicket } from '../testing/owner-fixtures';
import { OwnerOrdersPage } from './owner-orders-page';

beforeEach(signInAsOwner);
afterEach(() => {
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
});

const route = { path: '/restaurant/dashboard/user-order', url: '/restaurant/dashboard/user-order/' };
const boardOf = (tickets: OwnerTicket[]): TicketBoard => ({
  count: tickets.length,
  next: null,
  previous: null,
  counts: { new: tickets.length, in_progress: 3, done: 7 },
  results: tickets,
});

/** The board answers `state.tickets` (changing it changes the next answer); `extra` answers first. */
function api(
  state: { tickets: OwnerTicket[] },
  extra?: (request: FakeRequest) => ReturnType<Parameters<typeof fakeApi>[0]>,
) {
  const stream = eventStream();
  const sent = fakeApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.path === '/api/events/') return stream.response();
    if (request.path === '/api/restaurant/tickets/') return { body: boardOf(state.tickets) };
    return undefined;
  });
  return { sent, stream };
}

describe('OwnerOrdersPage (the order board)', () => {
  it('shows each ticket whole: number, Dhaka time, customer, address, payment, items, fee, total, moves', async () => {
    api({ tickets: [ownerTicket(1)] });
    renderPage(<OwnerOrdersPage />, route);
    expect(screen.getByTestId('orders-loading')).toBeTruthy();
    const card = within(await screen.findByTestId('ticket-card'));
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Order');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'New (1)',
      'In progress (3)',
      'Done (7)',
    ]);
    expect(card.getByRole('heading', { level: 3 }).textContent).toBe('#101-1');
    // 20:30 UTC is 02:30 the next day in Dhaka.
    expect(card.getByText('2 Mar 2025, 02:30')).toBeTruthy();
    expect(card.getByText('Rahima Akter')).toBeTruthy();
    expect(card.getByRole('link', { name: '01812345678' }).getAttribute('href')).toBe('tel:01812345678');
    expect(card.getByText('Flat 4B, Road 2, Banani')).toBeTruthy();
    expect(card.getByTestId('ticket-payment').textContent).toContain('Cash on delivery');
    expect(card.getByText('2 × Kacchi 1')).toBeTruthy();
    expect(card.getByText('TK 60.00')).toBeTruthy();
    expect(card.getByTestId('ticket-total').textContent).toBe('TK 700.00');
    expect(card.getAllByRole('button').map((button) => button.textContent?.trim())).toEqual([
      'Accept',
      'Cancel',
      'Print',
    ]);
  });

  it('asks for the preparation time to accept, sends it, and the board reloads', async () => {
    const state = { tickets: [ownerTicket(1)] };
    const { sent } = api(state, (request) => {
      if (request.method !== 'POST') return undefined;
      state.tickets = [];
      return { body: ownerTicket(1, { stage: 'accepted', prep_minutes: 25 }) };
    });
    renderPage(<OwnerOrdersPage />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Accept ticket #101-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Accept the order' });
    fireEvent.change(within(dialog).getByLabelText('Preparation time (minutes)'), {
      target: { value: '25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Accept' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.find((request) => request.method === 'POST')).toMatchObject({
      path: '/api/restaurant/tickets/1/move/',
      body: { stage: 'accepted', prep_minutes: 25 },
    });
    expect(await screen.findByText('No orders here')).toBeTruthy();
  });

  it('confirms a cancel with a reason, shows a refusal in the dialog, and Back sends nothing more', async () => {
    const { sent } = api({ tickets: [ownerTicket(1)] }, (request) =>
      request.method === 'POST'
        ? { status: 409, body: { error: 'A ticket cannot move from Accepted to Canceled.' } }
        : undefined,
    );
    renderPage(<OwnerOrdersPage />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel ticket #101-1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    fireEvent.change(within(dialog).getByLabelText('Reason (the customer sees it)'), {
      target: { value: 'Out of rice' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect((await within(dialog).findByTestId('move-error')).textContent).toBe(
      'A ticket cannot move from Accepted to Canceled.',
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({
      stage: 'canceled',
      reason: 'Out of rice',
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('moves an in-between stage with one click; tabs and the date filter go to the server', async () => {
    const preparing = ownerTicket(2, {
      stage: 'preparing',
      prep_minutes: 20,
      next_stages: ['out_for_delivery'],
    });
    const { sent } = api({ tickets: [preparing] }, (request) =>
      request.method === 'POST' ? { body: { ...preparing, stage: 'out_for_delivery' } } : undefined,
    );
    renderPage(<OwnerOrdersPage />, { ...route, url: '/restaurant/dashboard/user-order/?tab=in_progress' });
    fireEvent.click(await screen.findByRole('button', { name: 'Out for delivery ticket #102-1' }));
    await waitFor(() =>
      expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ stage: 'out_for_delivery' }),
    );
    expect(sent.find((request) => request.path === '/api/restaurant/tickets/')?.query.get('tab')).toBe(
      'in_progress',
    );
    fireEvent.change(screen.getByTestId('board-date'), { target: { value: '2025-03-02' } });
    await waitFor(() =>
      expect(sent.some((request) => request.query.get('date') === '2025-03-02')).toBe(true),
    );
  });

  it('shows an error text when the board fails', async () => {
    api({ tickets: [] }, (request) =>
      request.path === '/api/restaurant/tickets/' ? { status: 500, body: { detail: 'boom' } } : undefined,
    );
    renderPage(<OwnerOrdersPage />, route);
    expect((await screen.findByTestId('error-state')).textContent).toContain(
      'The orders could not be loaded.',
    );
  });

  it('puts a new order on screen live: refetch, highlight and announcement', async () => {
    const state = { tickets: [ownerTicket(1)] };
    const { sent, stream } = api(state);
    renderPage(<OwnerOrdersPage />, route);
    await screen.findByTestId('ticket-card');
    await waitFor(() => expect(sent.some((request) => request.path === '/api/events/')).toBe(true));
    expect(screen.getByTestId('new-order-alert').textContent).toBe('');
    state.tickets = [ownerTicket(5), ownerTicket(1)];
    stream.send('event: order.created\ndata: {"order_id":105,"line_ids":[50],"restaurant_id":3}\n\n');
    await waitFor(() => expect(screen.getAllByTestId('ticket-card')).toHaveLength(2));
    await waitFor(() => expect(screen.getByTestId('new-order-alert').textContent).toBe('New order received'));
    expect(screen.getAllByTestId('ticket-card').map((card) => card.dataset.new ?? '')).toEqual(['true', '']);
  });
});
