import { EventEmitter } from 'node:events';
import { sql } from 'drizzle-orm';
import { type LiveEvent, parseLiveEvent } from '@bhoj/contract';
import type { Db } from '../db/client.ts';
import { consoleLog, type ListenerLog, pgListener } from './pg-listener.ts';

/**
 * What the bus carries: a live event of the contract and the user who receives it (`order.created` goes
 * to a restaurant's owner, `order.status` to the ordering customer).
 */
export type BusEvent = LiveEvent & { userId: number };

/** Publishes live events to whichever API instance the receiver is connected to. */
export interface EventBus {
  /**
   * Call after the transaction that caused the event has committed. Never rejects: live updates are
   * best effort (a failure is logged), so a committed change is never answered with an error.
   */
  publish(event: BusEvent): Promise<void>;
  /** Answers the unsubscribe function. */
  subscribe(userId: number, listener: (event: BusEvent) => void): () => void;
  close(): Promise<void>;
}

/** One process only: the embedded database, and tests. */
export function inProcessEventBus(): EventBus {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    async publish(event) {
      try {
        emitter.emit(String(event.userId), event);
      } catch (err) {
        console.error('live events: a subscriber failed', err);
      }
    },
    subscribe(userId, listener) {
      emitter.on(String(userId), listener);
      return () => emitter.off(String(userId), listener);
    },
    async close() {
      emitter.removeAllListeners();
    },
  };
}

/** pino-style: the app's logger fits. */
export type EventBusLog = ListenerLog;

export const EVENTS_CHANNEL = 'bhoj_events';
/** NOTIFY refuses payloads of 8000 bytes or more. */
const MAX_PAYLOAD_BYTES = 7999;

/** A notification's JSON as a bus event: a receiver and a live event whose data fits its type; else null. */
function parseBusEvent(value: unknown): BusEvent | null {
  const { type, userId, data } = (value ?? {}) as { type?: unknown; userId?: unknown; data?: unknown };
  if (typeof type !== 'string' || typeof userId !== 'number' || !Number.isInteger(userId)) return null;
  const event = parseLiveEvent(type, data);
  return event && { ...event, userId };
}

export interface PostgresEventBus extends EventBus {
  /** Opens the dedicated LISTEN connection (rejects when it cannot); later failures are logged to `log`. */
  listen(log?: EventBusLog): Promise<void>;
}

export interface PostgresEventBusOptions {
  /** The LISTEN connection is a pg.Client of its own: a pooled connection would be handed to others. */
  connectionString: string;
  /** NOTIFY goes through the app's pool. */
  db: Db;
  /** A plain lowercase identifier; tests use their own so parallel runs do not hear each other. */
  channel?: string;
  /** The first wait before reconnecting a lost listener; it doubles up to 30 s. */
  reconnectMs?: number;
}

/**
 * Fan-out across API instances: publish is `pg_notify`, and every instance's listener hands each
 * notification to its own local subscribers (the publisher's instance included, through its listener).
 */
export function postgresEventBus(options: PostgresEventBusOptions): PostgresEventBus {
  const { connectionString, db, channel = EVENTS_CHANNEL, reconnectMs = 1000 } = options;
  const local = inProcessEventBus();
  let log = consoleLog;

  const deliver = (payload: string | undefined) => {
    try {
      const event = parseBusEvent(JSON.parse(payload ?? ''));
      if (event) void local.publish(event);
    } catch {
      log.warn({ channel }, 'live events: ignored a notification that is not JSON');
    }
  };
  const listener = pgListener({
    connectionString,
    channel,
    name: 'live events',
    applicationName: 'bhoj-events',
    reconnectMs,
    onNotification: deliver,
  });

  return {
    async listen(logTo) {
      if (logTo) log = logTo;
      await listener.start(logTo);
    },

    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) {
        log.error({ type: event.type, bytes: Buffer.byteLength(payload) }, 'live events: event too large');
        return;
      }
      try {
        await db.execute(sql`select pg_notify(${channel}, ${payload})`);
      } catch (err) {
        log.error({ err, type: event.type }, 'live events: could not publish');
      }
    },

    subscribe: (userId, listener) => local.subscribe(userId, listener),

    async close() {
      await listener.close();
      await local.close();
    },
  };
}
