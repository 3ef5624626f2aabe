import type { FastifyRequest } from 'fastify';
import type { Paged } from '@bhoj/contract';
import { notFound, MESSAGES } from './errors.ts';

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

/** Absolute URL of the same request with another `page`, keeping the other query parameters. */
function pageUrl(request: FastifyRequest, page: number): string {
  const url = new URL(request.url, `${request.protocol}://${request.host}`);
  url.searchParams.set('page', String(page));
  return url.toString();
}

/** The `{count, next, previous, results}` envelope; a page past the end is 404 "Invalid page." (page 1 never is). */
export function pagedEnvelope<T>(
  request: FastifyRequest,
  window: PageWindow,
  count: number,
  results: T[],
): Paged<T> {
  const pages = Math.max(1, Math.ceil(count / window.size));
  if (window.page > pages) throw notFound(MESSAGES.invalidPage);
  return {
    count,
    next: window.page < pages ? pageUrl(request, window.page + 1) : null,
    previous: window.page > 1 ? pageUrl(request, window.page - 1) : null,
    results,
  };
}
