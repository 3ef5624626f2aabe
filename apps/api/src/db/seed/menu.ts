import { CATEGORY_KEYS, TAG_KEYS, type CategoryKey, type TagKey } from './content/categories.ts';

export interface MenuItem {
  name: string;
  category: CategoryKey;
  tag: TagKey;
  price: number;
  description: string;
  isAvailable: boolean;
}

const isOneOf = <T extends string>(keys: readonly T[], value: string): value is T =>
  (keys as readonly string[]).includes(value);

/** Reads a menu table (one food a line: name | category | tag | price | description [| sold out]). */
export function parseMenu(table: string): MenuItem[] {
  return table
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .map((line) => {
      const [name = '', category = '', tag = '', price = '', description = '', flag = ''] = line
        .split('|')
        .map((cell) => cell.trim());
      const amount = Number(price);
      if (!name || !description || !isOneOf(CATEGORY_KEYS, category) || !isOneOf(TAG_KEYS, tag))
        throw new Error(`demo menu: bad line "${line}"`);
      if (!Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) !== amount * 100)
        throw new Error(`demo menu: bad price in "${line}"`);
      if (flag && flag !== 'sold out') throw new Error(`demo menu: unknown flag in "${line}"`);
      return { name, category, tag, price: amount, description, isAvailable: flag !== 'sold out' };
    });
}
