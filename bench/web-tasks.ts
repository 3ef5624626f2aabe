// npm run bench:web-tasks: what the main thread does in the long tasks after a storefront page's first
// paint, function by function (docs/BENCHMARKS.md, "What a long task is made of").
import { join } from 'node:path';
import { type Browser, chromium } from 'playwright-core';
import { readOptions } from './src/options.ts';
import { repoRoot, type Running, stopAllOnExit } from './src/servers.ts';
import { STOREFRONT_PAGE_NAMES, startStorefront } from './src/web/site.ts';
import { LONG_TASK_MS, tracePageLoad } from './src/web/task-trace.ts';

const options = readOptions();
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!(runs >= 1 && runs <= 9)) throw new Error('BENCH_RUNS must be between 1 and 9');
// Pages by the name the tables give them (`/`, `/food/{slug}/`, ...), or all six.
const only = process.argv.slice(2);
const unknown = only.filter((page) => !STOREFRONT_PAGE_NAMES.includes(page));
if (unknown.length > 0)
  throw new Error(`No such page: ${unknown.join(', ')} (the pages: ${STOREFRONT_PAGE_NAMES.join(' ')})`);
stopAllOnExit();

let bhoj: Running | undefined;
let browser: Browser | undefined;
try {
  const site = await startStorefront(options);
  bhoj = site.bhoj;
  browser = await chromium.launch({
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const assets = join(repoRoot, 'apps', 'web', 'dist', 'assets');
  for (const [page, path] of Object.entries(site.pages)) {
    if (only.length > 0 && !only.includes(page)) continue;
    await tracePageLoad(browser, bhoj.url + path, assets); // the first visit ever does not count
    for (let run = 1; run <= runs; run++) {
      const load = await tracePageLoad(browser, bhoj.url + path, assets);
      console.log(
        `\n${page} run ${run}: ${load.tasks.length} tasks over ${LONG_TASK_MS} ms after the first paint, ` +
          `blocking ${Math.round(load.blockingMs)} ms on Lighthouse's phone (unsimulated)`,
      );
      for (const task of load.tasks) {
        const top = task.running
          .slice(0, 6)
          .map(({ name, share }) => `${Math.round(share * 100)}% ${name}`)
          .join(' | ');
        const steps = task.browser.map(({ step, ms }) => `${step} ${ms.toFixed(1)}`).join(', ');
        console.log(`  @${Math.round(task.atMs)} ms: ${task.ms.toFixed(1)} ms  [${steps}]  ${top}`);
      }
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await browser?.close();
  await bhoj?.stop();
}
