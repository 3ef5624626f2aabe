import { describe, expect, it } from 'vitest';
import { tagTitle } from './tag-title';

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
