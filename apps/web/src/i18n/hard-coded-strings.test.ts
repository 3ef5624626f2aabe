import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './hard-coded-strings';

const find = (code: string) => findHardCodedStrings('x.tsx', code).map((found) => found.text);

describe('findHardCodedStrings', () => {
  it('finds JSX text, shown attributes and shown properties', () => {
    const code = `
      const links = [{ to: '/', label: 'Home' }];
      export const A = () => (
        <div title="Your cart" className="flex gap-2" aria-label={'Close menu'}>
          Add to cart
          <input placeholder={\`Search \${what}\`} type="search" />
          {'Sign in'}
        </div>
      );`;
    expect(find(code)).toEqual(['Home', 'Your cart', 'Close menu', 'Add to cart', 'Search', 'Sign in']);
  });

  it('passes messages, technical attributes, text without letters and exempt lines', () => {
    const code = `
      export const A = () => (
        <div className="flex" data-testid="cart" aria-label={t('close')} title={t('cart', { count })}>
          {t('addToCart')} · {price} — ৳
          {/* i18n-exempt: the brand's name is the same in every language */}
          <span>Bhoj</span>
        </div>
      );`;
    expect(find(code)).toEqual([]);
  });
});
