import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { PLURAL_CATEGORY, PLURAL_COUNT } from '../src/i18n/plural-keys.ts';

/** A message catalog: `<area>/messages/<language>.json` (see src/i18n/README.md). */
export const CATALOG_FILE = /[\\/]messages[\\/][a-z]{2}(-[A-Za-z]+)?\.json$/;

/** A compiled message: text, or tokens (text, or `[name, type?, cases?]`). */
type Tokens = string | (string | Token)[];
type Token = [string, string?, Record<string, Tokens>?];

/**
 * Each plural becomes a choice over the plural category its value falls in, with `#` in its direct
 * cases becoming the value written out, both supplied by the app with the values (`pluralValues` in
 * src/i18n/plural-values.ts): Lingui would write `#` with an `Intl.NumberFormat`, the costliest first
 * call a storefront page makes while taking over (docs/ARCHITECTURE.md, "Numbers without Intl"). Cases
 * for exact numbers (`=0`), `offset:` and `selectordinal` are refused: the app's plural values do not
 * carry them.
 */
export function withoutIntlPlurals(tokens: Tokens): Tokens {
  if (typeof tokens === 'string') return tokens;
  return tokens.map((token): string | Token => {
    if (typeof token === 'string') return token;
    const [name, type, cases] = token;
    if (!cases) return token;
    if (type === 'selectordinal') throw new Error(`{${name}, selectordinal} is not supported`);
    // The compiler leaves `offset: undefined` on a plural without one.
    const given = Object.entries(cases).filter(([, value]) => value !== undefined);
    const exact = given.find(([key]) => key === 'offset' || /^\d/.test(key))?.[0];
    if (type === 'plural' && exact)
      throw new Error(`{${name}, plural} with "${exact}" is not supported: use one/other forms`);
    const inner = Object.fromEntries(given.map(([key, value]) => [key, withoutIntlPlurals(value)]));
    if (type !== 'plural') return [name, type, inner];
    const written = Object.fromEntries(
      Object.entries(inner).map(([key, value]) => [
        key,
        typeof value === 'string'
          ? value
          : value.map((part): string | Token => (part === '#' ? [`${name}${PLURAL_COUNT}`] : part)),
      ]),
    );
    return [`${name}${PLURAL_CATEGORY}`, 'select', written];
  });
}

/**
 * Turns each message of a catalog from ICU MessageFormat text into Lingui's compiled form while the
 * app is built, so the browser never parses message syntax and the message compiler stays out of
 * the bundle; plurals are then rewritten by `withoutIntlPlurals`. A message that does not parse, or
 * that the rewrite refuses, fails the build, naming the file and the key.
 */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      if (typeof text !== 'string') throw new Error(`${file}: "${key}" is not a string`);
      try {
        return [key, withoutIntlPlurals(compileMessageOrThrow(text) as Tokens)];
      } catch (error) {
        throw new Error(`${file}: "${key}" is not valid ICU MessageFormat: ${(error as Error).message}`, {
          cause: error,
        });
      }
    }),
  );
}

export function compileMessages(): Plugin {
  return {
    name: 'bhoj:compile-messages',
    enforce: 'pre',
    async load(id) {
      const file = id.split('?')[0]!;
      if (!CATALOG_FILE.test(file)) return null;
      const compiled = compileCatalog(await readFile(file, 'utf8'), file);
      return { code: `export default ${JSON.stringify(compiled)};`, moduleType: 'js' };
    },
  };
}
