import { LRUCache } from 'lru-cache';
import type { ChangeFeed } from './change-feed.ts';

/** A token as the database resolved it (`user`: whom it signs in). Times are epoch milliseconds. */
export interface ResolvedToken<User extends { id: number }> {
  user: User;
  expiresAt: number;
  lastUsedAt: number;
}

export interface TokenCache<User extends { id: number }> {
  /** The token with this hash, unless it was not kept, has expired, or the feed is not trusted. */
  get(hash: string, now: number): ResolvedToken<User> | undefined;
  /** Taken before looking a token up in the database, and handed to `keep`. */
  ticket(): number;
  /** Keeps what the database answered, unless some user changed since `ticket` (the answer may be old). */
  keep(hash: string, token: ResolvedToken<User>, ticket: number): void;
}

/**
 * Resolved tokens kept in memory (the most recently used `maxEntries`), keyed by the token's hash. A
 * user's tokens are dropped as soon as the feed tells of a change to that user (a token revoked, a new
 * role, name or email), on whichever instance it was made; everything is dropped when changes may have
 * been missed. Expiry is checked on every use. Null when `maxEntries` is 0 (every request asks the
 * database).
 */
export function tokenCache<User extends { id: number }>(
  feed: ChangeFeed,
  maxEntries: number,
): (TokenCache<User> & { close(): void }) | null {
  if (maxEntries <= 0) return null;
  const tokens = new LRUCache<string, ResolvedToken<User>>({ max: maxEntries });
  let changes = 0;
  const close = feed.subscribe((heard) => {
    if (heard.kind === 'user') {
      changes++;
      for (const [hash, token] of tokens.entries()) {
        if (token.user.id === heard.userId) tokens.delete(hash);
      }
    } else if (heard.kind === 'any') {
      changes++;
      tokens.clear();
    }
  });
  return {
    get(hash, now) {
      if (!feed.trusted()) return undefined;
      const token = tokens.get(hash);
      if (token && token.expiresAt <= now) return void tokens.delete(hash);
      return token;
    },
    ticket: () => changes,
    keep(hash, token, ticket) {
      if (ticket === changes && feed.trusted()) tokens.set(hash, token);
    },
    close,
  };
}
