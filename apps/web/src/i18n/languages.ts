/** The interface languages. English is the default and the language of the spec's texts. */
export const LANGUAGES = ['en', 'bn'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Digits for numbers, prices and dates in Bangla: Bengali (১২৩) by default, or Latin (123) by choice. */
export type Digits = 'bengali' | 'latin';

export type LanguageChoice = { language: Language; digits: Digits };

export const DEFAULT_CHOICE: LanguageChoice = { language: 'en', digits: 'bengali' };

const LANGUAGE_KEY = 'bhoj_language';
const DIGITS_KEY = 'bhoj_digits';

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/** The choice this browser made before, or the default. */
export function storedChoice(): LanguageChoice {
  try {
    const language = localStorage.getItem(LANGUAGE_KEY);
    const digits = localStorage.getItem(DIGITS_KEY);
    return {
      language: isLanguage(language) ? language : DEFAULT_CHOICE.language,
      digits: digits === 'latin' ? 'latin' : DEFAULT_CHOICE.digits,
    };
  } catch {
    // Storage can be unavailable (private windows, disabled cookies): the default then.
    return DEFAULT_CHOICE;
  }
}

/** Whether this browser ever chose a language (else it shows the default, and may take the account's). */
export function hasStoredChoice(): boolean {
  try {
    return isLanguage(localStorage.getItem(LANGUAGE_KEY));
  } catch {
    return false;
  }
}

/**
 * The cookie that tells the server which language to draw a page in (`<language>.<digits>`, read by
 * the API's first-screen plugin); the stored choice stays the one the app goes by.
 */
export const LANGUAGE_COOKIE = 'bhoj_language';
const cookieOf = (choice: LanguageChoice) => `${LANGUAGE_COOKIE}=${choice.language}.${choice.digits}`;

/** Sets the cookie to the choice when it says otherwise (a choice made before the cookie existed). */
export function keepLanguageCookie(choice: LanguageChoice): void {
  const cookie = cookieOf(choice);
  if (document.cookie.split('; ').includes(cookie)) return;
  document.cookie = `${cookie}; path=/; max-age=${400 * 24 * 60 * 60}; samesite=lax`;
}

export function storeChoice(choice: LanguageChoice): void {
  keepLanguageCookie(choice);
  try {
    localStorage.setItem(LANGUAGE_KEY, choice.language);
    localStorage.setItem(DIGITS_KEY, choice.digits);
  } catch {
    // Not remembered; the choice still holds until the page is closed.
  }
}

/**
 * The locale `Intl` formats with. English keeps the spec's Bangladesh English style (Indian digit
 * grouping, which 'en-IN' has and 'en-BD' lacks); Bangla is 'bn-BD', with Latin digits when chosen.
 */
export function intlLocale({ language, digits }: LanguageChoice): string {
  if (language === 'en') return 'en-IN';
  return digits === 'latin' ? 'bn-BD-u-nu-latn' : 'bn-BD';
}
