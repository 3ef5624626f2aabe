import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';

/**
 * What Lighthouse counts as blocking, without its simulation: a task of `ms` on this machine runs four
 * times as long on its phone (its CPU slowdown), and blocks for what is over 50 ms.
 */
export const blockingMs = (ms: number) => Math.max(0, 4 * ms - 50);

/** The shortest task that blocks on Lighthouse's phone: 50 ms there, a quarter of it here. */
export const LONG_TASK_MS = 12.5;

export interface LongTask {
  /** Milliseconds after the first contentful paint. */
  atMs: number;
  ms: number;
  /** The functions the V8 sampler found running in it, with their share of its samples, most first. */
  running: { name: string; share: number }[];
  /** The browser's own steps in it (parsing, styling, layout, paint) and their milliseconds, most first. */
  browser: { step: string; ms: number }[];
}

/** The trace's names for the browser's own work on a page. */
const BROWSER_STEPS = new Map([
  ['ParseHTML', 'parse HTML'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['PrePaint', 'pre-paint'],
  ['Paint', 'paint'],
  ['Layerize', 'layerize'],
  ['Decode Image', 'image decode'],
  ['MinorGC', 'minor GC'],
  ['MajorGC', 'major GC'],
]);

function browserWork(events: TraceEvent[], task: TraceEvent) {
  const totals = new Map<string, number>();
  for (const event of events) {
    const step = BROWSER_STEPS.get(event.name);
    if (!step || event.ts < task.ts || event.ts + event.dur! > task.ts + task.dur!) continue;
    totals.set(step, (totals.get(step) ?? 0) + event.dur! / 1000);
  }
  return [...totals].sort((a, b) => b[1] - a[1]).map(([step, ms]) => ({ step, ms }));
}

export interface PageLoad {
  /** Every task over LONG_TASK_MS after the first contentful paint. */
  tasks: LongTask[];
  /** Sum of blockingMs over every task after the first contentful paint. */
  blockingMs: number;
}

interface TraceEvent {
  name: string;
  ph?: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  id?: string;
  args?: Record<string, unknown> & {
    name?: string;
    data?: {
      startTime?: number;
      timeDeltas?: number[];
      cpuProfile?: { nodes?: ProfileNode[]; samples?: number[] };
    };
  };
}

interface ProfileNode {
  id: number;
  parent?: number;
  callFrame: { functionName: string; url?: string; lineNumber: number; columnNumber: number };
}

/** Maps a built script's line and column to the function and source file it came from. */
function sourceNames(assetsDir: string) {
  const maps = new Map<string, SourceMapConsumer | undefined>();
  return (frame: ProfileNode['callFrame']): string => {
    const file = frame.url?.split('/').pop() ?? '';
    if (!maps.has(file)) {
      const path = join(assetsDir, `${file}.map`);
      maps.set(
        file,
        existsSync(path) ? new SourceMapConsumer(JSON.parse(readFileSync(path, 'utf8'))) : undefined,
      );
    }
    const position = maps
      .get(file)
      ?.originalPositionFor({ line: frame.lineNumber + 1, column: frame.columnNumber });
    if (!position?.source) return `${frame.functionName || '(top level)'} ${file || '(browser)'}`.trim();
    const source = position.source.replace(/^.*node_modules\//, '').replace(/^.*\/src\//, 'src/');
    return `${position.name ?? '(anonymous)'} ${source}:${position.line}`;
  };
}

/**
 * Loads `url` in a fresh context of `browser` as Lighthouse's phone sees it (412×823, 1.75 device
 * pixels, touch), traces the main thread with the V8 sampler for `settleMs` after the load, and answers
 * the long tasks after the first contentful paint with the functions that ran in them.
 */
export async function tracePageLoad(
  browser: Browser,
  url: string,
  assetsDir: string,
  settleMs = 3000,
): Promise<PageLoad> {
  const context = await browser.newContext({
    viewport: { width: 412, height: 823 },
    deviceScaleFactor: 1.75,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page = await context.newPage();
    await browser.startTracing(page, {
      categories: [
        'devtools.timeline',
        'disabled-by-default-devtools.timeline',
        'disabled-by-default-v8.cpu_profiler',
      ],
    });
    await page.goto(url, { waitUntil: 'load' });
    await new Promise((resolve) => setTimeout(resolve, settleMs));
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString()) as {
      traceEvents: TraceEvent[];
    };
    return longTasks(traceEvents, sourceNames(assetsDir));
  } finally {
    await context.close();
  }
}

function longTasks(events: TraceEvent[], nameOf: (frame: ProfileNode['callFrame']) => string): PageLoad {
  const paint = events.find((event) => event.name === 'firstContentfulPaint');
  if (!paint) throw new Error('The trace has no first contentful paint');
  const mainThread = events.find(
    (event) =>
      event.pid === paint.pid && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
  );
  if (!mainThread) throw new Error('The trace has no renderer main thread');
  const onMain = (event: TraceEvent) => event.pid === mainThread.pid && event.tid === mainThread.tid;

  // The sampler's profile arrives in chunks: nodes (a call tree) and samples with time deltas.
  const profile = events.find((event) => event.name === 'Profile' && onMain(event));
  const nodes = new Map<number, ProfileNode>();
  const samples: { ts: number; node: number }[] = [];
  let time = profile?.args?.data?.startTime ?? 0;
  const chunks = events.filter(
    (event) => event.name === 'ProfileChunk' && event.id === profile?.id && event.pid === mainThread.pid,
  );
  for (const chunk of chunks) {
    const data = chunk.args?.data;
    for (const node of data?.cpuProfile?.nodes ?? []) nodes.set(node.id, node);
    (data?.cpuProfile?.samples ?? []).forEach((node, index) => {
      time += data?.timeDeltas?.[index] ?? 0;
      samples.push({ ts: time, node });
    });
  }

  const onMainX = events.filter((event) => event.ph === 'X' && event.dur !== undefined && onMain(event));
  const after = onMainX.filter((event) => event.name === 'RunTask' && event.ts >= paint.ts);
  const tasks = after
    .filter((task) => (task.dur ?? 0) / 1000 > LONG_TASK_MS)
    .map((task) => {
      const inside = samples.filter((sample) => sample.ts >= task.ts && sample.ts <= task.ts + task.dur!);
      const counts = new Map<string, number>();
      for (const sample of inside) {
        // Every function on the sample's stack, once each: the time spent in it or in what it called.
        const seen = new Set<string>();
        for (
          let node = nodes.get(sample.node);
          node;
          node = node.parent ? nodes.get(node.parent) : undefined
        ) {
          const name = nameOf(node.callFrame);
          if (/^\((root|program|idle)\)/.test(name) || seen.has(name)) continue;
          seen.add(name);
          counts.set(name, (counts.get(name) ?? 0) + 1);
        }
      }
      return {
        atMs: (task.ts - paint.ts) / 1000,
        ms: task.dur! / 1000,
        running: [...counts]
          .sort((a, b) => b[1] - a[1])
          .map(([name, count]) => ({ name, share: count / Math.max(1, inside.length) })),
        browser: browserWork(onMainX, task),
      };
    });
  return { tasks, blockingMs: after.reduce((sum, task) => sum + blockingMs(task.dur! / 1000), 0) };
}
