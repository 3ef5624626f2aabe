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

/** The server went away or refused us: shutting down, restarting, or the connection was cut. */
const CONNECTION_LOST_STATES = new Set(['57P01', '57P02', '57P03']);
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
]);
// What node-postgres says when a connection ends under a query, or when a broken client is used again.
const CONNECTION_LOST_MESSAGE = /^Connection terminated|connection error and is not queryable/;

/** The database is unreachable for now, through no fault of the query: a 503 the client may retry. */
export function isConnectionLost(err: unknown): boolean {
  // Drizzle keeps the driver's error on `cause`; a refused connection may come as either.
  const errors = [err, (err as { cause?: unknown } | null | undefined)?.cause];
  return errors.some((e) => {
    const { code = '', message = '' } = (e ?? {}) as { code?: unknown; message?: unknown };
    if (typeof code !== 'string' || typeof message !== 'string') return false;
    return (
      code.startsWith('08') ||
      CONNECTION_LOST_STATES.has(code) ||
      SOCKET_CODES.has(code) ||
      CONNECTION_LOST_MESSAGE.test(message)
    );
  });
}
