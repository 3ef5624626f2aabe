import { tagTitle } from '../../../lib/tag-title';

/** A home slider's title from its tag: the tag's title, first letter capitalised ('homechefs' → 'Homechefs'). */
export function sliderTitle(tag: string): string {
  const title = tagTitle(tag);
  return title.charAt(0).toUpperCase() + title.slice(1);
}

/** The home page's food sliders, in order: a tag, and the slider's title. */
export const homeSliders = [
  { tag: 'quick-and-affordable', title: 'Quick and affordable' },
  { tag: 'popular', title: 'Most popular' },
  { tag: 'budget-friendly-spots', title: sliderTitle('budget-friendly-spots') },
  { tag: 'healthy-food-to-explore', title: sliderTitle('healthy-food-to-explore') },
  { tag: 'homechefs', title: sliderTitle('homechefs') },
] as const;
