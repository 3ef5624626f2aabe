import { describe, expect, it } from 'vitest';
import { numberText, type NumberTextOptions } from './number-text.ts';

const LOCALES = ['en-IN', 'bn-BD', 'bn-BD-u-nu-latn'];

const NUMBERS = [
  0,
  -0,
  1,
  5,
  9,
  10,
  12,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  12345,
  99999,
  100000,
  123456,
  999999,
  1000000,
  12345678,
  123456789,
  1234567890123,
  0.5,
  0.05,
  0.005,
  0.0005,
  1.005,
  1.0005,
  2.675,
  4.25,
  4.35,
  4.45,
  4.95,
  9.995,
  9.9995,
  99.95,
  999.995,
  0.1 + 0.2,
  1 / 3,
  2 / 3,
  123456.5,
  278,
  278.4,
  -1,
  -0.004,
  -0.005,
  -0.4,
  -5.5,
  -1234.5678,
  -100000,
  1e-7,
  1.5e21,
  4.999999,
  0.000001,
];

const STRINGS = [
  '0',
  '0.00',
  '110.50',
  '1.005',
  '1.004',
  '-0.001',
  '-0.005',
  '-12.345',
  '123456.785',
  '00012.5',
  '.5',
  '5.',
  '+7.25',
  '99999.995',
  ' 42 ',
  '1e3',
  '12,5',
  '',
];

function intl(value: number | string, locale: string, options: NumberTextOptions): string {
  return new Intl.NumberFormat(locale, {
    minimumFractionDigits: options.fractionDigits ?? 0,
    maximumFractionDigits: options.fractionDigits ?? 3,
    roundingMode: 'halfExpand',
    signDisplay: options.signedZero ? 'auto' : 'negative',
  }).format(value as number);
}

const STYLES: [string, NumberTextOptions][] = [
  ['a count (Intl default)', { signedZero: true }],
  ['a price (two decimals)', { fractionDigits: 2 }],
  ['a rating (one decimal)', { fractionDigits: 1 }],
];

describe('numberText', () => {
  for (const locale of LOCALES) {
    for (const [style, options] of STYLES) {
      it(`writes numbers as Intl.NumberFormat does: ${style}, ${locale}`, () => {
        for (const value of NUMBERS) {
          expect(numberText(value, locale, options), `${value}`).toBe(intl(value, locale, options));
        }
      });

      it(`writes decimal strings exactly as Intl.NumberFormat does: ${style}, ${locale}`, () => {
        for (const value of STRINGS) {
          expect(numberText(value, locale, options), JSON.stringify(value)).toBe(
            intl(value, locale, options),
          );
        }
      });
    }
  }

  it('groups the Indian way and writes Bengali digits for Bangla', () => {
    expect(numberText(123456.5, 'en-IN', { fractionDigits: 2 })).toBe('1,23,456.50');
    expect(numberText(123456.5, 'bn-BD', { fractionDigits: 2 })).toBe('১,২৩,৪৫৬.৫০');
    expect(numberText(123456.5, 'bn-BD-u-nu-latn', { fractionDigits: 2 })).toBe('1,23,456.50');
  });

  it('rounds half away from zero on the decimal as written, carrying into the whole part', () => {
    expect(numberText('1.005', 'en-IN', { fractionDigits: 2 })).toBe('1.01');
    expect(numberText('-2.5', 'en-IN', { fractionDigits: 0 })).toBe('-3');
    expect(numberText('99999.995', 'en-IN', { fractionDigits: 2 })).toBe('1,00,000.00');
  });

  it('hands a locale it does not know to Intl', () => {
    expect(numberText(1234567.5, 'en-US', { fractionDigits: 2 })).toBe('1,234,567.50');
  });
});
