// npm run bench: loads a catalog into a database of its own, starts the built Bhoj and a bare node:http
// control on loopback, and measures each call next to the control. How to run and read it:
// docs/BENCHMARKS.md.
import { benchCalls, callLabel, checkCalls, pickSlugs, signIn } from './src/calls.ts';
import { measure } from './src/load.ts';
import { readOptions } from './src/options.ts';
import { reportTable, type Row } from './src/report.ts';
import { BENCH_CUSTOMER } from './src/seed-sql.ts';
import { machineNote, withBhoj } from './src/session.ts';
import { settle, startControl, stopAllOnExit } from './src/servers.ts';

const options = readOptions();
stopAllOnExit();
// However long seeding takes, a run that hangs ends: nothing is left running.
const watchdog = setTimeout(() => {
  console.error('The benchmark ran for over 90 minutes: stopping');
  process.exit(1);
}, 90 * 60_000);
watchdog.unref();

await withBhoj(options, async (bhoj, database, track) => {
  const control = track(await startControl());

  const sql = await database.open();
  const slugs = await pickSlugs(sql).finally(() => sql.close());
  const token = await signIn(bhoj.url, BENCH_CUSTOMER);
  const calls = benchCalls(slugs).filter(
    (call) => options.only.length === 0 || options.only.some((piece) => callLabel(call).includes(piece)),
  );
  if (calls.length === 0) throw new Error(`BENCH_ONLY=${options.only.join(',')} matches no call`);
  const sizes = await checkCalls(bhoj.url, calls, token);

  console.log(
    `\nMeasuring ${calls.length} calls on ${database.label} with ${options.generator}: ` +
      `${options.connections} connections, ` +
      `${options.warmupSeconds} s warm-up + ${options.seconds} s each, the control before each call`,
  );
  const rows: Row[] = [];
  for (const call of calls) {
    const controlResult = await measure({ url: `${control.url}/`, headers: {} }, options);
    const headers: Record<string, string> =
      call.kind === 'signed-in' ? { authorization: `Token ${token}` } : {};
    const url = `${bhoj.url}/api/${call.path}`;
    const result = await measure({ url, headers, uncached: call.uncached }, options);
    await settle(bhoj);
    rows.push({ call, size: sizes.get(call)!, result, control: controlResult });
    console.log(`  ${callLabel(call)}: ${Math.round(result.requestsPerSecond)} req/s`);
  }

  const { table, met, goals } = reportTable(rows, options.foods);
  const where = `${options.foods.toLocaleString('en-US')} foods on ${options.db === 'postgres' ? 'PostgreSQL' : 'PGlite'}`;
  console.log(`\n${where}, ${machineNote(options.generator)}\n`);
  console.log(table);
  console.log(`\n${met} of ${goals} goals met.`);
});
