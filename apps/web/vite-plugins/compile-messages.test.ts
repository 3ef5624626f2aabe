import { describe, expect, it } from 'vitest';
import { CATALOG_FILE, compileCatalog } from './compile-messages';

describe('compileCatalog', () => {
  it('compiles ICU messages to the runtime form', () => {
    const compiled = compileCatalog(
      JSON.stringify({ plain: 'Add to cart', count: '{count, plural, one {# item} other {# items}}' }),
      'cart/messages/en.json',
    );
    expect(compiled.plain).toEqual(['Add to cart']);
    expect(compiled.count).toEqual([['count', 'plural', { one: ['#', ' item'], other: ['#', ' items'] }]]);
  });

  it('names the file and the key of a message that does not parse', () => {
    expect(() =>
      compileCatalog(JSON.stringify({ broken: '{count, plural, one {# item}' }), 'a/messages/bn.json'),
    ).toThrow(/a\/messages\/bn\.json: "broken" is not valid ICU MessageFormat/);
    expect(() => compileCatalog(JSON.stringify({ nested: { a: 'b' } }), 'a/messages/en.json')).toThrow(
      /"nested" is not a string/,
    );
  });

  it('takes catalogs only', () => {
    expect(CATALOG_FILE.test('/src/features/cart/messages/bn.json')).toBe(true);
    expect(CATALOG_FILE.test('/src/i18n/server-messages/bn.json')).toBe(false);
    expect(CATALOG_FILE.test('/src/features/cart/messages/index.ts')).toBe(false);
  });
});
