import type { Database } from '../db/client.ts';
import { catchUp } from './catch-up.ts';
import { heardOf, type Heard } from './changes.ts';
import { consoleLog, type ListenerLog } from './pg-listener.ts';

/** Tells this instance of every change to what it keeps in memory, whoever made it and wherever. */
export interface ChangeFeed {
  /** False while changes could go unheard (a lost listener): nothing may be kept or served then. */
  trusted(): boolean;
  /**
   * Resolves once this instance has heard every change committed before the call: a write's answer
   * waits for it, so the caller's next read here sees the write. Never rejects.
   */
  caughtUp(): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(listener: (heard: Heard) => void): () => void;
  /**
   * Starts hearing, and resolves once it does or once its first try failed (logged, then retried until
   * it succeeds); until it hears, nothing is trusted. Never rejects.
   */
  listen(log?: ListenerLog): Promise<void>;
  close(): Promise<void>;
}

export function localSubscribers() {
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

/** The channel the database's triggers notify on (drizzle/0012_change_notifications.sql). */
export const CHANGES_CHANNEL = 'bhoj_catalog';
/** How long a write's answer waits to catch up before dropping everything kept instead. */
export const CATCH_UP_MS = 5000;
/** What the listener sends to catch up (lib/pg-listener.ts, sync): no table is named so. */
const MARK = 'mark';

export interface ChangeFeedOptions {
  /** The first wait before reconnecting a lost listener (PostgreSQL; see lib/pg-listener.ts). */
  reconnectMs?: number;
  catchUpMs?: number;
}

/**
 * The changes the database itself tells of: its triggers notify every change to a table that a kept
 * answer or token shows, in the writing transaction (lib/changes.ts maps each to what it may make
 * wrong). A lost listener may miss changes, so the feed is distrusted until it is back, and the
 * reconnection itself is heard as `any`.
 *
 * Catching up: PGlite is one session in this process, which hears its own notifications as the
 * statement that commits them returns, so a write has been heard before its answer is made. On
 * PostgreSQL the listener is a connection of its own, which sends a mark on the channel and waits for
 * PostgreSQL's answer: it comes after every notification committed before the mark (lib/catch-up.ts,
 * one at a time). A catch-up that fails or takes over `catchUpMs` is handled as `any`.
 */
export function databaseChangeFeed(
  database: Pick<Database, 'listener'>,
  options: ChangeFeedOptions = {},
): ChangeFeed {
  const local = localSubscribers();
  let listening = false;
  let log = consoleLog;
  const listener = database.listener({
    channel: CHANGES_CHANNEL,
    name: 'change feed',
    applicationName: 'bhoj-changes',
    reconnectMs: options.reconnectMs,
    onNotification: (payload = '') => {
      if (payload !== MARK) for (const heard of heardOf(payload)) local.notify(heard);
    },
    onListening: () => {
      local.notify({ kind: 'any' });
      listening = true;
    },
    onLost: () => {
      listening = false;
    },
  });
  const caughtUp = catchUp({
    sync: () => listener.sync(MARK),
    hearing: () => listening,
    missed: (err) => {
      log.warn({ err }, 'change feed: could not catch up with the database; everything kept is dropped');
      local.notify({ kind: 'any' });
    },
    timeoutMs: options.catchUpMs ?? CATCH_UP_MS,
  });
  return {
    trusted: () => listening,
    caughtUp,
    subscribe: local.subscribe,
    async listen(logTo) {
      if (logTo) log = logTo;
      await listener.start(logTo, true);
    },
    async close() {
      listening = false;
      await listener.close();
    },
  };
}
