import { i18n, setupI18n, type Messages } from '@lingui/core';
import { useSyncExternalStore } from 'react';
import { pluralValues } from './plural-values';

/** English for every id, kept apart so a message another language lacks still reads in English. */
const english = setupI18n({ locale: 'en', locales: ['en-IN'] });

// The interface starts in English; a stored choice of another language is activated before the app
// draws (main.tsx). Tests render components in English with no setup.
i18n.activate('en', ['en-IN']);

/** Values a message's `{placeholders}` take. */
export type MessageValues = Record<string, string | number | null | undefined>;

export type Catalog<Key extends string> = {
  /** The area's folder under src/ ('features/cart'), the prefix of its messages' ids. */
  namespace: string;
  keys: readonly Key[];
};

/**
 * An area's English messages, registered under `<namespace>.<key>`. English ships with the area's own
 * code (a route's chunk carries only its texts); other languages load when chosen (load-language.ts),
 * found by path — so the namespace must be the folder holding `messages/`, relative to src/, which
 * catalogs.test.ts checks.
 */
export function defineMessages<English extends Record<string, unknown>>(
  namespace: string,
  messages: English,
): Catalog<Extract<keyof English, string>> {
  // Compiled by vite-plugins/compile-messages.ts; the runtime takes the compiled form as it is.
  const ids = Object.fromEntries(
    Object.entries(messages).map(([key, message]) => [`${namespace}.${key}`, message]),
  ) as Messages;
  english.load('en', ids);
  i18n.load('en', ids);
  return { namespace, keys: Object.keys(messages) as Extract<keyof English, string>[] };
}

function message(id: string, values?: MessageValues): string {
  const speaker = i18n.messages[id] === undefined ? english : i18n;
  return speaker._(id, pluralValues(values, speaker.locales?.[0] ?? speaker.locale));
}

/** A message in the chosen language, outside React (a toast text built in a mutation's callback). */
export function translate<Key extends string>(
  catalog: Catalog<Key>,
  key: Key,
  values?: MessageValues,
): string {
  return message(`${catalog.namespace}.${key}`, values);
}

const subscribe = (onChange: () => void) => i18n.on('change', onChange);
const activeLocales = () => `${i18n.locale}:${String(i18n.locales)}`;

/** Redraws the component when the language (or the digits) change. */
export function useLanguageChange(): void {
  useSyncExternalStore(subscribe, activeLocales, activeLocales);
}

/** `const t = useMessages(cartMessages); t('emptyTitle')` — redraws when the language changes. */
export function useMessages<Key extends string>(catalog: Catalog<Key>) {
  useLanguageChange();
  return (key: Key, values?: MessageValues): string => translate(catalog, key, values);
}
