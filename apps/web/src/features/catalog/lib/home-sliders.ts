import { translate } from '../../../i18n';
import { homeMessages } from '../home/messages';

type HomeKey = (typeof homeMessages.keys)[number];

const slider = (tag: string, titleKey: HomeKey) => ({
  tag,
  /** Read when drawn, so it is in the language chosen then. */
  get title() {
    return translate(homeMessages, titleKey);
  },
});

/** The home page's food sliders, in order: a tag, and the slider's title. */
export const homeSliders = [
  slider('quick-and-affordable', 'sliderQuick'),
  slider('popular', 'sliderPopular'),
  slider('budget-friendly-spots', 'sliderBudget'),
  slider('healthy-food-to-explore', 'sliderHealthy'),
  slider('homechefs', 'sliderHomeChefs'),
] as const;
