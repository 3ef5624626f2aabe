import { describe, expect, it } from 'vitest';
import { reconnectDelay } from './backoff';

describe('reconnectDelay', () => {
  it('doubles from the base up to the maximum', () => {
    const top = { random: () => 0.999999, baseMs: 1000, maxMs: 30_000 };
    expect([0, 1, 2, 3, 4, 5, 6, 50].map((attempt) => reconnectDelay(attempt, top))).toEqual([
      1000, 2000, 4000, 8000, 16_000, 30_000, 30_000, 30_000,
    ]);
  });

  it('waits between half and all of the ceiling, so clients spread out', () => {
    expect(reconnectDelay(2, { random: () => 0 })).toBe(2000);
    expect(reconnectDelay(2, { random: () => 0.5 })).toBe(3000);
    for (let i = 0; i < 100; i++) {
      const delay = reconnectDelay(3);
      expect(delay).toBeGreaterThanOrEqual(4000);
      expect(delay).toBeLessThanOrEqual(8000);
    }
  });

  it('treats a negative or fractional attempt as the nearest sane one', () => {
    expect(reconnectDelay(-3, { random: () => 0 })).toBe(500);
    expect(reconnectDelay(1.7, { random: () => 0 })).toBe(1000);
  });
});
