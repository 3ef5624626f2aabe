import { createServer, type Server, type ServerResponse } from 'node:http';
import { connect } from 'node:net';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '@bhoj/contract';
import { eventFrame, type EventStream, MAX_BUFFERED_BYTES, openEventStream } from './stream.ts';

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((done) => server?.close(done) ?? done(undefined));
  server = undefined;
});

/** A server whose every request becomes an event stream; answers its URL and the streams opened. */
async function streamServer(options: { heartbeatMs?: number; headers?: Record<string, string> } = {}) {
  const opened: { stream: EventStream; res: ServerResponse; closed: ReturnType<typeof vi.fn> }[] = [];
  server = createServer((_req, res) => {
    const closed = vi.fn();
    const stream = openEventStream(res, { headers: options.headers ?? {}, ...options, onClose: closed });
    opened.push({ stream, res, closed });
  });
  await new Promise<void>((done) => server!.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}/`, port, opened };
}

/** An order.status event with any data: the frame writes whatever it is given. */
const statusEvent = (data: Record<string, unknown>) => ({ type: 'order.status', data }) as LiveEvent;

describe('eventFrame', () => {
  it('writes the type and one line of JSON data, ended by a blank line', () => {
    expect(eventFrame(statusEvent({ line_id: 4, order_id: 2, status: 'Completed', note: 'a\nb' }))).toBe(
      'event: order.status\ndata: {"line_id":4,"order_id":2,"status":"Completed","note":"a\\nb"}\n\n',
    );
  });
});

describe('openEventStream', () => {
  it('sends the stream headers (keeping those already set), events, and a ping comment', async () => {
    const { url, opened } = await streamServer({
      heartbeatMs: 40,
      headers: { 'access-control-allow-origin': '*' },
    });
    const controller = new AbortController();
    const res = await fetch(url, { signal: controller.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(res.headers.get('x-accel-buffering')).toBe('no');
    expect(res.headers.get('access-control-allow-origin')).toBe('*');
    opened[0]!.stream.send(statusEvent({ line_id: 1 }));
    const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': ping\n\n')) text += (await reader.read()).value ?? '';
    expect(text.startsWith(': connected\n\nevent: order.status\ndata: {"line_id":1}\n\n')).toBe(true);
    controller.abort();
    await vi.waitFor(() => expect(opened[0]!.closed).toHaveBeenCalledTimes(1));
  });

  it('cuts off a client that stops reading instead of buffering without bound', async () => {
    const { port, opened } = await streamServer();
    const socket = connect(port, '127.0.0.1');
    socket.write('GET / HTTP/1.1\r\nHost: x\r\n\r\n');
    socket.pause();
    await vi.waitFor(() => expect(opened).toHaveLength(1));
    const { stream, res, closed } = opened[0]!;
    const big = statusEvent({ filler: 'x'.repeat(7000) });
    let most = 0;
    for (let i = 0; i < 20_000 && !res.destroyed; i++) {
      stream.send(big);
      most = Math.max(most, res.writableLength);
      if (i % 100 === 0) await new Promise((tick) => setImmediate(tick));
    }
    expect(res.destroyed).toBe(true);
    expect(most).toBeLessThan(MAX_BUFFERED_BYTES + 8000);
    await vi.waitFor(() => expect(closed).toHaveBeenCalledTimes(1));
    socket.destroy();
  });
});
