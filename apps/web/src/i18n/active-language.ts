import { DEFAULT_CHOICE, intlLocale, type LanguageChoice } from './languages';

/**
 * The language the interface is drawn in right now. Formatting helpers that are plain functions
 * (`formatMoney`) read it; the language provider sets it before the tree draws again in a new language.
 */
let active: LanguageChoice = DEFAULT_CHOICE;

export const activeChoice = (): LanguageChoice => active;
export const activeLocale = (): string => intlLocale(active);

export function setActiveChoice(choice: LanguageChoice): void {
  active = choice;
}
