import type { UserLanguage } from '@bhoj/contract';
import { formatAmount } from './money.ts';

/**
 * Numbers and dates in a mail follow the recipient's language (users.language), as the web app does for
 * its default digits: a Bangla mail writes them in Bengali digits ('bn-BD'); an English one keeps the
 * style the mails always had.
 */
export const mailLocale = (language: UserLanguage): string => (language === 'bn' ? 'bn-BD' : 'en-GB');

const banglaAmount = new Intl.NumberFormat('bn-BD', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
  roundingMode: 'halfExpand',
});

/**
 * A price in a mail: 'TK 676.00' in English (as the receipts always wrote it); in Bangla as on the web,
 * the taka sign and Bengali digits grouped the Bangladesh way: '৳১,২৩,৪৫৬.৫০'. The amount is formatted
 * from its exact decimal text, as the web's formatMoney does; a negative one puts the sign first.
 */
export function mailMoney(amount: number, language: UserLanguage): string {
  if (language === 'en') return `TK ${formatAmount(amount)}`;
  // Intl takes decimal strings exactly (ES2023); its typings only know number | bigint.
  const formatted = banglaAmount.format(formatAmount(amount) as unknown as number);
  return formatted.startsWith('-') ? `-৳${formatted.slice(1)}` : `৳${formatted}`;
}

const banglaCount = new Intl.NumberFormat('bn-BD');

/** A count in a mail: '3' in English, '৩' in Bangla. */
export const mailNumber = (count: number, language: UserLanguage): string =>
  language === 'bn' ? banglaCount.format(count) : String(count);
