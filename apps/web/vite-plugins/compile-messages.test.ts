import { describe, expect, it } from 'vitest';
import { CATALOG_FILE, compileCatalog } from './compile-messages';

const compileOne = (text: string) => compileCatalog(JSON.stringify({ text }), 'a/messages/en.json').text;

describe('compileCatalog', () => {
  it('compiles ICU messages to the runtime form, a plural as a choice over its category', () => {
    const compiled = compileCatalog(
      JSON.stringify({ plain: 'Add to cart', count: '{count, plural, one {# item} other {# items}}' }),
      'cart/messages/en.json',
    );
    expect(compiled.plain).toEqual(['Add to cart']);
    expect(compiled.count).toEqual([
      ['count:plural', 'select', { one: [['count:#'], ' item'], other: [['count:#'], ' items'] }],
    ]);
  });

  it('gives each # to its own plural, and leaves a choice inside a plural as it is', () => {
    expect(
      compileOne('{a, plural, one {# x {b, plural, other {# y}}} other {{g, select, m {#} other {z}}}}'),
    ).toEqual([
      [
        'a:plural',
        'select',
        {
          one: [['a:#'], ' x ', ['b:plural', 'select', { other: [['b:#'], ' y'] }]],
          other: [['g', 'select', { m: ['#'], other: ['z'] }]],
        },
      ],
    ]);
  });

  it('refuses what the app does not supply: exact numbers, offsets and ordinals', () => {
    expect(() => compileOne('{n, plural, =0 {none} other {# items}}')).toThrow(/"0" is not supported/);
    expect(() => compileOne('{n, plural, offset:1 one {#} other {#}}')).toThrow(/"offset" is not supported/);
    expect(() => compileOne('{n, selectordinal, one {#st} other {#th}}')).toThrow(/selectordinal/);
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
