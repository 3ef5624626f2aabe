import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { setupI18n } from '@lingui/core';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import { compileCatalog } from '../../vite-plugins/compile-messages';
import { intlLocale, LANGUAGES } from './languages';
import { pluralValues } from './plural-values';

const SRC = join(import.meta.dirname, '..');

async function catalogFolders(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'en.json' && entry.parentPath.endsWith('messages'))
    .map((entry) => entry.parentPath);
}

const readCatalog = async (folder: string, language: string) =>
  JSON.parse(await readFile(join(folder, `${language}.json`), 'utf8')) as Record<string, string>;

/**
 * The names a message fills in: `{count}`, `{name}`, the argument of a plural or select — read from the
 * compiled message, so a plural's branch (`one {item}`) is not taken for a placeholder.
 */
function placeholders(message: string): string[] {
  const names = new Set<string>();
  const walk = (tokens: unknown) => {
    if (!Array.isArray(tokens)) return;
    for (const token of tokens) {
      if (!Array.isArray(token)) continue;
      const [name, , branches] = token as [string, string?, Record<string, unknown>?];
      names.add(name);
      for (const branch of Object.values(branches ?? {})) walk(branch);
    }
  };
  walk(compileMessageOrThrow(message));
  return [...names].sort();
}

const folders = await catalogFolders();

describe.each(folders.map((folder) => [relative(SRC, dirname(folder)), folder]))(
  'the %s catalog',
  (area, folder) => {
    it('is defined under its folder, the namespace other languages are found by', async () => {
      const index = await readFile(join(folder, 'index.ts'), 'utf8');
      expect(index).toContain(`defineMessages('${area.replaceAll('\\', '/')}', en)`);
    });

    it.each(LANGUAGES.filter((language) => language !== 'en'))(
      'has every English message in %s, with the same placeholders',
      async (language) => {
        const english = await readCatalog(folder, 'en');
        const other = await readCatalog(folder, language);
        expect(Object.keys(other).sort()).toEqual(Object.keys(english).sort());
        for (const [key, message] of Object.entries(english)) {
          expect(placeholders(other[key] ?? ''), `${language}.json "${key}"`).toEqual(placeholders(message));
          expect(other[key]?.trim(), `${language}.json "${key}" is empty`).toBeTruthy();
        }
      },
    );

    it.each([...LANGUAGES])('compiles in %s', async (language) => {
      const file = join(folder, `${language}.json`);
      const compiled = compileCatalog(await readFile(file, 'utf8'), file);
      expect(Object.keys(compiled).length).toBeGreaterThan(0);
    });

    // The build rewrites plurals (compile-messages.ts, `withoutIntlPlurals`); each must read as Lingui's
    // own plural reads, in every digits choice, for counts of every plural form.
    it.each([...LANGUAGES])('reads its plurals in %s as Lingui would', async (language) => {
      const file = join(folder, `${language}.json`);
      const texts = await readCatalog(folder, language);
      const rewritten = compileCatalog(JSON.stringify(texts), file);
      for (const digits of ['bengali', 'latin'] as const) {
        const locale = intlLocale({ language, digits });
        const original = setupI18n({ locale: language, locales: [locale] });
        const rewrittenI18n = setupI18n({ locale: language, locales: [locale] });
        for (const [key, text] of Object.entries(texts).filter(([, text]) => text.includes('plural'))) {
          original.load(language, { [key]: compileMessageOrThrow(text) } as never);
          rewrittenI18n.load(language, { [key]: rewritten[key] } as never);
          for (const count of [0, 1, 2, 5, 21, 1000, 123456, 1.5]) {
            const values = Object.fromEntries(placeholders(text).map((name) => [name, count]));
            expect(rewrittenI18n._(key, pluralValues(values, locale)), `${key} (${count}, ${locale})`).toBe(
              original._(key, values),
            );
          }
        }
      }
    });
  },
);

it('finds the catalogs', () => {
  expect(folders.length).toBeGreaterThan(0);
});
