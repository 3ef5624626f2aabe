/**
 * Money arrives from numeric columns as JS numbers with at most two decimals. Sums are done in whole
 * poisha (1/100 taka) so that 0.1 + 0.2 never shows up on a bill; taka() turns the result back.
 */
export const poisha = (taka: number) => Math.round(taka * 100);
export const taka = (poishaAmount: number) => poishaAmount / 100;

/** unit × quantity, exact. */
export const lineTotal = (unitTaka: number, quantity: number) => taka(poisha(unitTaka) * quantity);

/** Sum of taka amounts, exact. */
export const sumTaka = (amounts: Iterable<number>) => {
  let total = 0;
  for (const amount of amounts) total += poisha(amount);
  return taka(total);
};

/** "310.50": a gateway's amount format, from exact poisha. */
export const formatAmount = (takaAmount: number) => {
  const p = poisha(takaAmount);
  return `${Math.trunc(p / 100)}.${String(p % 100).padStart(2, '0')}`;
};

/** A gateway's "310.50" (or "310.5", "310") as poisha; null when it is not such a number. */
export const parseAmount = (text: unknown): number | null =>
  typeof text === 'string' && /^\d{1,10}(\.\d{1,2})?$/.test(text) ? poisha(Number(text)) : null;
