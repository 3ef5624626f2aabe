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
  });

  it('writes Bangla names in Latin letters, keeping a Latin part as it is', () => {
    expect(slugify('কাচ্চি বিরিয়ানি')).toBe('kacchi-biriyani');
    expect(slugify('ভোজ')).toBe('bhoj');
    expect(slugify('চিকেন Tikka ২')).toBe('chicken-tikka-2');
  });

  it('leaves out what it cannot write in Latin letters', () => {
    expect(slugify('寿司')).toBe('');
    expect(slugify('🍕 !!')).toBe('');
  });
});
