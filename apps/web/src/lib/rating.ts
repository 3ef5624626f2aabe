import { activeLocale } from '../i18n/active-language';
import { numberText } from '@bhoj/contract/number-text';

/** An average rating with one decimal, in the chosen digits: 4.5, 4.0 ('৪.৫' in Bangla). */
export const formatAverage = (average: number): string =>
  numberText(average, activeLocale(), { fractionDigits: 1 });
