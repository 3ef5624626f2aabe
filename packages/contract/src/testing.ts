import type { z } from 'zod';

/** The field messages a schema answers for `input`, as the API's 400 body shows them: `{field: [msg]}`. */
export function fieldErrors(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const field = issue.path.length > 0 ? String(issue.path[0]) : 'error';
    (errors[field] ??= []).push(issue.message);
  }
  return errors;
}
