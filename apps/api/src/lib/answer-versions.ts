import type { ChangeFeed } from './change-feed.ts';

/**
 * Two counters that say whether a cached answer may still be served: it is served only while the
 * counters it was stored under have not moved. Both only grow.
 */
export interface AnswerVersions {
  /** Moves whenever something a public answer shows may have changed. */
  catalog(): number;
  /** Moves on every change any kept answer shows: per-user answers follow it and `catalog`. */
  data(): number;
  /** False while changes made elsewhere could go unheard: nothing may be cached then. */
  trusted(): boolean;
  /** Resolves once every change committed so far has moved the counters (see ChangeFeed.caughtUp). */
  caughtUp(): Promise<void>;
}

/** The counters of one app, moved by what `feed` hears; the answer is its unsubscribe function too. */
export function answerVersions(feed: ChangeFeed): AnswerVersions & { close(): void } {
  let catalog = 0;
  let data = 0;
  const close = feed.subscribe((heard) => {
    // What a user's tokens resolve to is the token cache's (lib/token-cache.ts); no answer shows it.
    if (heard.kind === 'user') return;
    data++;
    if (heard.kind === 'catalog' || heard.kind === 'any') catalog++;
  });
  return {
    catalog: () => catalog,
    data: () => data,
    trusted: () => feed.trusted(),
    caughtUp: () => feed.caughtUp(),
    close,
  };
}
