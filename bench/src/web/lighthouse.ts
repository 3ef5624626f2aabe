import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** What one Lighthouse run of a page reports (its default mobile configuration). */
export interface PageRun {
  score: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Bytes of JavaScript as they travelled (compressed when sent so). */
  jsBytes: number;
}

const CHROMIUM = process.env.CHROME_PATH ?? '/usr/bin/chromium';

/** Runs after the first that fails, each in a fresh Chromium, before the bench fails. */
const RETRIES = 2;

/**
 * Runs Lighthouse's performance category on `url` in a fresh headless Chromium, closed afterwards. A run
 * that fails (a runtime error in its report, such as a trace without its navigation start, `NO_NAVSTART`,
 * or a thrown protocol or trace error) is tried again, at most RETRIES times, each in a fresh Chromium.
 */
export async function lighthouseRun(url: string): Promise<PageRun> {
  for (let retry = 1; ; retry++) {
    try {
      return await lighthouseOnce(url);
    } catch (error) {
      if (retry > RETRIES) throw error;
      const message = error instanceof Error ? error.message : String(error);
      console.log(`  Retry ${retry} of ${RETRIES} in a fresh Chromium, after: ${message}`);
    }
  }
}

async function lighthouseOnce(url: string): Promise<PageRun> {
  const chrome = await launch({
    chromePath: CHROMIUM,
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
    const { audits, categories, runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`Lighthouse on ${url}: ${runtimeError.message}`);
    const value = (id: string) => audits[id]?.numericValue ?? Number.NaN;
    const requests =
      (audits['network-requests']?.details as { items?: NetworkItem[] } | undefined)?.items ?? [];
    return {
      score: Math.round((categories.performance?.score ?? 0) * 100),
      fcpMs: value('first-contentful-paint'),
      lcpMs: value('largest-contentful-paint'),
      tbtMs: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsBytes: requests
        .filter((item) => item.resourceType === 'Script')
        .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  } finally {
    await chrome.kill();
  }
}

interface NetworkItem {
  resourceType?: string;
  transferSize?: number;
}

/** The median of each measure over several runs of one page, taken measure by measure. */
export function medianRun(runs: PageRun[]): PageRun {
  const median = (pick: (run: PageRun) => number) => {
    const values = runs.map(pick).sort((a, b) => a - b);
    return values[Math.floor(values.length / 2)]!;
  };
  return {
    score: median((run) => run.score),
    fcpMs: median((run) => run.fcpMs),
    lcpMs: median((run) => run.lcpMs),
    tbtMs: median((run) => run.tbtMs),
    cls: median((run) => run.cls),
    jsBytes: median((run) => run.jsBytes),
  };
}
