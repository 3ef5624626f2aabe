import { describe, expect, it } from 'vitest';
import { slugPreview } from './slug-preview';

describe('slugPreview', () => {
  it('lowercases and turns spaces into dashes', () => {
    expect(slugPreview('Kacchi Bhai')).toBe('kacchi-bhai');
    expect(slugPreview('  Fast   Food  ')).toBe('fast-food');
  });

  it('drops accents and anything that is not a letter, digit or dash', () => {
    expect(slugPreview('Café Crème & Co.')).toBe('cafe-creme-co');
    expect(slugPreview('Pizza - 24/7')).toBe('pizza-247');
    expect(slugPreview('ভোজ')).toBe('');
  });
});
