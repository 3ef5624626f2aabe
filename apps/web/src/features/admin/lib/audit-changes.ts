/** One field of an audit row: both values for a change, only `after` for a created row, only `before` for a deleted one. */
export type AuditChange = { field: string; before?: string; after?: string };

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function show(value: unknown): string {
  if (value === undefined || value === null || value === '') return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * What an audit row records, field by field. A change lists the fields whose values differ; a created or
 * deleted row lists its fields once. The row's own id is left out: the table shows it already.
 */
export function auditChanges(before: unknown, after: unknown): AuditChange[] {
  const from = isRecord(before) ? before : null;
  const to = isRecord(after) ? after : null;
  if (from && to) {
    const fields = [...new Set([...Object.keys(from), ...Object.keys(to)])];
    return fields
      .map((field) => ({ field, before: show(from[field]), after: show(to[field]) }))
      .filter((change) => change.before !== change.after);
  }
  const only = to ?? from;
  if (!only) return [];
  return Object.entries(only)
    .filter(([field]) => field !== 'id')
    .map(([field, value]) => (to ? { field, after: show(value) } : { field, before: show(value) }));
}
