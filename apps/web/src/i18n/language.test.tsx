// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import {
  ACCOUNT_MESSAGES,
  ADMIN_CANCEL_REASON,
  CUSTOMER_CANCEL_REASON,
  LATE_PAYMENT_REASONS,
  PAYMENT_EXPIRED_REASON,
  REFUND_MESSAGES,
  RESTAURANT_CANCEL_REASON,
  TICKET_MESSAGES,
} from '@bhoj/contract';
import { afterEach, describe, expect, it } from 'vitest';
import { formatMoney } from '../lib/money';
import { formatDateTime, formatNumber } from './format';
import { applyLanguage, LanguageProvider } from './language-provider';
import { LanguageSwitch } from './language-switch';
import { storedChoice } from './languages';
import { translateServerMessage } from './server-messages/translate';

afterEach(async () => {
  cleanup();
  localStorage.clear();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

describe('choosing a language', () => {
  it('draws the switch in the chosen language, remembers the choice and sets the page language', async () => {
    render(
      <LanguageProvider>
        <LanguageSwitch />
      </LanguageProvider>,
    );
    const select = screen.getByRole('combobox', { name: 'Language' });
    fireEvent.change(select, { target: { value: 'bn' } });
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveProperty('value', 'bn'));
    expect(storedChoice()).toEqual({ language: 'bn', digits: 'bengali' });
    expect(document.documentElement.lang).toBe('bn');
  });

  it('formats prices, numbers and dates for the language and its digits', async () => {
    const at = '2026-11-24T08:05:00Z';
    expect([formatMoney(123456.5), formatNumber(1200), formatDateTime(at)]).toEqual([
      'TK 1,23,456.50',
      '1,200',
      '24 Nov 2026, 14:05',
    ]);
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    expect([formatMoney(123456.5), formatMoney(-5), formatNumber(1200)]).toEqual([
      '৳১,২৩,৪৫৬.৫০',
      '-৳৫.০০',
      '১,২০০',
    ]);
    expect(formatDateTime(at)).toMatch(/^২৪ .+ ২০২৬, ১৪:০৫$/);
    await applyLanguage({ language: 'bn', digits: 'latin' });
    expect([formatMoney(123456.5), formatNumber(1200)]).toEqual(['৳1,23,456.50', '1,200']);
  });

  it("translates the API's English messages, exact and templated, and leaves unknown ones as they are", async () => {
    expect(translateServerMessage('Something went wrong. Please try again.')).toBe(
      'Something went wrong. Please try again.',
    );
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    expect(translateServerMessage('Something went wrong. Please try again.')).toBe(
      'কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।',
    );
    expect(translateServerMessage('Ensure this field has no more than 50 characters.')).toBe(
      'এই ঘরে ৫০টির বেশি অক্ষর লেখা যাবে না।',
    );
    expect(translateServerMessage('A message nobody translated.')).toBe('A message nobody translated.');
    // The image fields' refusals, as the contract writes them.
    for (const message of [ACCOUNT_MESSAGES.foreignImage, ACCOUNT_MESSAGES.notOwnImage]) {
      expect(translateServerMessage(message), message).toMatch(/^ছবিটি এখানেই আপলোড করুন: /);
    }
  });

  it('translates every text an order card or a refused move shows of money and tickets: refusals, late-payment and cancel reasons', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    const texts = [
      ...Object.values(REFUND_MESSAGES),
      ...Object.values(LATE_PAYMENT_REASONS),
      ...Object.values(TICKET_MESSAGES),
      CUSTOMER_CANCEL_REASON,
      RESTAURANT_CANCEL_REASON,
      ADMIN_CANCEL_REASON,
      PAYMENT_EXPIRED_REASON,
    ];
    for (const text of texts) expect(translateServerMessage(text), text).toMatch(/[\u0980-\u09FF]/);
  });
});
