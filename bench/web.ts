// npm run bench:web: builds the app, starts it on a bench catalog, and runs Lighthouse (default mobile
// configuration, Debian's Chromium) on each storefront page. How to run and read it: docs/BENCHMARKS.md.
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { readOptions } from './src/options.ts';
import { repoRoot, type Running, stopAllOnExit } from './src/servers.ts';
import { lighthouseRun, medianRun, type PageRun } from './src/web/lighthouse.ts';
import { meetsGoals, type PageRow, webTable } from './src/web/report.ts';
import { startStorefront } from './src/web/site.ts';

const options = readOptions();
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!(runs >= 1 && runs <= 9)) throw new Error('BENCH_RUNS must be between 1 and 9');
stopAllOnExit();

let bhoj: Running | undefined;
try {
  const site = await startStorefront(options);
  bhoj = site.bhoj;

  const weights = JSON.parse(
    readFileSync(join(repoRoot, 'apps', 'web', 'dist', '.vite', 'first-load.json'), 'utf8'),
  ) as { page: string; gzipBytes: number }[];
  const rows: PageRow[] = [];
  for (const [page, path] of Object.entries(site.pages)) {
    const url = bhoj.url + path;
    // A served site has answered its pages before: the first visit ever does not count.
    await lighthouseRun(url);
    const measured: PageRun[] = [];
    for (let run = 0; run < runs; run++) measured.push(await lighthouseRun(url));
    const firstLoad = weights.find((weight) => weight.page === page);
    if (!firstLoad) throw new Error(`The build's first-load report has no ${page}`);
    rows.push({
      page,
      run: medianRun(measured),
      firstLoadGzipBytes: firstLoad.gzipBytes,
      drawnOnServer: await drawnOnServer(url),
    });
    console.log(`  ${page}: ${measured.map((run) => run.score).join(', ')}`);
  }

  const load = loadavg().map((value) => value.toFixed(2));
  console.log(
    `\nLighthouse medians of ${runs} runs, ${options.foods.toLocaleString('en-US')} foods on ` +
      `${options.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}, ${new Date().toISOString().slice(0, 10)}, ` +
      `${cpus().length} cores, load average ${load.join(' ')} at the end\n`,
  );
  console.log(webTable(rows));
  console.log(`\n${rows.filter(meetsGoals).length} of ${rows.length} pages meet every goal.`);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
} finally {
  await bhoj?.stop();
}

/** Whether the server sent the page drawn (its first screen names the language it was drawn in). */
async function drawnOnServer(url: string): Promise<boolean> {
  return (await (await fetch(url)).text()).includes('"drawnIn":');
}
