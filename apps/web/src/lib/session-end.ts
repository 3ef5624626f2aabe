import type { SessionEndedReason } from '@bhoj/contract/session-ended';

/** Why a session ended: the API's Bhoj-Session-Ended reason, or 'ended' when it did not say. */
export type SessionEnd = SessionEndedReason | 'ended';

let ended: SessionEnd | null = null;

/**
 * Kept by the API client when a call with a token is answered 401, for the sign-in page to say why,
 * however the app gets there (its 401 handler or a route guard that saw the user go).
 */
export function rememberSessionEnd(reason: SessionEnd): void {
  ended = reason;
}

export function peekSessionEnd(): SessionEnd | null {
  return ended;
}

/** Said once: the sign-in page forgets it after showing it. */
export function forgetSessionEnd(): void {
  ended = null;
}
