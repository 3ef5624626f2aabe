// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { homeSliders } from './home-sliders';

afterEach(() => applyLanguage({ language: 'en', digits: 'bengali' }));

describe('homeSliders', () => {
  it('names the five home sliders, in order', () => {
    expect(homeSliders.map(({ tag, title }) => [tag, title])).toEqual([
      ['quick-and-affordable', 'Quick and affordable'],
      ['popular', 'Most popular'],
      ['budget-friendly-spots', 'Budget friendly spots'],
      ['healthy-food-to-explore', 'Healthy food to explore'],
      ['homechefs', 'Homechefs'],
    ]);
  });

  it('gives their titles in the language chosen when they are drawn', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    expect(homeSliders.map(({ title }) => title)).toEqual([
      'দ্রুত ও সাশ্রয়ী',
      'সবচেয়ে জনপ্রিয়',
      'কম খরচে ভালো খাবার',
      'স্বাস্থ্যকর খাবার',
      'ঘরের রাঁধুনি',
    ]);
  });
});
