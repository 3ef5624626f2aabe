import { describe, expect, it } from 'vitest';
import { toMonthlySeries } from './monthly-sales';

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
