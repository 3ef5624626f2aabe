import { markdownTable } from '../report.ts';
import type { Checkout } from './checkouts.ts';
import { CALLS } from './mix.ts';
import type { MoneyOptions } from './options.ts';
import { CONTROL_CALL, controlSeconds, type Measured } from './round.ts';
import { type CallSummary, summarize } from './recorder.ts';
import type { Watched } from './watch.ts';

const ms = (value: number) => value.toFixed(1);
const rate = (value: number) =>
  value.toLocaleString('en-US', { maximumFractionDigits: value < 100 ? 1 : 0, minimumFractionDigits: 0 });

function median(values: number[]) {
  const sorted = values.toSorted((a, b) => a - b);
  const middle = sorted.length >> 1;
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The revision as the tables name it: the short commit, after the name when the name is not one. */
export function revisionLabel({ name, commit }: Checkout) {
  const short = commit.slice(0, 7);
  return commit.startsWith(name) ? short : `${name} (${short})`;
}

/** A call over the rounds: the median of each figure, the largest max, the errors of all rounds. */
function overRounds(summaries: CallSummary[]): CallSummary {
  const of = (pick: (summary: CallSummary) => number) => median(summaries.map(pick));
  return {
    count: of((s) => s.count),
    perSecond: of((s) => s.perSecond),
    p50: of((s) => s.p50),
    p90: of((s) => s.p90),
    p99: of((s) => s.p99),
    max: Math.max(...summaries.map((s) => s.max)),
    errors: summaries.reduce((sum, s) => sum + s.errors, 0),
  };
}

const change = (after: number, before: number) =>
  before > 0 ? `${after >= before ? '+' : ''}${(((after - before) / before) * 100).toFixed(0)} %` : '–';

/** Every call and flow, per revision, over the rounds; the p99's change from the first revision. */
export function callTable(results: Measured[], checkouts: Checkout[], options: MoneyOptions): string {
  const { seconds } = options;
  const empty = { latencies: [], errors: 0, outcomes: new Map() };
  const lines: string[][] = [];
  for (const call of [...Object.values(CALLS), '(client)']) {
    const perRevision = checkouts.map((checkout) =>
      overRounds(
        results
          .filter((result) => result.checkout === checkout)
          .map((result) => summarize(result.calls.get(call) ?? empty, seconds)),
      ),
    );
    if (call === '(client)' && perRevision.every((summary) => summary.errors === 0)) continue;
    perRevision.forEach((summary, i) =>
      lines.push([
        i === 0 ? call : '',
        revisionLabel(checkouts[i]!),
        rate(summary.count),
        rate(summary.perSecond),
        ms(summary.p50),
        ms(summary.p90),
        ms(summary.p99),
        ms(summary.max),
        String(summary.errors),
        i === 0 ? '' : change(summary.p99, perRevision[0]!.p99),
      ]),
    );
  }
  const control = overRounds(results.map((result) => summarize(result.control, controlSeconds(options))));
  lines.push([
    CONTROL_CALL,
    'all',
    rate(control.count),
    rate(control.perSecond),
    ms(control.p50),
    ms(control.p90),
    ms(control.p99),
    ms(control.max),
    String(control.errors),
    '',
  ]);
  const header = ['call', 'revision', 'count', 'req/s', 'p50 ms', 'p90 ms', 'p99 ms', 'max ms', 'errors'];
  const numeric = [false, false, true, true, true, true, true, true, true, true];
  return markdownTable([...header, 'p99 vs first'], lines, numeric);
}

/** The calls answered in one measurement (whole flows are not calls of their own). */
const answered = (result: Measured) =>
  [...result.calls]
    .filter(([label]) => !label.endsWith(', whole'))
    .reduce((sum, [, stats]) => sum + stats.latencies.length, 0);

export const callsPerSecond = (result: Measured, seconds: number) => answered(result) / seconds;

/** CPU milliseconds per call answered, or a dash where the CPU time could not be read. */
const cpuPerCall = (result: Measured, cpuMs: number | undefined) =>
  cpuMs === undefined || answered(result) === 0 ? '–' : (cpuMs / answered(result)).toFixed(2);

/**
 * Each revision in each round: the control, the calls answered, the two checkouts, the CPU time the API
 * and the database spent per call, errors, load.
 */
export function roundsTable(results: Measured[], options: MoneyOptions): string {
  const { seconds } = options;
  const header = [
    'round',
    'revision',
    'control req/s',
    'calls/s',
    'cash checkouts/s',
    'cash p99 ms',
    'online payments/s',
    'online p99 ms',
    'API CPU ms/call',
    'DB CPU ms/call',
    'errors',
    'load avg',
  ];
  const lines = results.map((result) => {
    const flow = (label: string) =>
      summarize(result.calls.get(label) ?? { latencies: [], errors: 0, outcomes: new Map() }, seconds);
    const errors = [...result.calls.values()].reduce((sum, stats) => sum + stats.errors, 0);
    const cash = flow(CALLS.cashFlow);
    const online = flow(CALLS.onlineFlow);
    return [
      String(result.round),
      revisionLabel(result.checkout),
      rate(summarize(result.control, controlSeconds(options)).perSecond),
      rate(callsPerSecond(result, seconds)),
      rate(cash.perSecond),
      ms(cash.p99),
      rate(online.perSecond),
      ms(online.p99),
      cpuPerCall(result, result.watched.apiCpuMs),
      cpuPerCall(result, result.watched.databaseCpuMs),
      String(errors),
      result.load.toFixed(2),
    ];
  });
  return markdownTable(header, lines, [false, false, ...header.slice(2).map(() => true)]);
}

/**
 * An average count the watch took (`pick`), per revision over its rounds, largest first; `title` heads the
 * first column. Counts under 0.005 on every revision are left out.
 */
function averagesTable(
  results: Measured[],
  checkouts: Checkout[],
  title: string,
  pick: (watched: Watched) => Map<string, number>,
): string {
  const averages = checkouts.map((checkout) => {
    const mine = results.filter((result) => result.checkout === checkout);
    const sums = new Map<string, number>();
    for (const result of mine)
      for (const [key, value] of pick(result.watched))
        sums.set(key, (sums.get(key) ?? 0) + value / mine.length);
    return sums;
  });
  const total = (key: string) => averages.reduce((sum, sums) => sum + (sums.get(key) ?? 0), 0);
  const keys = [...new Set(averages.flatMap((sums) => [...sums.keys()]))]
    .filter((key) => averages.some((sums) => (sums.get(key) ?? 0) >= 0.005))
    .sort((a, b) => total(b) - total(a));
  const lines = keys.map((key) => [key, ...averages.map((sums) => (sums.get(key) ?? 0).toFixed(2))]);
  return markdownTable([title, ...checkouts.map(revisionLabel)], lines, [
    false,
    ...checkouts.map(() => true),
  ]);
}

/** What the database's connections did, per revision: the average count in each state. */
export const waitsTable = (results: Measured[], checkouts: Checkout[]) =>
  averagesTable(results, checkouts, 'connection state (average count)', (watched) => watched.waits);

/** The statements that waited on a lock, per revision: the average count waiting. */
export const lockedTable = (results: Measured[], checkouts: Checkout[]) =>
  averagesTable(
    results,
    checkouts,
    'statement waiting on a lock (average count)',
    (watched) => watched.lockedStatements,
  );

/** How the races ended, per revision, over all rounds: who won the order's lock, where Pay sent the browser. */
export function racesTable(results: Measured[], checkouts: Checkout[]): string {
  const lines: string[][] = [];
  for (const call of [CALLS.cancelVsPay, CALLS.payVsCancel, CALLS.payVsPay]) {
    const counts = checkouts.map((checkout) => {
      const sums = new Map<string, number>();
      for (const result of results.filter((r) => r.checkout === checkout))
        for (const [outcome, count] of result.calls.get(call)?.outcomes ?? [])
          sums.set(outcome, (sums.get(outcome) ?? 0) + count);
      return sums;
    });
    const outcomes = [...new Set(counts.flatMap((sums) => [...sums.keys()]))].sort();
    outcomes.forEach((outcome, i) =>
      lines.push([
        i === 0 ? call : '',
        `\`${outcome}\``,
        ...counts.map((sums) => String(sums.get(outcome) ?? 0)),
      ]),
    );
  }
  return markdownTable(['call', 'answer', ...checkouts.map(revisionLabel)], lines, [
    false,
    false,
    ...checkouts.map(() => true),
  ]);
}
