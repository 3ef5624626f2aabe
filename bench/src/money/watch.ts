import { readFileSync } from 'node:fs';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Sql } from '../database.ts';
import type { Window } from './recorder.ts';

/** What the API and the database did during the window, beside the answers the clients saw. */
export interface Watched {
  /** For each state of the database's connections, how many were in it on average. */
  waits: Map<string, number>;
  /** For each statement that waited on a lock (its text shortened), how many waited on average. */
  lockedStatements: Map<string, number>;
  /** CPU milliseconds the API process, and the database's connections, used in the window (Linux). */
  apiCpuMs: number | undefined;
  databaseCpuMs: number | undefined;
}

const SAMPLE_EVERY_MS = 100;
/** Linux counts a process's CPU time in clock ticks of 1/100 s (`getconf CLK_TCK`). */
const MS_PER_TICK = 10;

/** The CPU time (user and system) process `pid` used so far, from /proc; undefined where there is none. */
function cpuMsOf(pid: number): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The fields after the command's closing parenthesis: state is the first, utime the 12th, stime the 13th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * MS_PER_TICK;
  } catch {
    return undefined;
  }
}

/** A statement's text on one line, its start and its end (where `for update` is) when it is long. */
function shortened(query: string) {
  const line = query.replace(/\s+/g, ' ').replaceAll('"', '').trim();
  return line.length <= 110 ? line : `${line.slice(0, 80)} … ${line.slice(-25)}`;
}

/** The CPU time each process used so far, by pid. */
const cpuOf = (pids: number[]) => new Map(pids.map((pid) => [pid, cpuMsOf(pid)]));

/** The CPU time the processes used between two readings; one started in between counts from zero. */
function cpuBetween(before: Map<number, number | undefined>, after: Map<number, number | undefined>) {
  let total = 0;
  for (const [pid, now] of after) {
    if (now === undefined) return undefined;
    total += now - (before.get(pid) ?? 0);
  }
  return total;
}

/**
 * Watches the window on a connection of its own: every 100 ms, pg_stat_activity for the bench database,
 * each connection not idle counted under what it waits on (`Lock: transactionid` is a row lock another
 * transaction holds, `idle in transaction (Client: ClientRead)` a transaction left open while the API
 * works between its statements) or `running` when it waits on nothing; and the CPU time of the API's
 * process and of the database's connections from the window's start to its end.
 */
export async function watchWindow(sql: Sql, window: Window, apiPid: number | undefined): Promise<Watched> {
  const backends = async () =>
    (
      await sql.query<{ pid: number }>(
        `select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()`,
      )
    ).map((row) => row.pid);
  const totals = new Map<string, number>();
  const locked = new Map<string, number>();
  let samples = 0;
  await sleep(Math.max(0, window.from - performance.now()));
  const apiBefore = apiPid === undefined ? undefined : cpuMsOf(apiPid);
  const databaseBefore = cpuOf(await backends());
  while (performance.now() < window.until) {
    const rows = await sql.query<{ wait: string | null; state: string; query: string }>(
      `select wait_event_type || ': ' || wait_event as wait, state, query from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and state <> 'idle'`,
    );
    samples++;
    for (const row of rows) {
      const key = row.state === 'active' ? (row.wait ?? 'running') : `${row.state} (${row.wait ?? '–'})`;
      totals.set(key, (totals.get(key) ?? 0) + 1);
      if (row.wait?.startsWith('Lock:')) {
        const statement = shortened(row.query);
        locked.set(statement, (locked.get(statement) ?? 0) + 1);
      }
    }
    await sleep(SAMPLE_EVERY_MS);
  }
  const apiAfter = apiPid === undefined ? undefined : cpuMsOf(apiPid);
  const averages = (counts: Map<string, number>) =>
    new Map([...counts].map(([key, count]) => [key, count / Math.max(1, samples)]));
  return {
    waits: averages(totals),
    lockedStatements: averages(locked),
    apiCpuMs: apiBefore === undefined || apiAfter === undefined ? undefined : apiAfter - apiBefore,
    databaseCpuMs: cpuBetween(databaseBefore, cpuOf(await backends())),
  };
}
