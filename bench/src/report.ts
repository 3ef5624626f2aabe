import type { AnswerSize, Call } from './calls.ts';
import type { LoadResult } from './load.ts';

/** One call measured next to the control run just before it. */
export interface Row {
  call: Call;
  size: AnswerSize;
  result: LoadResult;
  control: LoadResult;
}

interface Goal {
  text: string;
  met(row: Row, share: number): boolean;
}

/**
 * The goals of docs/BENCHMARKS.md: public catalog reads (search included) at half the control with p99
 * within 20 ms, at 5,000 and 50,000 foods; signed-in reads at a quarter of the control; search at a
 * million foods with p95 within 20 ms, measured without the answer cache. A call with a failed answer,
 * or none at all, misses its goal.
 */
function goalOf(call: Call, foods: number): Goal | undefined {
  // At a million foods the search itself is measured; the answer cache's hits would hide it.
  if (foods === 1_000_000)
    return call.kind === 'search' && call.uncached
      ? { text: 'p95 ≤ 20 ms', met: (row) => row.result.p95 <= 20 }
      : undefined;
  // Searches nobody asked before have no goal at these sizes: the rows show what a cache miss costs.
  if (call.uncached) return undefined;
  if (call.kind === 'public' || call.kind === 'search')
    return { text: '≥ 50 %, p99 ≤ 20 ms', met: (row, share) => share >= 50 && row.result.p99 <= 20 };
  if (call.kind === 'signed-in') return { text: '≥ 25 %', met: (_row, share) => share >= 25 };
  return undefined;
}

const ms = (value: number) => value.toFixed(1);
const whole = (value: number) => Math.round(value).toLocaleString('en-US');

/** The results as a Markdown table (docs/BENCHMARKS.md keeps the latest), and how many goals were met. */
export function reportTable(rows: Row[], foods: number): { table: string; met: number; goals: number } {
  const header = [
    'call',
    'KB',
    'KB sent',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'failed',
    'control req/s',
    '% of control',
    'goal',
  ];
  let met = 0;
  let goals = 0;
  const lines = rows.map((row) => {
    const share = (100 * row.result.requestsPerSecond) / row.control.requestsPerSecond;
    const goal = goalOf(row.call, foods);
    const ok =
      goal !== undefined && row.result.answers > 0 && row.result.failures === 0 && goal.met(row, share);
    if (goal) goals++;
    if (ok) met++;
    return [
      `\`${decodeURI(row.call.path)}\`${row.call.uncached ? ' (uncached)' : ''}`,
      (row.size.bytes / 1024).toFixed(1),
      (row.size.sent / 1024).toFixed(1),
      whole(row.result.requestsPerSecond),
      ms(row.result.p50),
      ms(row.result.p95),
      ms(row.result.p99),
      String(row.result.failures),
      whole(row.control.requestsPerSecond),
      `${share.toFixed(1)} %`,
      goal ? `${goal.text}: ${ok ? 'met' : 'missed'}` : '–',
    ];
  });
  return { table: markdownTable(header, lines), met, goals };
}

/** A Markdown table, its `numeric` columns (by default all but the first and the last) set flush right. */
export function markdownTable(
  header: string[],
  lines: string[][],
  numeric = header.map((_, i) => i > 0 && i < header.length - 1),
): string {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i]!.length)));
  const cells = (line: string[]) =>
    `| ${line.map((cell, i) => (numeric[i] ? cell.padStart(widths[i]!) : cell.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((width, i) => (numeric[i] ? `${'-'.repeat(width + 1)}:` : '-'.repeat(width + 2))).join('|')}|`;
  return [cells(header), rule, ...lines.map(cells)].join('\n');
}
