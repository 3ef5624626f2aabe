import { type SQL, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Paged } from '@bhoj/contract';
import { MESSAGES, notFound } from './errors.ts';

/** Which rows a page holds: `page` is 1-based, `size` rows each. */
export interface PageWindow {
  page: number;
  size: number;
  limit: number;
  offset: number;
}

export const pageWindow = (page: number, size: number): PageWindow => ({
  page,
  size,
  limit: size,
  offset: (page - 1) * size,
});

/** What a service answers for one page: the total over all pages and this page's rows. */
export interface PageOf<T> {
  count: number;
  results: T[];
}

/**
 * Absolute URL of a request for `requestUrl` (path and query as sent) with another `page`, keeping the
 * other query parameters. It starts with `publicUrl` whatever the request's Host or X-Forwarded-*
 * headers say: the answer holding it may be kept and given to every caller (docs/ARCHITECTURE.md,
 * answer cache).
 */
export function pageUrl(publicUrl: string, requestUrl: string, page: number): string {
  // Read as a path even when it looks like more ('//host/…', an absolute URL): only its path and query count.
  const url = new URL(requestUrl, 'http://path.invalid');
  url.searchParams.set('page', String(page));
  return `${publicUrl}${url.pathname}${url.search}`;
}

/**
 * The `{count, next, previous, results}` envelope of page `?page=` of `size`, whose rows `load` reads,
 * with any other fields `load` answers. A page past the end is 404 "Invalid page." (page 1 never is).
 */
export async function paged<T, Extra extends object = object>(
  request: FastifyRequest & { query: { page: number } },
  size: number,
  load: (window: PageWindow) => Promise<PageOf<T> & Extra>,
): Promise<Paged<T> & Omit<Extra, keyof PageOf<T>>> {
  const window = pageWindow(request.query.page, size);
  const { count, results, ...extra } = await load(window);
  const pages = Math.max(1, Math.ceil(count / size));
  if (window.page > pages) throw notFound(MESSAGES.invalidPage);
  return {
    count,
    ...extra,
    next: window.page < pages ? pageUrl(request.server.publicUrl, request.url, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(request.server.publicUrl, request.url, window.page - 1) : null,
    results,
  };
}

/**
 * A count as a column of the page's own query: an uncorrelated scalar subquery runs once, and the page
 * itself can still stop after LIMIT rows.
 */
export const totalOf = (countQuery: SQL | { getSQL(): SQL }) => sql<number>`(${countQuery})`.mapWith(Number);

/**
 * Splits the rows of a page selected with a `total` column into count and results. No rows means the
 * page is past the end (`paged` answers 404 then) or there is nothing at all: count 0 either way.
 */
export function splitTotal<R extends { total: number }>(rows: R[]) {
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map(({ total: _total, ...row }) => row),
  };
}
