import { describe, expect, it } from 'vitest';
import { mailLocale, mailMoney, mailNumber } from './mail-language.ts';

describe('numbers in a mail', () => {
  it('keeps the English receipts as they were: TK, two decimals, no grouping', () => {
    expect([mailMoney(676, 'en'), mailMoney(123456.5, 'en'), mailMoney(0.1 + 0.2, 'en')]).toEqual([
      'TK 676.00',
      'TK 123456.50',
      'TK 0.30',
    ]);
    expect([mailNumber(12, 'en'), mailLocale('en')]).toEqual(['12', 'en-GB']);
  });

  it('writes Bangla as the web does: ৳, Bengali digits, Bangladesh grouping, sign first', () => {
    expect([mailMoney(123456.5, 'bn'), mailMoney(0.1 + 0.2, 'bn'), mailMoney(-5, 'bn')]).toEqual([
      '৳১,২৩,৪৫৬.৫০',
      '৳০.৩০',
      '-৳৫.০০',
    ]);
    expect([mailNumber(12, 'bn'), mailLocale('bn')]).toEqual(['১২', 'bn-BD']);
  });
});
