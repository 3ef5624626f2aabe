import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** apps/api, found by walking up from this file: the same answer from src/ (tsx, tests) and dist/ (bundle). */
function findApiRoot(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  while (!existsSync(join(dir, 'drizzle', 'meta'))) {
    const parent = dirname(dir);
    if (parent === dir) throw new Error('apps/api root not found');
    dir = parent;
  }
  return dir;
}

export const apiRoot = findApiRoot();
export const migrationsDir = join(apiRoot, 'drizzle');
export const webDistDir = join(apiRoot, '..', 'web', 'dist');
