import { cpus, loadavg } from 'node:os';
import type { BenchDatabase } from './database.ts';
import type { Options } from './options.ts';
import { benchDatabase } from './prepare.ts';
import { buildApi, type Running, startBhoj } from './servers.ts';

/**
 * Builds the API, readies the bench database and starts Bhoj on it, then runs `body`. However it ends,
 * every process started is stopped (`track` adds one body starts); an error is printed and fails the run.
 */
export async function withBhoj(
  options: Options,
  body: (bhoj: Running, database: BenchDatabase, track: (running: Running) => Running) => Promise<void>,
) {
  const started: Running[] = [];
  const track = (running: Running) => (started.push(running), running);
  try {
    buildApi();
    const database = await benchDatabase(options);
    const bhoj = track(await startBhoj(database.serverEnv));
    await body(bhoj, database, track);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  } finally {
    for (const running of started.reverse()) await running.stop();
  }
}

/** The day, and the machine as the run ends: its cores and load average. */
export function machineNote(generator: string) {
  const load = loadavg().map((value) => value.toFixed(2));
  return `${new Date().toISOString().slice(0, 10)}, ${generator}, ${cpus().length} cores, load average ${load.join(' ')} at the end`;
}
