import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { findHardCodedStrings } from './hard-coded-strings';

const SRC = join(import.meta.dirname, '..');

/** Every component file of the app; tests and test helpers write what they like. */
async function componentFiles(): Promise<string[]> {
  const entries = await readdir(SRC, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => !relative(SRC, file).split(/[\\/]/).includes('testing'));
}

describe('the interface text', () => {
  it('comes from message catalogs everywhere (see src/i18n/README.md)', async () => {
    const found: string[] = [];
    for (const file of await componentFiles()) {
      for (const { line, text } of findHardCodedStrings(file, await readFile(file, 'utf8'))) {
        found.push(`${relative(SRC, file)}:${line}  ${text}`);
      }
    }
    expect(found).toEqual([]);
  });
});
