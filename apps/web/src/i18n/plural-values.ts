import { numberText } from '@bhoj/contract/number-text';
import { PLURAL_CATEGORY, PLURAL_COUNT } from './plural-keys';

const rules = new Map<string, Intl.PluralRules>();

function categoryOf(value: number, locale: string): string {
  let rule = rules.get(locale);
  if (!rule) {
    rule = new Intl.PluralRules(locale);
    rules.set(locale, rule);
  }
  return rule.select(value);
}

/**
 * `values` with, for each number among them, its plural category and its text in `locale`: what a
 * plural rewritten by the build reads (plural-keys.ts).
 */
export function pluralValues<Values extends Record<string, unknown>>(
  values: Values | undefined,
  locale: string,
): Values | undefined {
  if (!values) return values;
  const added: Record<string, unknown> = { ...values };
  for (const [name, value] of Object.entries(values)) {
    const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof number !== 'number' || !Number.isFinite(number)) continue;
    added[`${name}${PLURAL_CATEGORY}`] = categoryOf(number, locale);
    added[`${name}${PLURAL_COUNT}`] = numberText(number, locale, { signedZero: true });
  }
  return added as Values;
}
