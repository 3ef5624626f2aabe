import { describe, expect, it } from 'vitest';
import { catchUp } from './catch-up.ts';

/** A catch-up whose syncs the test ends (`syncs[i].end()` or `.fail(err)`); what it missed is recorded. */
function syncing(timeoutMs = 10_000) {
  const syncs: { end(): void; fail(err: Error): void }[] = [];
  const missed: unknown[] = [];
  let hearing = true;
  const caughtUp = catchUp({
    sync: () =>
      new Promise<void>((resolve, reject) => void syncs.push({ end: () => resolve(), fail: reject })),
    hearing: () => hearing,
    missed: (err) => void missed.push(err),
    timeoutMs,
  });
  return { caughtUp, syncs, missed, stopHearing: () => void (hearing = false) };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('catching up with the database', () => {
  it('one sync at a time: callers arriving meanwhile share the next one', async () => {
    const s = syncing();
    const first = s.caughtUp();
    const second = s.caughtUp();
    const third = s.caughtUp();
    expect(s.syncs).toHaveLength(1);
    s.syncs[0]!.end();
    expect(await settled(first)).toBe(true);
    // The first sync may have begun before their changes committed: a sync of their own follows.
    expect(await settled(second)).toBe(false);
    expect(s.syncs).toHaveLength(2);
    s.syncs[1]!.end();
    expect(await settled(second)).toBe(true);
    expect(await settled(third)).toBe(true);
    expect(s.missed).toEqual([]);
  });

  it('a sync that fails, or does not end in time, is reported missed once, and the caller goes on', async () => {
    const failing = syncing();
    const waiting = failing.caughtUp();
    failing.syncs[0]!.fail(new Error('the listener was lost'));
    await waiting;
    expect(failing.missed).toEqual([expect.objectContaining({ message: 'the listener was lost' })]);

    const slow = syncing(20);
    await slow.caughtUp();
    expect(slow.missed).toEqual([expect.objectContaining({ message: 'not caught up within 20 ms' })]);
    slow.syncs[0]!.end();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(slow.missed).toHaveLength(1);
  });

  it('has nothing to wait for while not hearing', async () => {
    const s = syncing();
    s.stopHearing();
    await s.caughtUp();
    expect(s.syncs).toEqual([]);
  });
});
