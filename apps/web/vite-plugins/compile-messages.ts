import { readFile } from 'node:fs/promises';
import { compileMessageOrThrow } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';

/** A message catalog: `<area>/messages/<language>.json` (see src/i18n/README.md). */
export const CATALOG_FILE = /[\\/]messages[\\/][a-z]{2}(-[A-Za-z]+)?\.json$/;

/**
 * Turns each message of a catalog from ICU MessageFormat text into Lingui's compiled form while the
 * app is built, so the browser never parses message syntax and the message compiler stays out of
 * the bundle. A message that does not parse fails the build, naming the file and the key.
 */
export function compileCatalog(source: string, file: string): Record<string, unknown> {
  const messages = JSON.parse(source) as Record<string, unknown>;
  return Object.fromEntries(
    Object.entries(messages).map(([key, text]) => {
      if (typeof text !== 'string') throw new Error(`${file}: "${key}" is not a string`);
      try {
        return [key, compileMessageOrThrow(text)];
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
