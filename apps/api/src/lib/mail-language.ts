import { numberText, type UserLanguage } from '@bhoj/contract';
import { formatAmount } from './money.ts';

/**
 * Numbers and dates in a mail follow the recipient's language (users.language), as the web app does for
 * its default digits: a Bangla mail writes them in Bengali digits ('bn-BD'); an English one keeps the
 * style the mails always had.
 */
export const mailLocale = (language: UserLanguage): string => (language === 'bn' ? 'bn-BD' : 'en-GB');

/**
 * A price in a mail: 'TK 676.00' in English (as the receipts always wrote it); in Bangla as on the web,
 * the taka sign and Bengali digits grouped the Bangladesh way: '৳১,২৩,৪৫৬.৫০'. The amount is formatted
 * from its exact decimal text, as the web's formatMoney does; a negative one puts the sign first.
 */
export function mailMoney(amount: number, language: UserLanguage): string {
  if (language === 'en') return `TK ${formatAmount(amount)}`;
  const formatted = numberText(formatAmount(amount), 'bn-BD', { fractionDigits: 2 });
  return formatted.startsWith('-') ? `-৳${formatted.slice(1)}` : `৳${formatted}`;
}

/** A count in a mail: '3' in English, '৩' in Bangla. */
export const mailNumber = (count: number, language: UserLanguage): string =>
  language === 'bn' ? numberText(count, 'bn-BD', { signedZero: true }) : String(count);
