import { fakeApi } from './fake-api';

/** A request the page sent, as the server would see it (`path` holds the query too). */
export type SentRequest = { method: string; path: string; body: unknown; headers: Headers };

type Reply = { status: number; body?: unknown };
type Handler = (request: SentRequest) => Reply | 'network-error' | Promise<Reply>;

/**
 * A fake API from a table: `routes` maps 'POST /api/accounts/login/' to a handler answering a reply, or
 * 'network-error' for a failed fetch. Unknown paths answer 404 {detail}. Every request is recorded in
 * `sent`. Undo with vi.unstubAllGlobals().
 */
export function stubApi(routes: Record<string, Handler>) {
  const sent: SentRequest[] = [];
  fakeApi(({ method, url, body, headers }) => {
    const request = { method, path: url, body, headers };
    sent.push(request);
    const answer = routes[`${method} ${url}`]?.(request);
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    return answer;
  });
  return { sent };
}
