import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { consoleLog, type ListenerLog, pgListener } from './pg-listener.ts';

/**
 * Something that may make what is kept in memory wrong: a write that may change public answers
 * (`catalog`), any other write (`data`), or a change to a user's sessions or to what a token resolves
 * to — name, email, role — (`user`).
 */
export type Change = { kind: 'catalog' } | { kind: 'data' } | { kind: 'user'; userId: number };

/** What subscribers hear: a change, or `any` when changes may have been missed (anything may differ). */
export type Heard = Change | { kind: 'any' };

/** Tells every API instance sharing the database about changes made on any of them. */
export interface ChangeFeed {
  /** False while changes made elsewhere could go unheard (a lost listener): nothing may be cached then. */
  trusted(): boolean;
  /**
   * Hands the change to this instance's subscribers at once, then tells the other instances. Call it
   * after the change has committed. Never rejects.
   */
  announce(change: Change): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(listener: (heard: Heard) => void): () => void;
  close(): Promise<void>;
}

function localSubscribers() {
  const listeners = new Set<(heard: Heard) => void>();
  return {
    notify(heard: Heard) {
      for (const listener of listeners) listener(heard);
    },
    subscribe(listener: (heard: Heard) => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
  };
}

/** One process only: the embedded database, and tests. */
export function inProcessChangeFeed(): ChangeFeed {
  const local = localSubscribers();
  return {
    trusted: () => true,
    async announce(change) {
      local.notify(change);
    },
    subscribe: local.subscribe,
    async close() {},
  };
}

export const CHANGES_CHANNEL = 'bhoj_catalog';

export interface PostgresChangeFeed extends ChangeFeed {
  /** Opens the LISTEN connection (rejects when it cannot); until then nothing is trusted. */
  listen(log?: ListenerLog): Promise<void>;
}

export interface PostgresChangeFeedOptions {
  connectionString: string;
  /** NOTIFY goes through the app's pool. */
  db: Db;
  /** Tests use their own channel so parallel runs do not hear each other. */
  channel?: string;
  reconnectMs?: number;
}

/** A notification as `<sender> <kind> [<user id>]`; a bare sender id (older instances) is a catalog change. */
function parseChange(words: string[]): Change {
  const [, kind, userId] = words;
  if (kind === 'data') return { kind: 'data' };
  if (kind === 'user' && userId && /^\d+$/.test(userId)) return { kind: 'user', userId: Number(userId) };
  return { kind: 'catalog' };
}

const payloadOf = (self: string, change: Change) =>
  change.kind === 'user' ? `${self} user ${change.userId}` : `${self} ${change.kind}`;

/**
 * Across instances: an announcement is `pg_notify` on the changes channel, and every other instance
 * hands what it hears to its own subscribers. A lost listener may miss changes, so the feed is
 * distrusted until it is back, and the reconnection itself is heard as `any`.
 */
export function postgresChangeFeed(options: PostgresChangeFeedOptions): PostgresChangeFeed {
  const { connectionString, db, channel = CHANGES_CHANNEL, reconnectMs } = options;
  // Notifications carry the sender's id, so an instance does not hear its own changes twice.
  const self = randomUUID();
  const local = localSubscribers();
  let listening = false;
  let log = consoleLog;
  const listener = pgListener({
    connectionString,
    channel,
    name: 'change feed',
    applicationName: 'bhoj-changes',
    reconnectMs,
    onNotification: (payload) => {
      const words = (payload ?? '').split(' ');
      if (words[0] !== self) local.notify(parseChange(words));
    },
    onListening: () => {
      local.notify({ kind: 'any' });
      listening = true;
    },
    onLost: () => {
      listening = false;
    },
  });
  return {
    trusted: () => listening,
    async announce(change) {
      local.notify(change);
      try {
        await db.execute(sql`select pg_notify(${channel}, ${payloadOf(self, change)})`);
      } catch (err) {
        log.error({ err }, 'change feed: could not tell the other instances');
      }
    },
    subscribe: local.subscribe,
    async listen(logTo) {
      if (logTo) log = logTo;
      await listener.start(logTo);
    },
    async close() {
      listening = false;
      await listener.close();
    },
  };
}
