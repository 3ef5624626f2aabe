// npm run bench:money: checkout and payment under 32 customers at once, for one or more commits measured
// in interleaved rounds, each on a fresh copy of the same seeded PostgreSQL database, next to a bare
// node:http control driven by the same client. How to run and read it: docs/BENCHMARKS.md.
import { cpus, loadavg } from 'node:os';
import { type Checkout, checkOut } from './src/money/checkouts.ts';
import { dropDatabase, type MoneyDatabase, templateOf } from './src/money/databases.ts';
import { readMoneyOptions } from './src/money/options.ts';
import {
  callsPerSecond,
  callTable,
  lockedTable,
  racesTable,
  revisionLabel,
  roundsTable,
  waitsTable,
} from './src/money/report.ts';
import { controlSeconds, type Measured, measureRevision } from './src/money/round.ts';
import { type Running, startControl, stopAllOnExit } from './src/servers.ts';

const options = readMoneyOptions();
stopAllOnExit();
const watchdog = setTimeout(() => {
  console.error('The money benchmark ran for over 60 minutes: stopping');
  process.exit(1);
}, 60 * 60_000);
watchdog.unref();

const rounds = `${options.rounds} round${options.rounds === 1 ? '' : 's'}`;
const templates: MoneyDatabase[] = [];
let control: Running | undefined;
try {
  const checkouts: Checkout[] = options.revisions.map((revision) => {
    console.log(`Checking out and building ${revision}`);
    return checkOut(revision);
  });
  for (const checkout of checkouts) {
    console.log(`Migrating and loading the template database of ${revisionLabel(checkout)}`);
    templates.push(await templateOf(options.serverUrl, checkout));
  }
  control = await startControl();

  console.log(
    `\nMeasuring ${checkouts.map(revisionLabel).join(', ')} in ${rounds} interleaved: ` +
      `${options.users} customers at once, ${options.warmupSeconds} s warm-up + ${options.seconds} s each, ` +
      `the control (${controlSeconds(options)} s) before each`,
  );
  const results: Measured[] = [];
  for (let round = 1; round <= options.rounds; round++) {
    for (const [i, checkout] of checkouts.entries()) {
      const result = await measureRevision(checkout, templates[i]!, round, control, options);
      results.push(result);
      console.log(
        `  round ${round}, ${revisionLabel(checkout)}: ` +
          `${Math.round(callsPerSecond(result, options.seconds))} calls/s, ` +
          `load average ${result.load.toFixed(2)}`,
      );
      for (const sample of result.errorSamples) console.log(`    error: ${sample}`);
    }
  }

  const load = loadavg().map((value) => value.toFixed(2));
  console.log(
    `\n${new Date().toISOString().slice(0, 10)}, PostgreSQL, ${options.users} customers, ${rounds} of ` +
      `${options.seconds} s, ${cpus().length} cores, load average ${load.join(' ')} at the end\n`,
  );
  console.log(callTable(results, checkouts, options));
  console.log(`\n${roundsTable(results, options)}`);
  console.log(`\n${waitsTable(results, checkouts)}`);
  console.log(`\n${lockedTable(results, checkouts)}`);
  console.log(`\n${racesTable(results, checkouts)}`);
} catch (error) {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exitCode = 1;
} finally {
  await control?.stop();
  for (const template of templates) await dropDatabase(options.serverUrl, template);
}
