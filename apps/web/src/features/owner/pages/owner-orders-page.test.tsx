// @vitest-environment jsdom
import type { OwnerOrderLine } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearStoredUser } from '../../../lib/auth-storage';
import { renderPage } from '../../../testing/render-page';
import { eventStream, signInAsOwner } from '../testing/owner-api';
import { fakeApi } from '../../../testing/fake-api';
import { orderLine } from '../testing/owner-fixtures';
import { OwnerOrdersPage } from './owner-orders-page';

beforeEach(signInAsOwner);
afterEach(() => {
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const route = { path: '/restaurant/dashboard/user-order', url: '/restaurant/dashboard/user-order/' };

/** The order list answers `lines` (changing it changes the next answer); the event stream stays quiet. */
function api(state: { lines: OwnerOrderLine[] }, extra?: Parameters<typeof fakeApi>[0]) {
  const stream = eventStream();
  const sent = fakeApi((request) => {
    const answer = extra?.(request);
    if (answer) return answer;
    if (request.path === '/api/events/') return stream.response();
    if (request.path === '/api/user-order-list/') return { body: state.lines };
    return undefined;
  });
  return { sent, stream };
}

describe('OwnerOrdersPage', () => {
  it('lists each line with item × quantity, total, status and who to deliver to', async () => {
    api({ lines: [orderLine(1), orderLine(2, { status: 'Completed', quantity: 1, subtotal: 320 })] });
    renderPage(<OwnerOrdersPage />, route);
    expect(screen.getByTestId('orders-loading')).toBeTruthy();
    const rows = await screen.findAllByTestId('order-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Order');
    expect(
      within(screen.getByTestId('orders-table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Order Menu', 'Total', 'Status', 'Action']);
    const first = within(rows[0]!);
    expect(first.getByText('Kacchi 1 × 2')).toBeTruthy();
    expect(first.getByText('TK 640.00')).toBeTruthy();
    expect(first.getByTestId('status-badge').textContent).toBe('Pending');
    expect(first.getByText('customer')).toBeTruthy();
    expect(first.getByRole('link', { name: '01812345678' }).getAttribute('href')).toBe('tel:01812345678');
    expect(first.getByText('Flat 4B, Road 2, Banani')).toBeTruthy();
    // A completed line cannot move any more.
    const closed = within(rows[1]!).getByRole('button', { name: 'Update status of Kacchi 2, order 102' });
    expect((closed as HTMLButtonElement).disabled).toBe(true);
  });

  it('offers only the allowed moves, then closes and reloads the list', async () => {
    const state = { lines: [orderLine(1, { status: 'Paid' })] };
    const { sent } = api(state, (request) => {
      if (request.method === 'POST' && request.path === '/api/order-status/1/') {
        state.lines = [orderLine(1, { status: 'Completed' })];
        return { body: state.lines[0] };
      }
      return undefined;
    });
    renderPage(<OwnerOrdersPage />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Update status of Kacchi 1, order 101' }));
    const dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    const select = within(dialog).getByLabelText('Status') as HTMLSelectElement;
    expect([...select.options].map((option) => option.value)).toEqual(['Completed', 'Canceled']);
    expect(select.value).toBe('Completed');
    expect(dialog.textContent).toContain('Flat 4B, Road 2, Banani');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByTestId('status-badge').textContent).toBe('Completed'));
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ status: 'Completed' });
    expect(sent.filter((request) => request.path === '/api/user-order-list/')).toHaveLength(2);
  });

  it("shows the server's refusal in the dialog, and Cancel sends nothing", async () => {
    const { sent } = api({ lines: [orderLine(1)] }, (request) =>
      request.method === 'POST'
        ? { status: 400, body: { error: 'This order line is already Canceled.' } }
        : undefined,
    );
    renderPage(<OwnerOrdersPage />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Update status of Kacchi 1, order 101' }));
    let dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    fireEvent.change(within(dialog).getByLabelText('Status'), { target: { value: 'Canceled' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));
    expect((await within(dialog).findByTestId('status-error')).textContent).toBe(
      'This order line is already Canceled.',
    );
    expect(sent.find((request) => request.method === 'POST')?.body).toEqual({ status: 'Canceled' });

    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Update status of Kacchi 1, order 101' }));
    dialog = await screen.findByRole('dialog', { name: 'Update Status' });
    // A fresh dialog: no old error.
    expect(within(dialog).queryByTestId('status-error')).toBeNull();
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
  });

  it('shows an error text when the list fails', async () => {
    api({ lines: [] }, (request) =>
      request.path === '/api/user-order-list/' ? { status: 500, body: { detail: 'boom' } } : undefined,
    );
    renderPage(<OwnerOrdersPage />, route);
    expect((await screen.findByTestId('error-state')).textContent).toContain(
      'The orders could not be loaded.',
    );
  });

  it('puts a new order on screen live: refetch, highlight, announcement and a chime', async () => {
    const tones: number[] = [];
    vi.stubGlobal(
      'AudioContext',
      class {
        state = 'running';
        currentTime = 0;
        destination = {};
        createOscillator() {
          return {
            type: '',
            frequency: {
              set value(hz: number) {
                tones.push(hz);
              },
            },
            connect: (node: unknown) => node,
            start() {},
            stop() {},
          };
        }
        createGain() {
          return {
            gain: { setValueAtTime() {}, exponentialRampToValueAtTime() {} },
            connect: (node: unknown) => node,
          };
        }
        resume() {
          return Promise.resolve();
        }
      },
    );
    const state = { lines: [orderLine(1)] };
    const { sent, stream } = api(state);
    renderPage(<OwnerOrdersPage />, route);
    await screen.findAllByTestId('order-row');
    await waitFor(() => expect(sent.some((request) => request.path === '/api/events/')).toBe(true));
    expect(sent.find((request) => request.path === '/api/events/')?.headers.get('Authorization')).toBe(
      'Token owner-key',
    );
    expect(screen.getByTestId('new-order-alert').textContent).toBe('');

    state.lines = [
      orderLine(5, { item_name: 'Borhani' }),
      orderLine(4, { item_name: 'Firni' }),
      orderLine(1),
    ];
    stream.send(': ping\n\n');
    stream.send('event: order.created\ndata: {"order_id":105,"line_ids":[5,4],"resta');
    stream.send('urant_id":3}\n\n');

    await waitFor(() => expect(screen.getAllByTestId('order-row')).toHaveLength(3));
    await waitFor(() => expect(screen.getByTestId('new-order-alert').textContent).toBe('New order received'));
    const rows = screen.getAllByTestId('order-row');
    expect(rows.map((row) => row.dataset.new ?? '')).toEqual(['true', 'true', '']);
    expect(within(rows[0]!).getByText('New')).toBeTruthy();
    expect(screen.getByTestId('new-order-alert').getAttribute('aria-live')).toBe('polite');
    expect(tones).toEqual([880, 1320]);
  });

  it('closes the event stream on sign-out', async () => {
    const stream = eventStream();
    let streamSignal: AbortSignal | undefined;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
        if (String(input).startsWith('/api/events/')) {
          streamSignal = init.signal ?? undefined;
          return stream.response();
        }
        return new Response('[]', { headers: { 'Content-Type': 'application/json' } });
      }),
    );
    renderPage(<OwnerOrdersPage />, route);
    await waitFor(() => expect(streamSignal).toBeDefined());
    expect(streamSignal?.aborted).toBe(false);
    clearStoredUser();
    await waitFor(() => expect(streamSignal?.aborted).toBe(true));
  });
});
