import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it.each([
    [0, 'TK 0.00'],
    [5, 'TK 5.00'],
    [110.5, 'TK 110.50'],
    [999, 'TK 999.00'],
    [1234, 'TK 1,234.00'],
    [99999.99, 'TK 99,999.99'],
    [123456.5, 'TK 1,23,456.50'],
    [1234567, 'TK 12,34,567.00'],
    [12345678.9, 'TK 1,23,45,678.90'],
    [1000000000, 'TK 1,00,00,00,000.00'],
  ])('formats %s as %s', (amount, expected) => {
    expect(formatMoney(amount)).toBe(expected);
  });

  it('always shows two decimals and rounds further digits', () => {
    expect(formatMoney(7.1)).toBe('TK 7.10');
    expect(formatMoney(7.123)).toBe('TK 7.12');
    expect(formatMoney(7.129)).toBe('TK 7.13');
  });

  it('rounds a half poisha away from zero, as written in decimal', () => {
    expect(formatMoney(0.005)).toBe('TK 0.01');
    expect(formatMoney(0.004)).toBe('TK 0.00');
    expect(formatMoney(1.005)).toBe('TK 1.01');
    expect(formatMoney(2.675)).toBe('TK 2.68');
    expect(formatMoney(1234.565)).toBe('TK 1,234.57');
    expect(formatMoney(99999.995)).toBe('TK 1,00,000.00');
    expect(formatMoney(-0.005)).toBe('-TK 0.01');
  });

  it('puts the minus sign before the prefix', () => {
    expect(formatMoney(-5)).toBe('-TK 5.00');
    expect(formatMoney(-123456.5)).toBe('-TK 1,23,456.50');
  });

  it('never shows a negative zero', () => {
    expect(formatMoney(-0)).toBe('TK 0.00');
    expect(formatMoney(-0.001)).toBe('TK 0.00');
  });

  it('takes decimal strings from the API exactly', () => {
    expect(formatMoney('110.50')).toBe('TK 110.50');
    expect(formatMoney('123456.5')).toBe('TK 1,23,456.50');
    expect(formatMoney('1.005')).toBe('TK 1.01');
    expect(formatMoney(' 42 ')).toBe('TK 42.00');
    expect(formatMoney('-5')).toBe('-TK 5.00');
  });

  it('shows zero for anything that is not a finite number', () => {
    expect(formatMoney(Number.NaN)).toBe('TK 0.00');
    expect(formatMoney(Number.POSITIVE_INFINITY)).toBe('TK 0.00');
    expect(formatMoney('')).toBe('TK 0.00');
    expect(formatMoney('abc')).toBe('TK 0.00');
  });
});
