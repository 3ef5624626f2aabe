/** The driver's error (SQLSTATE code, constraint name): drizzle wraps it, keeping it on `cause`. */
function driverError(err: unknown): { code?: string; constraint?: string } {
  const cause = (err as { cause?: { code?: string } } | null | undefined)?.cause;
  return (cause?.code ? cause : (err ?? {})) as { code?: string; constraint?: string };
}

/** The constraint a unique violation is about ('' when unnamed); undefined for any other error. */
export function uniqueViolation(err: unknown): string | undefined {
  const { code, constraint } = driverError(err);
  return code === '23505' ? (constraint ?? '') : undefined;
}

export const isUniqueViolation = (err: unknown) => uniqueViolation(err) !== undefined;
export const isForeignKeyViolation = (err: unknown) => driverError(err).code === '23503';

/** Errors a client's value causes in PostgreSQL (one that passed the schema but not the column): a 400. */
const INVALID_VALUE_STATES = new Set([
  '22P02', // invalid text representation
  '22003', // numeric value out of range
  '22001', // value too long
  '22021', // invalid byte sequence (e.g. a NUL character)
]);

export const isInvalidValue = (err: unknown) => INVALID_VALUE_STATES.has(driverError(err).code ?? '');
