import type { FastifyInstance } from 'fastify';

/** pino-style: the app's logger fits. */
interface ShutdownLog {
  info(msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Stops the process cleanly on SIGTERM or SIGINT, so that a rolling restart loses nothing: `close` stops
 * accepting connections, ends live-event streams, waits for the calls in flight and closes the database;
 * then the process exits 0. Still busy after `graceMs`, or told a second time, it exits 1 at once.
 */
export function exitOnSignals(close: () => Promise<void>, log: ShutdownLog, graceMs: number) {
  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) {
      log.error({ signal }, 'told again to stop: stopping now');
      process.exit(1);
    }
    closing = true;
    log.info(`${signal}: finishing the calls in flight, then stopping`);
    setTimeout(() => {
      log.error({ graceMs }, 'calls still in flight after the grace period: stopping anyway');
      process.exit(1);
    }, graceMs).unref();
    close().then(
      () => process.exit(0),
      (err: unknown) => {
        log.error({ err }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, stop);
}

/**
 * Once the server is closing, every answer says `Connection: close`: a call in flight when the signal
 * came would otherwise leave its keep-alive connection open, holding the shutdown up.
 */
export function registerClosingConnections(app: FastifyInstance) {
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (closing) reply.header('connection', 'close');
    done(null, payload);
  });
}
