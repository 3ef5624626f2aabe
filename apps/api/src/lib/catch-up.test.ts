import { describe, expect, it } from 'vitest';
import { catchUp } from './catch-up.ts';

/** A catch-up whose marks the test hears (`hear`) or not; what it sent and missed is recorded. */
function marks(options: { timeoutMs?: number; failSend?: boolean } = {}) {
  const sent: number[] = [];
  const missed: unknown[] = [];
  let hearing = true;
  const catching = catchUp({
    send: async (n) => {
      sent.push(n);
      if (options.failSend) throw new Error('the database is away');
    },
    hearing: () => hearing,
    missed: (err) => void missed.push(err),
    timeoutMs: options.timeoutMs ?? 10_000,
  });
  return { ...catching, sent, missed, stopHearing: () => void (hearing = false) };
}

/** Whether `promise` has settled once pending callbacks have run. */
async function settled(promise: Promise<void>) {
  let done = false;
  void promise.then(() => (done = true));
  await new Promise((resolve) => setTimeout(resolve, 0));
  return done;
}

describe('catching up with the database', () => {
  it('waits for its own mark; callers arriving meanwhile share the next one', async () => {
    const m = marks();
    const first = m.caughtUp();
    const second = m.caughtUp();
    const third = m.caughtUp();
    expect(m.sent).toEqual([1]);
    m.heard(1);
    expect(await settled(first)).toBe(true);
    // The first mark may have been sent before their changes committed: a mark of their own is sent.
    expect(await settled(second)).toBe(false);
    expect(m.sent).toEqual([1, 2]);
    m.heard(2);
    expect(await settled(second)).toBe(true);
    expect(await settled(third)).toBe(true);
    expect(m.missed).toEqual([]);
  });

  it('a later mark heard lets the earlier waiters go too', async () => {
    const m = marks();
    const first = m.caughtUp();
    m.heard(5);
    expect(await settled(first)).toBe(true);
  });

  it('a mark not heard in time, or not sent, is reported missed and the caller goes on', async () => {
    const late = marks({ timeoutMs: 20 });
    await late.caughtUp();
    expect(late.missed).toEqual([expect.objectContaining({ message: 'mark 1 not heard' })]);
    const unsent = marks({ failSend: true });
    await unsent.caughtUp();
    expect(unsent.missed).toEqual([expect.objectContaining({ message: 'the database is away' })]);
    // Heard after all: reported once, not twice.
    late.heard(1);
    expect(late.missed).toHaveLength(1);
  });

  it('has nothing to wait for while not hearing, and lets waiters go when hearing stops', async () => {
    const m = marks();
    const waiting = m.caughtUp();
    m.stopHearing();
    m.abandon();
    expect(await settled(waiting)).toBe(true);
    await m.caughtUp();
    expect(m.sent).toEqual([1]);
    expect(m.missed).toEqual([]);
  });
});
