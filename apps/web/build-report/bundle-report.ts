import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import type { Plugin } from 'vite';
import { FIRST_LOAD_BUDGET_BYTES, kilobytes, storefrontWeights } from './first-load-js.ts';

/**
 * After `vite build`, prints each storefront page's first-load JavaScript (gzipped) and its files, so a
 * change that grows it shows in the build's own output. The budget itself is checked by
 * `first-load-budget.test.ts` in `npm test`. Also writes them to `.vite/first-load.json` in the output.
 */
export function bundleReport(): Plugin {
  let outDir = 'dist';
  return {
    name: 'bhoj-bundle-report',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const weights = await storefrontWeights(outDir);
      // `npm run bench:web` reads the weights from here.
      await writeFile(join(outDir, '.vite', 'first-load.json'), JSON.stringify(weights, null, 2));
      const lines = weights.map(
        ({ page, files, gzipBytes }) =>
          `  ${page.padEnd(20)} ${kilobytes(gzipBytes).padStart(9)}  ${files.map((f) => f.replace('assets/', '')).join(' ')}`,
      );
      const budget = kilobytes(FIRST_LOAD_BUDGET_BYTES);
      // The build's own output, like Vite's table of chunks above it.
      // eslint-disable-next-line no-console
      console.log(
        `\nFirst-load JavaScript per storefront page, gzipped (budget ${budget}):\n${lines.join('\n')}`,
      );
    },
  };
}
