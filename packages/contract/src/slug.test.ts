import { describe, expect, it } from 'vitest';
import { slugify } from './slug.ts';

describe('slugify', () => {
  it('lowercases and turns spaces into dashes', () => {
    expect(slugify('Kacchi Bhai')).toBe('kacchi-bhai');
    expect(slugify('  Fast   Food  ')).toBe('fast-food');
  });

  it('drops accents and anything that is not a letter, digit or dash', () => {
    expect(slugify('Café Crème & Co.')).toBe('cafe-creme-co');
    expect(slugify('Pizza - 24/7')).toBe('pizza-247');
    expect(slugify('ভোজ')).toBe('');
  });
});
