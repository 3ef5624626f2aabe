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
  const start = () => {
    if (started) return;
    started = true;
    for (const file of files) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.crossOrigin = '';
      link.href = file;
      document.head.append(link);
    }
    void import(entry);
  };
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
