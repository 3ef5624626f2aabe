// Runs before each web test file. The web project shares one worker and one jsdom window across files
// (`isolate: false` in vitest.config.ts: a fresh worker and window per file cost four times the run), so
// each file starts as if alone: our own modules are imported afresh (their module-level state — toasts,
// the cart panel, the chosen language — starts clean), the browser storage is empty and the page is
// blank and in English.
import { vi } from 'vitest';

vi.resetModules();
if (typeof window !== 'undefined') {
  window.localStorage.clear();
  window.sessionStorage.clear();
  document.body.replaceChildren();
  document.documentElement.lang = 'en';
}
