import { i18n, type Messages } from '@lingui/core';
import { intlLocale, type LanguageChoice } from './languages';

type CatalogModule = { default: Messages };

/**
 * Every area's catalog of each language but English, as lazy chunks: choosing Bangla fetches all
 * Bangla texts at once (a few KB compressed), so no screen opened later draws in English first.
 * The path gives the namespace: `/src/features/cart/messages/bn.json` holds `features/cart.*`.
 */
const catalogs = import.meta.glob<CatalogModule>(['/src/**/messages/*.json', '!/src/**/messages/en.json']);
const serverMessages = import.meta.glob<{ default: Record<string, string> }>('./server-messages/*.json');

const loaded = new Set<string>(['en']);
/** Each loaded language's texts for the API's English messages (none for English itself). */
const serverDictionaries = new Map<string, Record<string, string>>([['en', {}]]);
let serverDictionary: Record<string, string> = {};

function namespaceOf(path: string): string {
  return path.replace(/^\/src\//, '').replace(/\/messages\/[^/]+\.json$/, '');
}

async function loadCatalogs(language: string): Promise<void> {
  if (loaded.has(language)) return;
  const suffix = `/messages/${language}.json`;
  const modules = await Promise.all(
    Object.entries(catalogs)
      .filter(([path]) => path.endsWith(suffix))
      .map(async ([path, load]) => [namespaceOf(path), (await load()).default] as const),
  );
  for (const [namespace, messages] of modules) {
    i18n.load(
      language,
      Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${namespace}.${key}`, text])),
    );
  }
  loaded.add(language);
}

async function loadServerMessages(language: string): Promise<void> {
  if (serverDictionaries.has(language)) return;
  const load = serverMessages[`./server-messages/${language}.json`];
  serverDictionaries.set(language, load ? (await load()).default : {});
}

/** Fetches what the choice needs; `activateLoadedLanguage` can then switch to it at once. */
export async function loadLanguage(choice: LanguageChoice): Promise<void> {
  await Promise.all([loadCatalogs(choice.language), loadServerMessages(choice.language)]);
}

/** Makes a loaded language the one every message is drawn in. */
export function activateLoadedLanguage(choice: LanguageChoice): void {
  serverDictionary = serverDictionaries.get(choice.language) ?? {};
  i18n.activate(choice.language, [intlLocale(choice)]);
}

/** Fetches what the choice needs, then makes it the language every message is drawn in. */
export async function activateLanguage(choice: LanguageChoice): Promise<void> {
  await loadLanguage(choice);
  activateLoadedLanguage(choice);
}

/** The chosen language's text for an English message from the API or a shared schema. */
export const serverMessageDictionary = (): Record<string, string> => serverDictionary;
