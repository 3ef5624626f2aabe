export interface CatchUpOptions {
  /** Sends mark `n` through the channel the listener hears (rejects when it could not). */
  send(n: number): Promise<void>;
  /** Whether the listener is hearing: while it is not, nothing is kept, so there is nothing to wait for. */
  hearing(): boolean;
  /** A mark not heard within `timeoutMs`, or not sent: what was missed must be assumed changed. */
  missed(err: unknown): void;
  timeoutMs: number;
}

/**
 * Waiting until this instance has heard every change committed so far: a mark of its own is sent
 * through the channel, and a listener hears notifications in the order their transactions committed,
 * so once the mark is heard, so is every change committed before it was sent. One mark is on its way at
 * a time; callers arriving meanwhile share the next one (the one on its way may have been sent before
 * their change committed).
 */
export function catchUp(options: CatchUpOptions) {
  let sent = 0;
  const waiting = new Map<number, () => void>();
  let current: Promise<void> | null = null;
  let next: Promise<void> | null = null;

  function round(): Promise<void> {
    const n = ++sent;
    return new Promise<void>((resolve) => {
      let finished = false;
      const done = (err?: unknown) => {
        if (finished) return;
        finished = true;
        clearTimeout(timer);
        waiting.delete(n);
        if (err !== undefined) options.missed(err);
        resolve();
      };
      const timer = setTimeout(() => done(new Error(`mark ${n} not heard`)), options.timeoutMs);
      timer.unref();
      waiting.set(n, done);
      options.send(n).catch((err: unknown) => done(err));
    });
  }

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

  return {
    caughtUp,
    /** Mark `n` was heard: so was every earlier one. */
    heard(n: number) {
      for (const [mark, done] of waiting) if (mark <= n) done();
    },
    /** The listener was lost: nothing is kept until it is back, so nobody needs to wait. */
    abandon() {
      for (const done of waiting.values()) done();
    },
  };
}
