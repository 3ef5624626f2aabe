import pg from 'pg';

/** pino-style: the app's logger fits. */
export interface ListenerLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export const consoleLog: ListenerLog = {
  warn: (obj, msg) => console.warn(msg, obj),
  error: (obj, msg) => console.error(msg, obj),
};

export interface PgListenerOptions {
  /** The LISTEN connection is a pg.Client of its own: a pooled connection would be handed to others. */
  connectionString: string;
  /** A plain lowercase identifier. */
  channel: string;
  /** Names the listener in log messages. */
  name: string;
  /** Names the connection in pg_stat_activity. */
  applicationName: string;
  /** The first wait before reconnecting a lost listener; it doubles up to 30 s. */
  reconnectMs?: number;
  onNotification(payload: string | undefined): void;
  /** Called once LISTEN is in place, at the first connection and after every reconnection. */
  onListening?(): void;
  /** Called when the connection is lost: notifications sent from now until onListening are missed. */
  onLost?(): void;
}

export interface PgListener {
  /**
   * Opens the connection (rejects when it cannot, unless `retry`: then the failure is logged and retried
   * like a lost connection); later failures are logged to `log` and retried.
   */
  start(log?: ListenerLog, retry?: boolean): Promise<void>;
  /**
   * Resolves once every notification committed before the call has been handed to `onNotification`.
   * It sends `payload` on the channel from the listening connection itself: PostgreSQL answers a session
   * only after delivering it the notifications committed before its own (its own included). Rejects
   * when not connected.
   */
  sync(payload: string): Promise<void>;
  close(): Promise<void>;
}

export function assertChannel(channel: string) {
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid channel: ${channel}`);
}

/** One dedicated LISTEN connection that reconnects with backoff when lost. */
export function pgListener(options: PgListenerOptions): PgListener {
  const { connectionString, channel, name, applicationName, reconnectMs = 1000 } = options;
  assertChannel(channel);
  let log = consoleLog;
  let client: pg.Client | null = null;
  let closed = false;
  let failures = 0;
  let retry: NodeJS.Timeout | undefined;

  async function connect() {
    const next = new pg.Client({ connectionString, application_name: applicationName });
    // A lost connection emits 'error' and then 'end'; either one starts a reconnect, once.
    next.on('error', (err) => {
      if (client === next) log.warn({ err }, `${name}: listener connection failed`);
      lost(next);
    });
    next.on('end', () => lost(next));
    next.on('notification', (message) => {
      if (message.channel === channel) options.onNotification(message.payload);
    });
    try {
      await next.connect();
      await next.query(`LISTEN ${channel}`);
    } catch (err) {
      next.removeAllListeners('end');
      next.end().catch(() => {});
      throw err;
    }
    if (closed) return void next.end().catch(() => {});
    client = next;
    failures = 0;
    options.onListening?.();
  }

  function lost(which: pg.Client) {
    if (client !== which) return;
    client = null;
    options.onLost?.();
    which.end().catch(() => {});
    scheduleReconnect();
  }

  function scheduleReconnect() {
    if (closed || retry) return;
    const wait = Math.min(30_000, reconnectMs * 2 ** Math.min(failures, 5));
    failures++;
    retry = setTimeout(() => {
      retry = undefined;
      connect().catch((err: unknown) => {
        log.warn({ err, retryInMs: wait }, `${name}: could not reconnect the listener`);
        scheduleReconnect();
      });
    }, wait);
    retry.unref();
  }

  return {
    async start(logTo, retry = false) {
      if (logTo) log = logTo;
      try {
        await connect();
      } catch (err) {
        if (!retry) throw err;
        log.warn({ err }, `${name}: could not connect the listener`);
        scheduleReconnect();
      }
    },
    async sync(payload) {
      if (!client) throw new Error(`${name}: not listening`);
      await client.query('select pg_notify($1, $2)', [channel, payload]);
    },
    async close() {
      closed = true;
      clearTimeout(retry);
      const last = client;
      client = null;
      await last?.end().catch(() => {});
    },
  };
}
