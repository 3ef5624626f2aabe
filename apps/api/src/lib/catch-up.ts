export interface CatchUpOptions {
  /** Resolves once every notification committed before the call has been heard (see PgListener.sync). */
  sync(): Promise<void>;
  /** Whether the listener is hearing: while it is not, nothing is kept, so there is nothing to wait for. */
  hearing(): boolean;
  /** A sync that failed or did not end within `timeoutMs`: what went unheard must be assumed changed. */
  missed(err: unknown): void;
  timeoutMs: number;
}

/**
 * Waiting until this instance has heard every change committed so far. One sync is on its way at a
 * time; callers arriving meanwhile share the next one (the one on its way may have begun before their
 * change committed). Never rejects.
 */
export function catchUp(options: CatchUpOptions) {
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  const round = () =>
    new Promise<void>((resolve) => {
      let settled = false;
      const settle = (err?: unknown) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        if (err !== undefined) options.missed(err);
        resolve();
      };
      const timer = setTimeout(
        () => settle(new Error(`not caught up within ${options.timeoutMs} ms`)),
        options.timeoutMs,
      );
      timer.unref();
      options.sync().then(() => settle(), settle);
    });

  function caughtUp(): Promise<void> {
    if (!options.hearing()) return Promise.resolve();
    if (!current) {
      current = round().finally(() => (current = null));
      return current;
    }
    next ??= current.then(() => {
      next = null;
      return caughtUp();
    });
    return next;
  }

  return caughtUp;
}
