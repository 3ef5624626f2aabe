import { type ChangeFeed, localSubscribers } from '../lib/change-feed.ts';
import type { Heard } from '../lib/changes.ts';

/**
 * A change feed that hears only what the test tells it, for code tested apart from the database's own
 * feed (a write to the database reaches it only through `tell`). Trusted until the test says otherwise;
 * always caught up.
 */
export function toldChangeFeed() {
  const local = localSubscribers();
  let trusted = true;
  const feed: ChangeFeed = {
    trusted: () => trusted,
    caughtUp: async () => {},
    subscribe: local.subscribe,
    listen: async () => {},
    close: async () => {},
  };
  return {
    ...feed,
    /** Its subscribers hear `heard`. */
    tell: (heard: Heard) => local.notify(heard),
    trust(now: boolean) {
      trusted = now;
    },
  };
}
