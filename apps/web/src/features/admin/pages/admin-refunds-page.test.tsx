// @vitest-environment jsdom
import {
  type AdminRefund,
  LATE_PAYMENT_REASONS,
  REFUND_MESSAGES,
  RESTAURANT_CANCEL_REASON,
} from '@bhoj/contract';
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../../components/toast';
import { applyLanguage } from '../../../i18n';
import { type FakeAnswer, fakeApi, type FakeRequest, later, pagedOf } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { AdminRefundsPage } from './admin-refunds-page';

afterEach(async () => {
  act(() => clearToasts());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => applyLanguage({ language: 'en', digits: 'bengali' }));
});

const refund = (id: number, fields: Partial<AdminRefund> = {}): AdminRefund => ({
  id,
  amount: 560,
  reason: RESTAURANT_CANCEL_REASON,
  state: 'due',
  ticket: '#12-1',
  created_at: '2025-12-01T20:30:00Z',
  refunded_at: null,
  order: 12,
  username: 'rahim',
  email: 'rahim@example.com',
  provider: 'sslcommerz',
  payment_transaction: 'BHJ-12-1a2b',
  note: '',
  refunded_by_admin: false,
  ...fields,
});

const failed = refund(7, {
  amount: 1250,
  ticket: null,
  reason: LATE_PAYMENT_REASONS.canceled,
  state: 'failed',
  note: 'Refund amount exceeds the available balance',
});
const path = '/admin/dashboard/refunds';

/** Serves refunds/ with `rows` and each POST through `post`; renders the page, opened at page 2, with its toasts. */
function serve(rows: () => AdminRefund[], post?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests = fakeApi((request) => {
    if (request.method === 'POST' && post) return post(request);
    if (request.path === '/api/admin/refunds/') return { body: pagedOf(rows(), 14) };
    return undefined;
  });
  const rendered = renderAdminPage(
    <>
      <AdminRefundsPage />
      <Toaster />
    </>,
    { path, url: `${path}?page=2` },
  );
  return { requests, ...rendered };
}

const refundCalls = (requests: FakeRequest[]) =>
  requests.filter((request) => request.path === '/api/admin/refunds/').map((request) => request.url);

describe('AdminRefundsPage', () => {
  it('lists each refund with its order, customer, amount, purpose, reason, state, date, gateway and note; filters by state from page 1', async () => {
    const sent = refund(8, { state: 'sent', note: 'Refund initiated', provider: 'sandbox' });
    const { requests, router } = serve(() => [failed, sent]);
    const [first, second] = await screen.findAllByTestId('admin-refund-row');
    for (const text of [
      'Order #12',
      'rahim',
      'rahim@example.com',
      'TK 1,250.00',
      'The whole payment of TK 1,250.00',
      LATE_PAYMENT_REASONS.canceled,
      'Failed',
      // 20:30 UTC is 02:30 the next day in Dhaka.
      '2 Dec 2025',
      'SSLCommerz',
      'BHJ-12-1a2b',
      'Refund amount exceeds the available balance',
    ]) {
      expect(first!.textContent, text).toContain(text);
    }
    expect(within(second!).getByTestId('refund-state').textContent).toBe('Sent');
    expect(second!.textContent).toContain('Ticket #12-1');
    expect(second!.textContent).toContain('Sandbox');
    expect(screen.getByText('14 refunds')).toBeTruthy();

    const state = screen.getByLabelText('State') as HTMLSelectElement;
    expect([...state.options].map((option) => option.text)).toEqual([
      'All',
      'Due',
      'Sending',
      'Sent',
      'Refunded',
      'Failed',
      'Void',
    ]);
    fireEvent.change(state, { target: { value: 'failed' } });
    await waitFor(() => expect(locationOf(router)).toBe(`${path}?state=failed`));
    await waitFor(() =>
      expect(refundCalls(requests)).toEqual([
        '/api/admin/refunds/?page=2',
        '/api/admin/refunds/?page=1&state=failed',
      ]),
    );
  });

  it('offers Send again only on a failed refund and Mark refunded on owed, failed and sent ones', async () => {
    const states = ['due', 'sending', 'sent', 'refunded', 'failed', 'void'] as const;
    serve(() => states.map((state, index) => refund(index + 1, { order: index + 1, state })));
    const rows = await screen.findAllByTestId('admin-refund-row');
    const offered = rows.map((row) =>
      within(row)
        .queryAllByRole('button')
        .map((button) => button.textContent),
    );
    expect(offered).toEqual([
      ['Mark refunded'],
      [],
      ['Mark refunded'],
      [],
      ['Send again', 'Mark refunded'],
      [],
    ]);
  });

  it('Send again posts retry/, confirms, and reloads the list; a refusal is said in words under the row', async () => {
    let state: AdminRefund['state'] = 'failed';
    const { requests } = serve(
      () => [{ ...failed, state }],
      (request) => {
        expect(request.url).toBe('/api/admin/refunds/7/retry/');
        state = 'due';
        return { body: { ...failed, state } };
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send again: order #12' }));
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'The refund of order #12 goes to the gateway again.',
    );
    await waitFor(() => expect(screen.getByTestId('refund-state').textContent).toBe('Due'));
    expect(screen.queryByRole('button', { name: /Send again/ })).toBeNull();
    expect(refundCalls(requests)).toHaveLength(2);
    cleanup();

    // Someone else sent it again first: the server refuses, and the row says why.
    serve(
      () => [failed],
      () => ({ status: 409, body: { error: REFUND_MESSAGES.cannotRetry } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Send again: order #12' }));
    const row = screen.getByTestId('admin-refund-row');
    expect((await within(row).findByRole('alert')).textContent).toBe(REFUND_MESSAGES.cannotRetry);
  });

  it('Mark refunded asks for a note (required), holds the submit while sending, then closes, confirms and reloads', async () => {
    const answer = later();
    let marked = false;
    const { requests } = serve(
      () => [marked ? { ...failed, state: 'refunded', refunded_at: '2025-12-03T05:00:00Z' } : failed],
      (request) => {
        marked = true;
        expect(request.url).toBe('/api/admin/refunds/7/refunded/');
        return answer.reply;
      },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Mark refunded: order #12' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Mark refunded' }));
    expect(dialog.getByText(/^TK 1,250.00 for order #12, owed to rahim\./)).toBeTruthy();
    fireEvent.click(dialog.getByRole('button', { name: 'Mark refunded' }));
    expect(await dialog.findByText('Note is required.')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);

    fireEvent.change(dialog.getByLabelText('Note'), { target: { value: 'Sent by bKash, ref 8F2K' } });
    fireEvent.click(dialog.getByRole('button', { name: 'Mark refunded' }));
    const saving = await dialog.findByRole('button', { name: 'Saving…' });
    expect((saving as HTMLButtonElement).disabled).toBe(true);
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      note: 'Sent by bKash, ref 8F2K',
    });

    answer.settle({ body: { ...failed, state: 'refunded' } });
    expect((await screen.findByTestId('toast')).textContent).toBe(
      'The refund of order #12 is marked refunded.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(screen.getByTestId('refund-state').textContent).toBe('Refunded on 3 Dec 2025'),
    );
  });

  it('a refused Mark refunded keeps the dialog open and says why, in Bangla too', async () => {
    await act(() => applyLanguage({ language: 'bn', digits: 'bengali' }));
    serve(
      () => [refund(3, { state: 'sent' })],
      () => ({ status: 409, body: { error: REFUND_MESSAGES.cannotMarkRefunded } }),
    );
    const row = await screen.findByTestId('admin-refund-row');
    expect(within(row).getByTestId('refund-state').textContent).toBe('পাঠানো হয়েছে');
    expect(row.textContent).toContain('৳৫৬০.০০');
    fireEvent.click(within(row).getByRole('button', { name: 'ফেরত দেওয়া হয়েছে চিহ্নিত করুন: অর্ডার #12' }));
    const dialog = within(await screen.findByRole('dialog'));
    fireEvent.change(dialog.getByLabelText('নোট'), { target: { value: 'bKash' } });
    fireEvent.click(dialog.getByRole('button', { name: 'ফেরত দেওয়া হয়েছে চিহ্নিত করুন' }));
    expect(
      await dialog.findByText('শুধু বাকি, ব্যর্থ বা পাঠানো রিফান্ডকেই ফেরত দেওয়া হয়েছে বলে চিহ্নিত করা যায়।'),
    ).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it("says 'No refunds' for an empty list, and a failed load in words with a retry", async () => {
    fakeApi(() => ({ body: pagedOf([]) }));
    renderAdminPage(<AdminRefundsPage />, { path });
    expect(await screen.findByText('No refunds')).toBeTruthy();
    cleanup();

    let calls = 0;
    fakeApi(() =>
      ++calls === 1
        ? { status: 500, body: { detail: 'Something went wrong. Please try again.' } }
        : { body: pagedOf([failed]) },
    );
    renderAdminPage(<AdminRefundsPage />, { path });
    expect(await screen.findByText('Something went wrong. Please try again.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /try again/i }));
    expect(await screen.findByTestId('admin-refund-row')).toBeTruthy();
  });
});
