import { translateServerMessage } from '../i18n/server-messages/translate';
import { ApiError, getErrorMessage } from './api-client';

export type FormErrorMessage = {
  /** The request field the message belongs to ('email'), or undefined for a general message. */
  field?: string;
  message: string;
};

function firstString(value: unknown): string | undefined {
  if (typeof value === 'string') return value.trim() ? value : undefined;
  if (Array.isArray(value)) return value.find((item): item is string => typeof item === 'string' && !!item);
  return undefined;
}

/**
 * The one message a form shows for a failed request: only the first present message, in red. `fields` is the form's order, e.g. ['email', 'password', 'error']: the first of them present in the
 * answer wins. An answer holding none of them falls back to its first message of any kind ({detail}, an
 * unlisted field), and an error without an answer (server not reachable) to its own message.
 */
export function firstFormError(error: unknown, fields: readonly string[]): FormErrorMessage | null {
  const found = firstEnglishFormError(error, fields);
  return found && { ...found, message: translateServerMessage(found.message) };
}

function firstEnglishFormError(error: unknown, fields: readonly string[]): FormErrorMessage | null {
  if (error === null || error === undefined) return null;
  if (error instanceof ApiError) {
    const data = error.data;
    if (typeof data === 'object' && data !== null) {
      const record = data as Record<string, unknown>;
      for (const field of fields) {
        const message = firstString(record[field]);
        if (message) return field === 'error' ? { message } : { field, message };
      }
    }
    return { message: getErrorMessage(data) ?? error.message };
  }
  if (error instanceof Error && error.message) return { message: error.message };
  // i18n-exempt: an English message like the API's own, translated by firstFormError above.
  return { message: 'Something went wrong. Please try again.' };
}
