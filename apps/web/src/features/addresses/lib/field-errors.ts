import { ApiError } from '../../../lib/api-client';

/** A 400 answer's `{"field": ["message"]}` as the first message of each of `fields` (English, as sent). */
export function serverFieldErrors<Field extends string>(
  error: unknown,
  fields: readonly Field[],
): Partial<Record<Field, string>> {
  if (!(error instanceof ApiError) || error.status !== 400) return {};
  const data = error.data as Record<string, unknown> | null;
  const found: Partial<Record<Field, string>> = {};
  for (const field of fields) {
    const value = data?.[field];
    const message = Array.isArray(value) ? value.find((item) => typeof item === 'string') : undefined;
    if (message) found[field] = message;
  }
  return found;
}
