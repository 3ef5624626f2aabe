export type BackoffOptions = {
  /** The first wait, in milliseconds. */
  baseMs?: number;
  /** No wait is longer than this. */
  maxMs?: number;
  /** A number in [0, 1); Math.random unless a test fixes it. */
  random?: () => number;
};

export const RECONNECT_BASE_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

/**
 * How long to wait before reconnection attempt `attempt` (0 for the first retry): the wait doubles each
 * time up to the maximum, and a random part (half of it) keeps many clients that lost the same server from
 * all coming back in the same instant.
 */
export function reconnectDelay(attempt: number, options: BackoffOptions = {}): number {
  const { baseMs = RECONNECT_BASE_MS, maxMs = RECONNECT_MAX_MS, random = Math.random } = options;
  const exponent = Math.min(Math.max(0, Math.floor(attempt)), 30);
  const ceiling = Math.min(maxMs, baseMs * 2 ** exponent);
  return Math.round(ceiling / 2 + (ceiling / 2) * random());
}
