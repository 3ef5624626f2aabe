import { z } from 'zod';

/** Field builders shared by the request bodies: each rule and its message is written once. */

/** A request body of form fields; anything but a JSON object is refused with one message. */
export const form = <T extends z.ZodRawShape>(shape: T) =>
  z.object(shape, { error: 'Send the form fields as a JSON object.' });

/** PostgreSQL text cannot hold NUL. */
export const withoutNul = (value: string) => value.replaceAll('\0', '');

/**
 * Trimmed text of at most `max` characters: "<Label> is required." when missing, "<Label> must be text."
 * when not a string. `dropNul` removes NUL characters before trimming (for fields stored as they come).
 */
export const text = (label: string, max: number, { dropNul = false } = {}) => {
  const base = z.string({
    error: (issue) => (issue.input == null ? `${label} is required.` : `${label} must be text.`),
  });
  return (dropNul ? base.overwrite(withoutNul) : base)
    .trim()
    .max(max, `${label} must be at most ${max} characters.`);
};

/** Like `text`, and blank is "<Label> is required." (no other message follows it). */
export const requiredText = (label: string, max: number, options?: { dropNul?: boolean }) =>
  text(label, max, options).min(1, { message: `${label} is required.`, abort: true });

/** true/false, or the strings "true"/"false" that forms send. */
export const lenientBoolean = (message: string) =>
  z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')], { error: message });

/** A number, or a string of digits as forms send it ("3" is read as 3); `params` words the refusal. */
export const lenientWholeNumber = (params: Parameters<typeof z.union>[1]) =>
  z.union([z.number(), z.string().trim().regex(/^\d+$/).transform(Number)], params);

/** The largest id an id column (PostgreSQL integer) holds. */
export const MAX_ROW_ID = 2_147_483_647;

/**
 * A row id in a path: a positive whole number in digits, else a 400 with `message`. A number beyond the
 * id columns' range names no row: it is read as 0, which no row has, so the route answers 404 as it does
 * for any other unknown id.
 */
export const rowId = (message: string) =>
  z
    .string()
    .regex(/^\d+$/, message)
    .transform(Number)
    .refine((id) => id >= 1, message)
    .transform((id) => (id > MAX_ROW_ID ? 0 : id));
