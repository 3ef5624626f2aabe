import { activeChoice, activeLocale } from '../active-language';
import { serverMessageDictionary } from '../load-language';
import { MESSAGE_PATTERNS } from './patterns';

const digitsOf = (value: string, locale: string) =>
  /^\d+$/.test(value) ? new Intl.NumberFormat(locale, { useGrouping: false }).format(Number(value)) : value;

/**
 * An English message from the API or a shared schema, in the chosen language. The API answers the
 * spec's English texts to every client; the web app translates what it shows. A message with no
 * translation is shown as the API wrote it.
 */
export function translateServerMessage(text: string): string {
  const { language } = activeChoice();
  if (language === 'en') return text;
  const exact = serverMessageDictionary()[text];
  if (exact) return exact;
  for (const { english, translations } of MESSAGE_PATTERNS) {
    const translation = translations[language];
    const match = translation ? english.exec(text) : null;
    if (translation && match) {
      return translation.replace(/\{(\d)\}/g, (_, n: string) =>
        digitsOf(match[Number(n)] ?? '', activeLocale()),
      );
    }
  }
  return text;
}
