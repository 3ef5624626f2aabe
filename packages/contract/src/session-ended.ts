/**
 * A 401 answered to a call whose token once signed someone in carries this header, saying why the
 * session ended, so the web app can tell the person on the sign-in page. The body stays as it was.
 */
export const SESSION_ENDED_HEADER = 'bhoj-session-ended';

export const SESSION_ENDED_REASONS = ['role-changed', 'password-reset', 'signed-out', 'expired'] as const;
export type SessionEndedReason = (typeof SESSION_ENDED_REASONS)[number];

export function isSessionEndedReason(value: unknown): value is SessionEndedReason {
  return typeof value === 'string' && (SESSION_ENDED_REASONS as readonly string[]).includes(value);
}
