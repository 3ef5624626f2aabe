import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
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
/** How long a write's answer waits to hear its instance's mark before dropping everything kept instead. */
export const CATCH_UP_MS = 5000;
/** The first word of a mark's payload (`mark <instance> <n>`): no table is named so. */
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
 * PostgreSQL the listener is a connection of its own: the instance sends a mark through the same
 * channel and waits to hear it (lib/catch-up.ts); a mark that cannot be sent or is not heard within
 * `catchUpMs` is handled as `any`.
 */
export function databaseChangeFeed(
  database: Pick<Database, 'db' | 'kind' | 'listener'>,
  options: ChangeFeedOptions = {},
): ChangeFeed {
  const self = randomUUID();
  const local = localSubscribers();
  let listening = false;
  let log = consoleLog;
  const marks = catchUp({
    send: async (n) => {
      await database.db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${`${MARK} ${self} ${n}`})`);
    },
    hearing: () => listening && database.kind === 'postgresql',
    missed: (err) => {
      log.warn({ err }, 'change feed: a write could not be confirmed heard; everything kept is dropped');
      local.notify({ kind: 'any' });
    },
    timeoutMs: options.catchUpMs ?? CATCH_UP_MS,
  });
  const listener = database.listener({
    channel: CHANGES_CHANNEL,
    name: 'change feed',
    applicationName: 'bhoj-changes',
    reconnectMs: options.reconnectMs,
    onNotification: (payload = '') => {
      const [first, sender, n] = payload.split(' ');
      if (first !== MARK) for (const heard of heardOf(payload)) local.notify(heard);
      else if (sender === self) marks.heard(Number(n));
    },
    onListening: () => {
      local.notify({ kind: 'any' });
      listening = true;
    },
    onLost: () => {
      listening = false;
      marks.abandon();
    },
  });
  return {
    trusted: () => listening,
    caughtUp: marks.caughtUp,
    subscribe: local.subscribe,
    async listen(logTo) {
      if (logTo) log = logTo;
      await listener.start(logTo, true);
    },
    async close() {
      listening = false;
      marks.abandon();
      await listener.close();
    },
  };
}
