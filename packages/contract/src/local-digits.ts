const BENGALI_ZERO = 0x09e6;

/**
 * The Latin digits of `text` in the digits of `locale`, one of the app's number locales ('en-IN' or
 * 'en-GB', 'bn-BD', 'bn-BD-u-nu-latn'): Bengali for 'bn-BD' ('2026' → '২০২৬'), Latin otherwise. Other
 * characters stay.
 */
export const localDigits = (text: string, locale: string): string =>
  locale === 'bn-BD'
    ? text.replace(/\d/g, (digit) => String.fromCharCode(BENGALI_ZERO + Number(digit)))
    : text;
