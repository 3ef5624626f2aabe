import { setActiveChoice } from './active-language';
import { isLanguage, type LanguageChoice } from './languages';
import { activateLoadedLanguage, loadLanguage } from './load-language';

export type { LanguageChoice };

/**
 * The choice a page is drawn in on the server, from the cookie the browser keeps beside its stored
 * choice (`languages.ts`); the default when there is none or it names no language.
 */
export function choiceFromCookie(value: string | undefined): LanguageChoice {
  const [language, digits] = (value ?? '').split('.');
  return {
    language: isLanguage(language) ? language : 'en',
    digits: digits === 'latin' ? 'latin' : 'bengali',
  };
}

/**
 * Loads the choice's texts and answers what makes it current. The server draws pages in several
 * languages at once, so each draw (synchronous) makes its own current just before it starts.
 */
export async function prepareLanguage(choice: LanguageChoice): Promise<() => void> {
  await loadLanguage(choice);
  return () => {
    activateLoadedLanguage(choice);
    setActiveChoice(choice);
  };
}
