import { ApiError } from './api-client';

/** A paged list's answer for a page past the end: 404 {"detail": "Invalid page."}. */
export function isInvalidPage(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  const detail = (error.data as { detail?: unknown } | null)?.detail;
  return detail === 'Invalid page.';
}
