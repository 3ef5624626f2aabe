import { describe, expect, it } from 'vitest';
import { takaTick, toMonthlySeries } from './monthly-sales';

describe('toMonthlySeries', () => {
  it('answers twelve points Jan to Dec whatever the key order, with gaps and junk as 0', () => {
    const series = toMonthlySeries({ Dec: 5, Jan: 1.5, Feb: 'x', Mar: null, Zzz: 9 });
    expect(series.map((point) => point.month)).toEqual([
      'Jan',
      'Feb',
      'Mar',
      'Apr',
      'May',
      'Jun',
      'Jul',
      'Aug',
      'Sep',
      'Oct',
      'Nov',
      'Dec',
    ]);
    expect(series.map((point) => point.sales)).toEqual([1.5, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 5]);
    expect(toMonthlySeries(undefined)).toHaveLength(12);
  });
});

describe('takaTick', () => {
  it('puts the taka sign before a short Bangladesh-style figure', () => {
    expect([0, 950, 15_000, 250_000, 12_000_000].map(takaTick)).toEqual([
      '৳0',
      '৳950',
      '৳15K',
      '৳2.5L',
      '৳1.2Cr',
    ]);
  });
});
