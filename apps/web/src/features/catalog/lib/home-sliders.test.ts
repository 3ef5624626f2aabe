import { describe, expect, it } from 'vitest';
import { homeSliders, sliderTitle } from './home-sliders';

describe('sliderTitle', () => {
  it('capitalises the first letter', () => {
    expect(sliderTitle('budget-friendly-spots')).toBe('Budget friendly spots');
    expect(sliderTitle('homechefs')).toBe('Homechefs');
  });

  it('names the five home sliders, in order', () => {
    expect(homeSliders.map(({ tag, title }) => [tag, title])).toEqual([
      ['quick-and-affordable', 'Quick and affordable'],
      ['popular', 'Most popular'],
      ['budget-friendly-spots', 'Budget friendly spots'],
      ['healthy-food-to-explore', 'Healthy food to explore'],
      ['homechefs', 'Homechefs'],
    ]);
  });
});
