import { localDigits } from './local-digits.ts';

/**
 * Numbers written in the three number locales of the web app and the mails ('en-IN', 'bn-BD',
 * 'bn-BD-u-nu-latn') without an `Intl.NumberFormat`, exactly as one would write them: the Indian
 * grouping (the last three digits, then groups of two: 1,23,45,678), '.' before the fraction, Bengali
 * digits for 'bn-BD', rounding half away from zero on the decimal value as written.
 *
 * Why not Intl: the first `Intl.NumberFormat` a page makes costs tens of milliseconds (the engine loading
 * its number data), and every storefront page writes a price or a count while it takes over the server's
 * page, so that cost landed in one of the takeover's tasks; the mails use the same writer (docs/ARCHITECTURE.md, "Numbers without
 * Intl"). number-text.test.ts holds this module to Intl's output. Anything it does not write itself (a
 * value in exponent form, an unknown locale) is handed to Intl.
 */

export interface NumberTextOptions {
  /** Exactly this many digits after the point; otherwise up to three, trailing zeros dropped. */
  fractionDigits?: number;
  /** Whether a negative value that rounds to zero keeps its sign ('-0'), as Intl's default does. */
  signedZero?: boolean;
}

const LOCALES = new Set(['en-IN', 'bn-BD', 'bn-BD-u-nu-latn']);
const PLAIN_DECIMAL = /^([-+]?)(\d*)(?:\.(\d*))?$/;

const fallbacks = new Map<string, Intl.NumberFormat>();

function intlText(value: number | string, locale: string, options: NumberTextOptions): string {
  const key = `${locale}|${options.fractionDigits}|${options.signedZero}`;
  let format = fallbacks.get(key);
  if (!format) {
    const digits = options.fractionDigits;
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits ?? 0,
      maximumFractionDigits: digits ?? 3,
      roundingMode: 'halfExpand',
      signDisplay: options.signedZero ? 'auto' : 'negative',
    });
    fallbacks.set(key, format);
  }
  // ES2023 formats decimal strings exactly; the typings only take number | bigint.
  return format.format(value as number);
}

/** Adds one to a string of decimal digits ('199' → '200', '99' → '100'). */
function increment(digits: string): string {
  let carry = 1;
  let result = '';
  for (let index = digits.length - 1; index >= 0; index--) {
    const sum = Number(digits[index]) + carry;
    result = String(sum % 10) + result;
    carry = sum >= 10 ? 1 : 0;
  }
  return carry ? `1${result}` : result;
}

/** Integer digits with the Indian grouping: '1234567' → '12,34,567'. */
function group(digits: string): string {
  if (digits.length <= 3) return digits;
  let head = digits.slice(0, -3);
  const groups = [digits.slice(-3)];
  while (head.length > 2) {
    groups.unshift(head.slice(-2));
    head = head.slice(0, -2);
  }
  groups.unshift(head);
  return groups.join(',');
}

/**
 * `value` (a number, or a decimal string such as '110.50', taken exactly) written in `locale`.
 * The caller decides what a value that is not a finite number shows.
 */
export function numberText(value: number | string, locale: string, options: NumberTextOptions = {}): string {
  const written = typeof value === 'number' ? String(value) : value.trim();
  const parts = PLAIN_DECIMAL.exec(written);
  if (!LOCALES.has(locale) || !parts || (parts[2] === '' && !parts[3])) {
    return intlText(value, locale, options);
  }
  const negative = parts[1] === '-' || Object.is(value, -0);
  let whole = parts[2]!.replace(/^0+(?=\d)/, '') || '0';
  let fraction = parts[3] ?? '';

  const kept = options.fractionDigits ?? 3;
  if (fraction.length > kept) {
    const roundsUp = Number(fraction[kept]) >= 5;
    fraction = fraction.slice(0, kept);
    if (roundsUp) {
      const raised = increment(whole + fraction);
      whole = raised.slice(0, raised.length - kept) || '0';
      fraction = raised.slice(raised.length - kept);
    }
  }
  fraction =
    options.fractionDigits === undefined
      ? fraction.replace(/0+$/, '')
      : fraction.padEnd(options.fractionDigits, '0');

  const isZero = /^0*$/.test(whole + fraction);
  const sign = negative && (!isZero || options.signedZero) ? '-' : '';
  const text = `${sign}${group(whole)}${fraction ? `.${fraction}` : ''}`;
  return localDigits(text, locale);
}
