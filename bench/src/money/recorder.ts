import { setTimeout as sleep } from 'node:timers/promises';
import type { Answer } from './client.ts';

/** The measured span, in performance.now() milliseconds: what starts in it counts, the warm-up before does not. */
export interface Window {
  from: number;
  until: number;
}

export interface CallStats {
  /** Milliseconds from sending the request to the end of the answer, of every expected answer. */
  latencies: number[];
  /** Answers the mix did not expect (status), and requests that got none. */
  errors: number;
  /** How the expected answers went: `303 /order-history/?payment=success`, `409`, … and how often. */
  outcomes: Map<string, number>;
}

/** Thrown for an answer already counted as an error: the virtual user drops the rest of its flow. */
class CountedError extends Error {}

/** Timings and errors per call (and per whole flow) of one measured window. */
export function recorder(window: Window) {
  const calls = new Map<string, CallStats>();
  /** The first few errors, to print: a count alone does not say what went wrong. */
  const errorSamples: string[] = [];
  const statsOf = (label: string) => {
    let stats = calls.get(label);
    if (!stats) calls.set(label, (stats = { latencies: [], errors: 0, outcomes: new Map() }));
    return stats;
  };
  const inWindow = (startedAt: number) => startedAt >= window.from && startedAt < window.until;
  const error = (label: string, startedAt: number, what: string) => {
    if (!inWindow(startedAt)) return;
    statsOf(label).errors++;
    if (errorSamples.length < 10) errorSamples.push(`${label}: ${what}`);
  };

  return {
    calls,
    errorSamples,
    /** A span measured by the caller (a whole flow), counted when it started in the window. */
    record(label: string, startedAt: number) {
      if (inWindow(startedAt)) statsOf(label).latencies.push(performance.now() - startedAt);
    },
    /** Sends and times one call; answers its answer when the status is one of `expected`. */
    async timed(label: string, expected: number[], send: () => Promise<Answer>): Promise<Answer> {
      const startedAt = performance.now();
      let answer: Answer;
      try {
        answer = await send();
      } catch (err) {
        error(label, startedAt, err instanceof Error ? err.message : String(err));
        throw new CountedError(label);
      }
      if (!expected.includes(answer.status)) {
        error(label, startedAt, `${answer.status} ${answer.body.slice(0, 160)}`);
        throw new CountedError(label);
      }
      if (inWindow(startedAt)) {
        const stats = statsOf(label);
        stats.latencies.push(performance.now() - startedAt);
        const outcome = answer.location ? `${answer.status} ${answer.location}` : String(answer.status);
        stats.outcomes.set(outcome, (stats.outcomes.get(outcome) ?? 0) + 1);
      }
      return answer;
    },
    /** Runs `users` virtual users, each repeating `flow` until the window ends (its last flow finishes). */
    async run(users: number, flow: (user: number) => Promise<void>) {
      await Promise.all(
        Array.from({ length: users }, async (_, user) => {
          while (performance.now() < window.until) {
            const startedAt = performance.now();
            await flow(user).catch(async (err: unknown) => {
              if (err instanceof CountedError) return;
              error('(client)', startedAt, err instanceof Error ? err.message : String(err));
              await sleep(10);
            });
          }
        }),
      );
    },
  };
}

export type Recorder = ReturnType<typeof recorder>;

/** The window that starts after `warmupSeconds` from now and lasts `seconds`. */
export function windowFrom(warmupSeconds: number, seconds: number): Window {
  const from = performance.now() + warmupSeconds * 1000;
  return { from, until: from + seconds * 1000 };
}

export interface CallSummary {
  count: number;
  perSecond: number;
  p50: number;
  p90: number;
  p99: number;
  max: number;
  errors: number;
}

/** Counts and nearest-rank percentiles of one call over a window of `seconds`. */
export function summarize(stats: CallStats, seconds: number): CallSummary {
  const sorted = stats.latencies.toSorted((a, b) => a - b);
  const at = (share: number) => sorted[Math.max(0, Math.ceil(share * sorted.length) - 1)] ?? 0;
  return {
    count: sorted.length,
    perSecond: sorted.length / seconds,
    p50: at(0.5),
    p90: at(0.9),
    p99: at(0.99),
    max: sorted.at(-1) ?? 0,
    errors: stats.errors,
  };
}
