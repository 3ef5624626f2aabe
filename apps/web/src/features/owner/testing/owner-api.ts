import { vi } from 'vitest';
import { setStoredUser } from '../../../lib/auth-storage';

export type SentRequest = {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};
export type Reply = { status?: number; body?: unknown } | Response;

/**
 * Replaces global fetch (the only stub): `answer` gets each request and returns a JSON reply, a ready
 * Response (for the event stream), or undefined for 404 {"detail": "Not found."}. Every request is
 * recorded. Undo with vi.unstubAllGlobals().
 */
export function stubFetch(answer: (request: SentRequest) => Reply | Promise<Reply> | undefined) {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://bhoj.test');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const request = {
        method: init.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: new Headers(init.headers),
      };
      sent.push(request);
      const reply = (await answer(request)) ?? { status: 404, body: { detail: 'Not found.' } };
      if (reply instanceof Response) return reply;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return sent;
}

/** An event stream the test writes to: `response` answers GET /api/events/, `send` pushes a frame. */
export function eventStream() {
  const encoder = new TextEncoder();
  let sink!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      sink = controller;
    },
  });
  return {
    response: () => new Response(body, { status: 200, headers: { 'Content-Type': 'text/event-stream' } }),
    send: (text: string) => sink.enqueue(encoder.encode(text)),
  };
}

export function signInAsOwner() {
  setStoredUser({
    token: 'owner-key',
    role: 'restaurant_owner',
    username: 'owner',
    email: 'owner@bhoj.local',
  });
}
