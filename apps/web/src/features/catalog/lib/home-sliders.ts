import { sliderTitle } from './tag-title';

/** The home page's food sliders, in order: a tag, and the slider's title (spec section 1). */
export const homeSliders = [
  { tag: 'quick-and-affordable', title: 'Quick and affordable' },
  { tag: 'popular', title: 'Most popular' },
  { tag: 'budget-friendly-spots', title: sliderTitle('budget-friendly-spots') },
  { tag: 'healthy-food-to-explore', title: sliderTitle('healthy-food-to-explore') },
  { tag: 'homechefs', title: sliderTitle('homechefs') },
] as const;
