import type { FastifyRequest } from 'fastify';
import { type SQL, sql } from 'drizzle-orm';
import type { Paged } from '@bhoj/contract';
import { pagedEnvelope, pageWindow, type PageWindow } from '../../lib/pagination.ts';

/** The envelope of page `?page=` of `size`, from `load` (404 past the end). */
export async function pagedList<T>(
  request: FastifyRequest & { query: { page: number } },
  size: number,
  load: (window: PageWindow) => Promise<{ count: number; results: T[] }>,
): Promise<Paged<T>> {
  const window = pageWindow(request.query.page, size);
  const { count, results } = await load(window);
  return pagedEnvelope(request, window, count, results);
}

/** A count as a column of the page's own query: an uncorrelated scalar subquery runs once. */
export const totalOf = (countQuery: SQL | { getSQL(): SQL }) => sql<number>`(${countQuery})`.mapWith(Number);

/** Splits rows selected with a `total` column into count and results (no rows: count 0). */
export function splitTotal<R extends { total: number }>(rows: R[]) {
  return {
    count: rows[0]?.total ?? 0,
    results: rows.map(({ total: _total, ...row }) => row),
  };
}
