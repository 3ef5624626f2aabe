/**
 * Work that goes on after an answer is sent (receipt mails). The app waits for what is still running
 * before it closes, so a stop (SIGTERM, a test's end) loses none of it and nothing writes after the
 * database or the data folder is gone.
 */
export interface Background {
  /** Lets `task` run on; it must catch its own errors (a failure is logged where it happens). */
  run(task: Promise<unknown>): void;
  /** Resolves once every task started so far has ended. */
  settle(): Promise<void>;
}

export function background(): Background {
  const running = new Set<Promise<unknown>>();
  return {
    run(task) {
      const tracked = task.finally(() => running.delete(tracked));
      running.add(tracked);
    },
    async settle() {
      await Promise.allSettled(running);
    },
  };
}
