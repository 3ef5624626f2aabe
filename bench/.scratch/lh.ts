import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';
const url = process.argv[2]!;
const chrome = await launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--no-first-run'],
});
const result = await lighthouse(url, {
  port: chrome.port,
  output: 'json',
  logLevel: 'error',
  onlyCategories: ['performance'],
});
await chrome.kill();
const { audits, categories } = result!.lhr;
console.log('score', categories.performance?.score);
for (const id of [
  'first-contentful-paint',
  'largest-contentful-paint',
  'total-blocking-time',
  'speed-index',
  'interactive',
])
  console.log(id, audits[id]?.numericValue);
const rb = audits['render-blocking-resources']?.details as { items?: { url: string; wastedMs: number }[] };
console.log('render-blocking', JSON.stringify(rb?.items?.map((i) => [i.url.slice(-40), i.wastedMs])));
const mt = audits['mainthread-work-breakdown']?.details as {
  items?: { groupLabel: string; duration: number }[];
};
console.log('main thread', JSON.stringify(mt?.items?.map((i) => [i.groupLabel, Math.round(i.duration)])));
const lt = audits['long-tasks']?.details as {
  items?: { url: string; duration: number; startTime: number }[];
};
console.log(
  'long tasks',
  JSON.stringify(
    lt?.items?.slice(0, 8).map((i) => [i.url.slice(-40), Math.round(i.startTime), Math.round(i.duration)]),
  ),
);
const m = audits['metrics']?.details as { items?: Record<string, number>[] };
const o = m?.items?.[0] ?? {};
console.log(
  'observed FCP',
  o.observedFirstContentfulPaint,
  'LCP',
  o.observedLargestContentfulPaint,
  'DCL',
  o.observedDomContentLoaded,
  'load',
  o.observedLoad,
);
const lcpEl = audits['largest-contentful-paint-element']?.details as unknown;
console.log('lcp element', JSON.stringify(lcpEl).slice(0, 400));
const net = audits['network-requests']?.details as {
  items?: {
    url: string;
    transferSize: number;
    priority: string;
    networkRequestTime: number;
    networkEndTime: number;
  }[];
};
console.log(
  net?.items
    ?.slice(0, 12)
    .map(
      (i) =>
        `${i.url.replace(/^https?:\/\/[^/]+/, '').slice(0, 50)} ${i.transferSize} ${i.priority} ${Math.round(i.networkRequestTime)}-${Math.round(i.networkEndTime)}`,
    )
    .join('\n'),
);
