import { describe, expect, it, vi } from 'vitest';
import { runLiveConnection } from './live-connection';
import type { SseMessage } from './sse-parser';

/** A 200 text/event-stream answer that sends `chunks`, then ends (the server dropped it) unless kept open. */
function stream(chunks: string[], { keepOpen = false } = {}) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk));
      if (!keepOpen) controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } });
}

function setup(answers: Array<Response | Error | ((init: RequestInit) => Promise<Response>)>) {
  const controller = new AbortController();
  const messages: SseMessage[] = [];
  const opens: boolean[] = [];
  const waits: number[] = [];
  const inits: RequestInit[] = [];
  const fetchImpl = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
    inits.push(init ?? {});
    const answer = answers.shift();
    // Out of answers: the test is over.
    if (!answer) {
      controller.abort();
      throw new DOMException('aborted', 'AbortError');
    }
    if (answer instanceof Error) throw answer;
    return answer instanceof Response ? answer : answer(init ?? {});
  });
  const run = runLiveConnection({
    url: '/api/events/',
    token: 'key-1',
    signal: controller.signal,
    onMessage: (message) => messages.push(message),
    onOpen: (reconnected) => opens.push(reconnected),
    fetchImpl,
    sleep: async (ms) => {
      waits.push(ms);
    },
    backoff: { random: () => 0.999999 },
  });
  return { run, controller, messages, opens, waits, inits, fetchImpl };
}

describe('runLiveConnection', () => {
  it('sends the token, parses the stream and reconnects after errors and drops with growing waits', async () => {
    const { run, messages, opens, waits, inits } = setup([
      new TypeError('Failed to fetch'),
      new Response('{"detail":"busy"}', { status: 503 }),
      stream([': ping\n\n', 'event: order.created\ndata: {"order_id":1}\n\n']),
      new TypeError('Failed to fetch'),
      stream(['event: order.created\ndata: {"order_id":2}\n\n']),
    ]);
    expect(await run).toBe('aborted');
    expect(new Headers(inits[0]?.headers).get('Authorization')).toBe('Token key-1');
    expect(messages.map((message) => message.data)).toEqual(['{"order_id":1}', '{"order_id":2}']);
    expect(opens).toEqual([false, true]);
    // Two failures (1 s, 2 s), a stream that delivered data resets the count (1 s), then 2 s, 1 s.
    expect(waits).toEqual([1000, 2000, 1000, 2000, 1000]);
  });

  it('stops for good when the server refuses the token', async () => {
    const { run, fetchImpl, waits } = setup([new Response(null, { status: 401 })]);
    expect(await run).toBe('refused');
    expect(fetchImpl).toHaveBeenCalledTimes(1);
    expect(waits).toEqual([]);
  });

  it('honours a retry field from the server as the shortest wait', async () => {
    const { run, waits } = setup([stream(['retry: 5000\n\n: ping\n\n'])]);
    await run;
    expect(waits).toEqual([5000]);
  });

  it('closes the open stream when aborted', async () => {
    let streamSignal: AbortSignal | undefined;
    const { run, controller, messages } = setup([
      async (init) => {
        streamSignal = init.signal ?? undefined;
        const response = stream(['data: hello\n\n'], { keepOpen: true });
        // A real fetch body errors once its request is aborted.
        const reader = response.body!;
        const body = new ReadableStream<Uint8Array>({
          async start(sink) {
            const source = reader.getReader();
            init.signal?.addEventListener('abort', () =>
              sink.error(new DOMException('aborted', 'AbortError')),
            );
            const first = await source.read();
            if (first.value) sink.enqueue(first.value);
          },
        });
        return new Response(body, { status: 200 });
      },
    ]);
    await vi.waitFor(() => expect(messages).toHaveLength(1));
    controller.abort();
    expect(await run).toBe('aborted');
    expect(streamSignal?.aborted).toBe(true);
  });

  it('drops a stream that stays silent past the idle timeout and reconnects', async () => {
    const controller = new AbortController();
    let calls = 0;
    const signals: AbortSignal[] = [];
    const run = runLiveConnection({
      url: '/api/events/',
      token: 'key-1',
      signal: controller.signal,
      onMessage: () => undefined,
      idleTimeoutMs: 20,
      sleep: async () => undefined,
      fetchImpl: async (_url, init) => {
        calls++;
        if (calls > 1) {
          controller.abort();
          throw new DOMException('aborted', 'AbortError');
        }
        const signal = init!.signal!;
        signals.push(signal);
        const body = new ReadableStream<Uint8Array>({
          start(sink) {
            signal.addEventListener('abort', () => sink.error(new DOMException('aborted', 'AbortError')));
          },
        });
        return new Response(body, { status: 200 });
      },
    });
    expect(await run).toBe('aborted');
    expect(calls).toBe(2);
    expect(signals[0]?.aborted).toBe(true);
  });
});
