// Starts the web app on a page the server drew, once the browser has painted it: the app's files are
// requested only then, so they do not take the connection from what the paint needs (the CSS, the main
// picture). The server writes this script in place of the app's own module script and preloads
// (apps/api/src/plugins/first-screen/first-screen-html.ts); docs/ARCHITECTURE.md, "Web delivery".
// data-entry: the module that starts the app; data-preload: the files it will need, fetched together.
(() => {
  const script = document.currentScript;
  const entry = script.dataset.entry;
  const files = (script.dataset.preload ?? '').split(' ').filter(Boolean);
  let started = false;
  // Each request costs the main thread up to a few milliseconds, and a page names 20-30 files: asked
  // for all at once, they made one task long enough to hold up a tap. So the entry is asked for first
  // and the rest two at a time, a task each.
  const preloadSome = (from) => {
    for (const file of files.slice(from, from + 2)) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    if (from + 2 < files.length) setTimeout(preloadSome, 0, from + 2);
  };
  const start = () => {
    if (started) return;
    started = true;
    void import(entry);
    setTimeout(preloadSome, 0, 0);
  };
  // A tap on a button before the app has taken the page over (`data-drawn` leaves #root) would do
  // nothing, or submit a form the browser's way: it is held, the app started at once if it was not,
  // and the tap is given again to the same button once the app is live. Links work as links.
  const root = document.getElementById('root');
  const held = [];
  const hold = (event) => {
    const button = event.target.closest?.(
      'button, [role="button"], input[type="checkbox"], input[type="radio"]',
    );
    if (!button) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    held.push(button);
    start();
  };
  // One tap a task, as a hand taps: each sees what the one before it changed.
  const replay = () => {
    const button = held.shift();
    if (!button) return;
    if (button.isConnected) button.click();
    setTimeout(replay, 0);
  };
  const live = () => {
    if (root?.hasAttribute('data-drawn')) return;
    takeover.disconnect();
    removeEventListener('click', hold, true);
    replay();
  };
  const takeover = new MutationObserver(live);
  if (root) {
    addEventListener('click', hold, true);
    takeover.observe(root, { attributes: true, attributeFilter: ['data-drawn'] });
  }

  // A hidden page paints nothing: it starts at once. Otherwise at the first contentful paint, or, in a
  // browser that does not report paints, after the first frame; after 3 s whatever happened. (Not at
  // the load event: on a fast connection it can come before the first paint.)
  if (document.visibilityState === 'hidden') return start();
  setTimeout(start, 3000);
  if (PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    const painted = new PerformanceObserver((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      painted.disconnect();
      start();
    });
    painted.observe({ type: 'paint', buffered: true });
  } else {
    requestAnimationFrame(() => setTimeout(start, 0));
  }
})();
