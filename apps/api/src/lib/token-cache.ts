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
 * How long a kept token is trusted without asking the database again. The database tells of every change
 * to users and tokens (lib/change-feed.ts); this bounds how long one it could not tell of goes unseen (a
 * restore or replication that runs with triggers off).
 */
export const TOKEN_KEEP_MS = 5 * 60 * 1000;

interface Kept<User extends { id: number }> {
  token: ResolvedToken<User>;
  keptAt: number;
}

/**
 * Resolved tokens kept in memory (the most recently used `maxEntries`), keyed by the token's hash. A
 * user's tokens are dropped as soon as the feed tells of a change to that user (a token revoked, a new
 * role, name or email), whoever made it and wherever; everything is dropped when changes may have been
 * missed, and each one after `TOKEN_KEEP_MS`. Expiry is checked on every use. Null when `maxEntries` is
 * 0 (every request asks the database).
 */
export function tokenCache<User extends { id: number }>(
  feed: ChangeFeed,
  maxEntries: number,
): (TokenCache<User> & { close(): void }) | null {
  if (maxEntries <= 0) return null;
  const tokens = new LRUCache<string, Kept<User>>({ max: maxEntries });
  let changes = 0;
  const close = feed.subscribe((heard) => {
    if (heard.kind === 'user') {
      changes++;
      for (const [hash, kept] of tokens.entries()) {
        if (kept.token.user.id === heard.userId) tokens.delete(hash);
      }
    } else if (heard.kind === 'any') {
      changes++;
      tokens.clear();
    }
  });
  return {
    get(hash, now) {
      if (!feed.trusted()) return undefined;
      const kept = tokens.get(hash);
      if (kept && (kept.token.expiresAt <= now || now - kept.keptAt > TOKEN_KEEP_MS)) {
        return void tokens.delete(hash);
      }
      return kept?.token;
    },
    ticket: () => changes,
    keep(hash, token, ticket) {
      if (ticket === changes && feed.trusted()) tokens.set(hash, { token, keptAt: Date.now() });
    },
    close,
  };
}
