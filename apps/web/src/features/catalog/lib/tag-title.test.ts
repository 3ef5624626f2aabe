import { describe, expect, it } from 'vitest';
import { homeSliders } from './home-sliders';
import { sliderTitle, tagTitle } from './tag-title';

describe('tagTitle', () => {
  it.each([
    ['quick-and-affordable', 'quick and affordable'],
    ['popular', 'popular'],
    ['budget-friendly-spots', 'budget friendly spots'],
    ['healthy-food-to-explore', 'healthy food to explore'],
    ['homechefs', 'homechefs'],
    ['double--dash-', 'double dash'],
  ])('%s → %s', (tag, title) => {
    expect(tagTitle(tag)).toBe(title);
  });
});

describe('sliderTitle', () => {
  it('capitalises the first letter', () => {
    expect(sliderTitle('budget-friendly-spots')).toBe('Budget friendly spots');
    expect(sliderTitle('homechefs')).toBe('Homechefs');
  });

  it('names the home sliders as the spec does', () => {
    expect(homeSliders.map(({ tag, title }) => [tag, title])).toEqual([
      ['quick-and-affordable', 'Quick and affordable'],
      ['popular', 'Most popular'],
      ['budget-friendly-spots', 'Budget friendly spots'],
      ['healthy-food-to-explore', 'Healthy food to explore'],
      ['homechefs', 'Homechefs'],
    ]);
  });
});
