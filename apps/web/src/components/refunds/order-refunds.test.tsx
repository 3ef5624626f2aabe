// @vitest-environment jsdom
import {
  ADMIN_CANCEL_REASON,
  LATE_PAYMENT_REASONS,
  type OrderRefund,
  RESTAURANT_CANCEL_REASON,
} from '@bhoj/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../i18n';
import { OrderRefunds } from './order-refunds';

afterEach(async () => {
  cleanup();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

const refund = (id: number, fields: Partial<OrderRefund> = {}): OrderRefund => ({
  id,
  amount: 560,
  reason: RESTAURANT_CANCEL_REASON,
  state: 'due',
  ticket: '#7-2',
  created_at: '2025-12-01T10:00:00Z',
  refunded_at: null,
  ...fields,
});

/** A canceled ticket owed back, a late payment being sent, one on its way, one back, one refused. */
const refunds = [
  refund(1),
  refund(2, { amount: 1250.5, ticket: null, reason: LATE_PAYMENT_REASONS.canceled, state: 'sending' }),
  refund(3, { reason: 'The rider could not find the house', state: 'sent' }),
  // 20:30 UTC on 2 Dec is 02:30 on 3 Dec in Dhaka.
  refund(4, { reason: ADMIN_CANCEL_REASON, state: 'refunded', refunded_at: '2025-12-02T20:30:00Z' }),
  refund(5, { state: 'failed' }),
];

/** Each refund's purpose, amount, reason and state, as the list shows them. */
const shown = () =>
  screen.getAllByTestId('order-refund').map((item) => {
    const part = (testId: string) => within(item).getByTestId(testId).textContent;
    return [part('refund-purpose'), part('refund-amount'), part('refund-reason'), part('refund-state')];
  });

describe('OrderRefunds', () => {
  it('tells the customer per refund what it repays, how much, why and where it stands', () => {
    render(<OrderRefunds refunds={refunds} voice="customer" />);
    expect(screen.getByRole('region', { name: 'Refunds' })).toBeTruthy();
    expect(shown()).toEqual([
      ['Ticket #7-2', 'TK 560.00', RESTAURANT_CANCEL_REASON, 'Being refunded'],
      [
        'Your payment of TK 1,250.50',
        'TK 1,250.50',
        'The payment arrived after the order was canceled.',
        'Being refunded',
      ],
      ['Ticket #7-2', 'TK 560.00', 'The rider could not find the house', 'On its way back to you'],
      ['Ticket #7-2', 'TK 560.00', ADMIN_CANCEL_REASON, 'Refunded on 3 Dec 2025'],
      ['Ticket #7-2', 'TK 560.00', RESTAURANT_CANCEL_REASON, 'Refund delayed — Bhoj support is on it'],
    ]);
  });

  it('in Bangla: amounts and dates in Bengali digits, the known reasons translated, a restaurant’s own as written', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    render(<OrderRefunds refunds={refunds} voice="customer" />);
    expect(screen.getByRole('region', { name: 'রিফান্ড' })).toBeTruthy();
    const [ticket, late, own, back, refused] = shown();
    expect(ticket).toEqual(['টিকিট #7-2', '৳৫৬০.০০', 'রেস্তোরাঁ বাতিল করেছে', 'টাকা ফেরতের প্রক্রিয়া চলছে']);
    expect(late).toEqual([
      'আপনার ৳১,২৫০.৫০-এর পেমেন্ট',
      '৳১,২৫০.৫০',
      'অর্ডারটি বাতিল হওয়ার পরে পেমেন্ট এসেছে।',
      'টাকা ফেরতের প্রক্রিয়া চলছে',
    ]);
    expect(own?.[2]).toBe('The rider could not find the house');
    expect(back?.[3]).toMatch(/^৩ .+ ২০২৫ তারিখে ফেরত দেওয়া হয়েছে$/);
    expect(refused?.[3]).toBe('রিফান্ডে দেরি হচ্ছে — Bhoj সাপোর্ট বিষয়টি দেখছে');
  });

  it('in support’s words: the whole payment, and each state by its name', () => {
    render(<OrderRefunds refunds={refunds} voice="support" />);
    expect(shown().map(([purpose, , , state]) => [purpose, state])).toEqual([
      ['Ticket #7-2', 'Due'],
      ['The whole payment of TK 1,250.50', 'Sending'],
      ['Ticket #7-2', 'Sent'],
      ['Ticket #7-2', 'Refunded on 3 Dec 2025'],
      ['Ticket #7-2', 'Failed'],
    ]);
  });

  it('shows nothing for an order without refunds', () => {
    const { container } = render(<OrderRefunds refunds={[]} voice="customer" />);
    expect(container.innerHTML).toBe('');
  });
});
