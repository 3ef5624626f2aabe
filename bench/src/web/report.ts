import type { PageRun } from './lighthouse.ts';

/** One storefront page: its Lighthouse medians and its first-load JavaScript from the build. */
export interface PageRow {
  page: string;
  run: PageRun;
  firstLoadGzipBytes: number;
}

/** The goals of issue 12, as docs/BENCHMARKS.md states them. */
const GOALS = { score: 95, lcpMs: 2_000, tbtMs: 100, cls: 0.05, firstLoadBytes: 100 * 1024 };

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function meetsGoals({ run, firstLoadGzipBytes }: PageRow) {
  return (
    run.score >= GOALS.score &&
    run.lcpMs <= GOALS.lcpMs &&
    run.tbtMs <= GOALS.tbtMs &&
    run.cls <= GOALS.cls &&
    firstLoadGzipBytes <= GOALS.firstLoadBytes
  );
}

/** The results as the Markdown table docs/BENCHMARKS.md keeps. */
export function webTable(rows: PageRow[]): string {
  const lines = [
    '| page | perf | FCP ms | LCP ms | TBT ms | CLS | JS transferred | first-load JS (gzip) | goals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|:-:|',
    ...rows.map(
      (row) =>
        `| \`${row.page}\` | ${row.run.score} | ${whole(row.run.fcpMs)} | ${whole(row.run.lcpMs)} | ` +
        `${whole(row.run.tbtMs)} | ${row.run.cls.toFixed(3)} | ${kb(row.run.jsBytes)} | ` +
        `${kb(row.firstLoadGzipBytes)} | ${meetsGoals(row) ? 'met' : 'missed'} |`,
    ),
  ];
  return lines.join('\n');
}
