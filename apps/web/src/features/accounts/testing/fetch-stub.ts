import { vi } from 'vitest';

/** A request the page sent, as the server would see it. */
export type SentRequest = { method: string; path: string; body: unknown; headers: Headers };

type Answer =
  { status: number; body?: unknown } | 'network-error' | Promise<{ status: number; body?: unknown }>;
type Handler = (request: SentRequest) => Answer;

/**
 * Replaces the global fetch, the one boundary between the web app and the API, with a tiny fake server:
 * `routes` maps 'POST /api/accounts/login/' to an answer. Unknown paths answer 404 {detail}. Every request
 * is recorded in `sent`. Undo with vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const headers = new Headers(init?.headers);
    let body: unknown = init?.body;
    if (typeof body === 'string') body = JSON.parse(body);
    const request = { method, path: url.pathname + url.search, body, headers };
    sent.push(request);
    const handler = routes[`${method} ${request.path}`];
    const answer = handler ? await handler(request) : { status: 404, body: { detail: 'Not found.' } };
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { sent, fetch: fetchStub };
}

/** A promise to settle by hand, for looking at a page while its request is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}
