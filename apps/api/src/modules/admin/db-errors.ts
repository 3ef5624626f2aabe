/** The driver's error behind drizzle's wrapper: SQLSTATE code and, for constraint errors, the constraint. */
export function pgError(err: unknown): { code?: string; constraint?: string } {
  const cause = (err as { cause?: unknown }).cause ?? err;
  return (cause ?? {}) as { code?: string; constraint?: string };
}

export const isUniqueViolation = (err: unknown) => pgError(err).code === '23505';
export const isForeignKeyViolation = (err: unknown) => pgError(err).code === '23503';
