/** A row with its `created_at` as the ISO string every answer carries. */
export const isoCreatedAt = <T extends { created_at: Date }>(
  row: T,
): Omit<T, 'created_at'> & { created_at: string } => ({ ...row, created_at: row.created_at.toISOString() });

type NonNullFields<T> = { [K in keyof T]: NonNullable<T[K]> };

/**
 * Whether a LEFT JOINed row holds a joined row. Its columns are NOT NULL, so it is all null (nothing
 * joined) or all set: its id tells which.
 */
export const isJoined = <T extends { id: number | null }>(row: T): row is T & NonNullFields<T> =>
  row.id !== null;
