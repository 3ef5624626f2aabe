// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast';
import { applyLanguage } from '../../../i18n';
import { clearStoredUser } from '../../../lib/auth-storage';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { closeToasts, successToast } from '../../../testing/toasts';
import { signInAsOwner } from '../testing/owner-api';
import { board, ordersRoute, ownerTicket, stats } from '../testing/owner-fixtures';
import { OwnerHomePage } from './owner-home-page';
import { OwnerOrdersPage } from './owner-orders-page';

beforeEach(signInAsOwner);
afterEach(async () => {
  closeToasts();
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

describe('the owner dashboard in Bangla', () => {
  it('draws the figures, the chart table and its months in Bangla with Bengali digits', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    fakeApi((request) => {
      if (request.path === '/api/restaurant/data/') return { body: stats };
      if (request.path === '/api/restaurant/recent-products/') return { body: [] };
      return undefined;
    });
    renderPage(<OwnerHomePage />);
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('ড্যাশবোর্ড');
    const orders = within(await screen.findByTestId('stat-total_orders'));
    expect(orders.getByText('মোট অর্ডার')).toBeTruthy();
    expect(orders.getByTestId('stat-value').textContent).toBe('৪২');
    expect(within(screen.getByTestId('stat-total_sales')).getByTestId('stat-value').textContent).toBe(
      '৳১,২৩,৪৫৬.৫০',
    );
    const rows = within(screen.getByTestId('sales-table')).getAllByRole('row');
    expect(rows[0]?.textContent).toBe('মাসবিক্রি');
    expect(rows[1]?.textContent).toBe('জানু৳১,০০০.০০');
    expect(rows[12]?.textContent).toBe('ডিসে৳৯৯.০০');
    expect(screen.getByText('সম্প্রতি যোগ করা খাবার')).toBeTruthy();
    expect(screen.getByText('এখনো কোনো খাবার নেই। আপনার প্রথম খাবারটি যোগ করুন।')).toBeTruthy();
  });

  it('draws the board in Bangla and confirms an accepted ticket with a Bangla toast', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    fakeApi((request) => {
      if (request.path === '/api/events/') return new Response(new ReadableStream(), { status: 200 });
      if (request.path === '/api/restaurant/tickets/') return { body: board() };
      if (request.method === 'POST') return { body: ownerTicket(1, { stage: 'accepted', prep_minutes: 25 }) };
      return undefined;
    });
    render(<Toaster />);
    renderPage(<OwnerOrdersPage />, ordersRoute);
    const card = within(await screen.findByTestId('ticket-card'));
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual([
      'নতুন (১)',
      'চলমান (১২)',
      'শেষ (০)',
    ]);
    expect(card.getByTestId('ticket-stage').textContent).toBe('নতুন');
    expect(card.getByText('২ × Kacchi 1')).toBeTruthy();
    expect(card.getByTestId('ticket-total').textContent).toBe('৳৭০০.০০');
    fireEvent.click(card.getByRole('button', { name: 'টিকিট #101-1: গ্রহণ করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'অর্ডারটি গ্রহণ করুন' });
    fireEvent.change(within(dialog).getByLabelText('তৈরি করতে কত সময় লাগবে (মিনিট)'), {
      target: { value: '25' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'গ্রহণ করুন' }));
    expect(await successToast()).toBe('টিকিট #101-1 গ্রহণ করা হয়েছে: ২৫ মিনিটে তৈরি হবে।');
  });

  it("shows the server's refusal of a cancel in Bangla, in the dialog", async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    fakeApi((request) => {
      if (request.path === '/api/events/') return new Response(new ReadableStream(), { status: 200 });
      if (request.path === '/api/restaurant/tickets/') return { body: board() };
      if (request.method === 'POST') {
        return {
          status: 409,
          body: { error: 'This order is already being prepared and can no longer be canceled.' },
        };
      }
      return undefined;
    });
    renderPage(<OwnerOrdersPage />, ordersRoute);
    fireEvent.click(await screen.findByRole('button', { name: 'টিকিট #101-1: বাতিল করুন' }));
    const dialog = await screen.findByRole('dialog', { name: 'এই অর্ডারটি বাতিল করবেন?' });
    fireEvent.change(within(dialog).getByLabelText('কারণ (গ্রাহক এটি দেখতে পাবেন)'), {
      target: { value: 'চাল শেষ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'বাতিল করুন' }));
    expect((await within(dialog).findByTestId('move-error')).textContent).toBe(
      'এই অর্ডারের রান্না শুরু হয়ে গেছে, এখন আর বাতিল করা যাবে না।',
    );
  });
});
