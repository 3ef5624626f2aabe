import { reconnectDelay, type BackoffOptions } from './backoff';
import { createSseParser, type SseMessage } from './sse-parser';

/** Without a byte (an event or a ': ping' heartbeat) for this long, the stream counts as dead. */
export const IDLE_TIMEOUT_MS = 75_000;

export type LiveConnectionOptions = {
  url: string;
  token: string;
  onMessage: (message: SseMessage) => void;
  /** Each time the stream opens; `reconnected` is true after the first time (events may have been missed). */
  onOpen?: (reconnected: boolean) => void;
  /** Aborting it closes the stream and ends the loop. */
  signal: AbortSignal;
  idleTimeoutMs?: number;
  backoff?: BackoffOptions;
  /** Seams for tests. */
  fetchImpl?: typeof fetch;
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>;
};

/** Why the loop ended: the caller aborted, or the server refused the token (401/403), so retrying is useless. */
export type LiveConnectionEnd = 'aborted' | 'refused';

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    signal.addEventListener('abort', done, { once: true });
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
  });
}

/** Reads one opened stream to its end; answers whether any byte arrived. */
async function readStream(
  body: ReadableStream<Uint8Array>,
  onMessage: (message: SseMessage) => void,
  onRetry: (ms: number) => void,
  idleTimeoutMs: number,
  onIdle: () => void,
): Promise<boolean> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  const parser = createSseParser();
  let received = false;
  let idleTimer = setTimeout(onIdle, idleTimeoutMs);
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return received;
      received = true;
      clearTimeout(idleTimer);
      idleTimer = setTimeout(onIdle, idleTimeoutMs);
      for (const message of parser.push(decoder.decode(value, { stream: true }))) onMessage(message);
      if (parser.retry !== undefined) onRetry(parser.retry);
    }
  } finally {
    clearTimeout(idleTimer);
    reader.cancel().catch(() => undefined);
  }
}

/**
 * Keeps a Server-Sent Events stream open with `fetch` (EventSource cannot send the Authorization header):
 * reads and parses it, and after a drop, an error or a silent stream reconnects with growing waits
 * (reset once a connection delivers data). Ends when `signal` aborts, or at once on 401/403.
 */
export async function runLiveConnection(options: LiveConnectionOptions): Promise<LiveConnectionEnd> {
  const {
    url,
    token,
    onMessage,
    onOpen,
    signal,
    idleTimeoutMs = IDLE_TIMEOUT_MS,
    backoff,
    fetchImpl = (...args) => fetch(...args),
    sleep = abortableSleep,
  } = options;
  let attempt = 0;
  let opened = false;
  let serverRetryMs: number | undefined;
  const setRetry = (ms: number) => {
    serverRetryMs = ms;
  };

  while (!signal.aborted) {
    // One controller per connection, so a silent stream can be dropped without ending the loop.
    const connection = new AbortController();
    const stop = () => connection.abort();
    signal.addEventListener('abort', stop, { once: true });
    try {
      const response = await fetchImpl(url, {
        headers: { Accept: 'text/event-stream', Authorization: `Token ${token}` },
        cache: 'no-store',
        signal: connection.signal,
      });
      if (response.status === 401 || response.status === 403) return 'refused';
      if (response.ok && response.body) {
        onOpen?.(opened);
        opened = true;
        if (await readStream(response.body, onMessage, setRetry, idleTimeoutMs, stop)) attempt = 0;
      } else {
        await response.body?.cancel().catch(() => undefined);
      }
    } catch {
      // A network error, a dropped stream or the idle timeout: wait, then try again.
    } finally {
      signal.removeEventListener('abort', stop);
    }
    if (signal.aborted) break;
    const baseMs = Math.max(serverRetryMs ?? 0, backoff?.baseMs ?? 0) || undefined;
    await sleep(reconnectDelay(attempt, { ...backoff, baseMs }), signal);
    attempt++;
  }
  return 'aborted';
}
