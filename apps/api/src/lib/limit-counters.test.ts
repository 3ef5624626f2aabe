import { afterEach, describe, expect, it, vi } from 'vitest';
import { inMemoryLimitCounters } from './limit-counters.ts';

afterEach(() => vi.useRealTimers());

describe('in-memory limit counters', () => {
  it('hands out at most `max` slots per key, and takes them back', async () => {
    const counters = inMemoryLimitCounters();
    expect(await counters.acquire('a', 2)).toBe(true);
    expect(await counters.acquire('a', 2)).toBe(true);
    expect(await counters.acquire('a', 2)).toBe(false);
    expect(await counters.acquire('b', 2)).toBe(true);
    await counters.release('a');
    expect(await counters.acquire('a', 2)).toBe(true);
    expect(await counters.acquire('a', 2)).toBe(false);
  });

  it('counts uses in a window from the first one, refusing past `max` until the window ends', async () => {
    vi.useFakeTimers({ now: new Date('2026-11-24T10:00:00Z') });
    const counters = inMemoryLimitCounters();
    const hour = 3_600_000;
    expect(await counters.hit('u', 2, hour)).toEqual({ allowed: true, retryAfterSeconds: 3600 });
    vi.advanceTimersByTime(600_000);
    expect(await counters.hit('u', 2, hour)).toEqual({ allowed: true, retryAfterSeconds: 3000 });
    expect(await counters.hit('u', 2, hour)).toEqual({ allowed: false, retryAfterSeconds: 3000 });
    expect((await counters.hit('other', 2, hour)).allowed).toBe(true);
    vi.advanceTimersByTime(3_000_000);
    expect(await counters.hit('u', 2, hour)).toEqual({ allowed: true, retryAfterSeconds: 3600 });
  });
});
