import type { PageRun } from './lighthouse.ts';

/** One storefront page: its Lighthouse medians and its first-load JavaScript from the build. */
export interface PageRow {
  page: string;
  run: PageRun;
  /** The entry, the page's chunk and their static imports: what the page needs to answer a tap. */
  firstLoadGzipBytes: number;
  /** The server sent the page drawn, so it paints from the HTML before any script has run. */
  drawnOnServer: boolean;
}

/** JavaScript the page waits for before its first paint: none when drawn on the server, else its first load. */
export const beforePaintBytes = (row: PageRow) => (row.drawnOnServer ? 0 : row.firstLoadGzipBytes);

/** The goals of issue 12, as docs/BENCHMARKS.md states them. */
const GOALS = { score: 95, lcpMs: 2_000, tbtMs: 100, cls: 0.05, firstLoadBytes: 100 * 1024 };

const whole = (value: number) => Math.round(value).toLocaleString('en-US');
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

export function meetsGoals(row: PageRow) {
  const { run } = row;
  return (
    run.score >= GOALS.score &&
    run.lcpMs <= GOALS.lcpMs &&
    run.tbtMs <= GOALS.tbtMs &&
    run.cls <= GOALS.cls &&
    beforePaintBytes(row) <= GOALS.firstLoadBytes
  );
}

/** The results as the Markdown table docs/BENCHMARKS.md keeps. */
export function webTable(rows: PageRow[]): string {
  const lines = [
    '| page | perf | FCP ms | LCP ms | TBT ms | CLS | JS transferred | JS before first paint | first-load JS (gzip) | goals |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|:-:|',
    ...rows.map(
      (row) =>
        `| \`${row.page}\` | ${row.run.score} | ${whole(row.run.fcpMs)} | ${whole(row.run.lcpMs)} | ` +
        `${whole(row.run.tbtMs)} | ${row.run.cls.toFixed(3)} | ${kb(row.run.jsBytes)} | ` +
        `${kb(beforePaintBytes(row))} | ${kb(row.firstLoadGzipBytes)} | ${meetsGoals(row) ? 'met' : 'missed'} |`,
    ),
  ];
  return lines.join('\n');
}
