import type { OutgoingHttpHeader, ServerResponse } from 'node:http';
import type { LiveEvent } from '@bhoj/contract';

/** A comment line this often keeps proxies and load balancers from closing an idle stream. */
export const HEARTBEAT_MS = 25_000;
/**
 * Unsent bytes past which a client counts as stalled: its stream is cut rather than buffered without
 * bound (the web app reconnects and reloads what it shows).
 */
export const MAX_BUFFERED_BYTES = 256 * 1024;

export const SSE_HEADERS = {
  'content-type': 'text/event-stream; charset=utf-8',
  'cache-control': 'no-cache, no-transform',
  connection: 'keep-alive',
  // nginx would otherwise hold the events back in its buffer.
  'x-accel-buffering': 'no',
};

/** `event: <type>` and one `data:` line (JSON never holds a raw newline). */
export const eventFrame = (event: LiveEvent) =>
  `event: ${event.type}\ndata: ${JSON.stringify(event.data)}\n\n`;

export interface EventStream {
  send(event: LiveEvent): void;
  /**
   * Ends the stream and its connection; `onClose` runs once, however the stream ends. `retryMs`: a
   * `retry:` field first, telling the client how soon to reconnect.
   */
  end(retryMs?: number): void;
}

/** Starts a text/event-stream answer on `res` (headers: those already set for the request, e.g. CORS). */
export function openEventStream(
  res: ServerResponse,
  options: {
    headers: Record<string, OutgoingHttpHeader | undefined>;
    heartbeatMs?: number;
    onClose: () => void;
  },
): EventStream {
  const write = (chunk: string) => {
    if (res.writableEnded || res.destroyed) return;
    if (res.writableLength > MAX_BUFFERED_BYTES) return void res.destroy();
    res.write(chunk);
  };
  for (const [name, value] of Object.entries(options.headers)) {
    if (value !== undefined) res.setHeader(name, value);
  }
  res.writeHead(200, SSE_HEADERS);
  write(': connected\n\n');
  const heartbeat = setInterval(() => write(': ping\n\n'), options.heartbeatMs ?? HEARTBEAT_MS);
  heartbeat.unref();
  const socket = res.socket;
  res.once('close', () => {
    clearInterval(heartbeat);
    // A stream's connection is never reused: left open in keep-alive, it would hold a closing server up.
    socket?.destroy();
    options.onClose();
  });
  return {
    send: (event) => write(eventFrame(event)),
    end: (retryMs) => {
      if (retryMs !== undefined) write(`retry: ${retryMs}\n\n`);
      res.end();
    },
  };
}
