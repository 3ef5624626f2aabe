/** Runs at most `size` tasks at once; the others wait their turn, first come first served. */
export interface Semaphore {
  run<T>(task: () => Promise<T>): Promise<T>;
  /** Tasks running now. */
  readonly running: number;
  /** Tasks waiting for a turn. */
  readonly waiting: number;
}

export function semaphore(size: number): Semaphore {
  let running = 0;
  const queue: (() => void)[] = [];
  return {
    async run(task) {
      if (running < size) running++;
      // A finishing task hands its turn to the next in line, so `running` stays as it is.
      else await new Promise<void>((turn) => queue.push(turn));
      try {
        return await task();
      } finally {
        const next = queue.shift();
        if (next) next();
        else running--;
      }
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
