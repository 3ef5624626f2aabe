import { vi } from 'vitest';

/** A request as the fake server saw it. */
export type FakeRequest = {
  method: string;
  url: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
  headers: Headers;
};
/** A JSON reply, or a ready Response (an event stream, say). */
export type FakeAnswer = { status?: number; body?: unknown } | Response;
type Reply = FakeAnswer | undefined;

/**
 * Stands in for the API by replacing global fetch (only fetch: the app's own modules run for real).
 * `answer` gets each request and returns a JSON reply, a ready Response, or undefined for 404
 * {"detail": "Not found."}.
 * Undo with vi.unstubAllGlobals().
 */
export function fakeApi(answer: (request: FakeRequest) => Reply | Promise<Reply>) {
  const requests: FakeRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
      const url = new URL(String(input), 'http://bhoj.test');
      const body = typeof init.body === 'string' ? (JSON.parse(init.body) as unknown) : init.body;
      const request: FakeRequest = {
        method: init.method ?? 'GET',
        url: url.pathname + url.search,
        path: url.pathname,
        query: url.searchParams,
        body,
        headers: new Headers(init.headers),
      };
      requests.push(request);
      const reply = (await answer(request)) ?? { status: 404, body: { detail: 'Not found.' } };
      if (init.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
      if (reply instanceof Response) return reply;
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status: reply.status ?? 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
  return requests;
}

/** A promise to settle by hand, for looking at a page while its request is under way. */
export function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/** A reply to hand over later, to look at the screen while a request is under way. */
export function later() {
  const { promise, resolve } = deferred<FakeAnswer>();
  return { reply: promise, settle: resolve };
}

/** A paged envelope of `results`, as the API sends it. */
export function pagedOf<T>(results: T[], count = results.length) {
  return { count, next: null, previous: null, results };
}
