import { describe, expect, it } from 'vitest';
import { dhakaToday, formatDhakaDateTime } from './dhaka-time.ts';

describe('formatDhakaDateTime', () => {
  it('writes the Dhaka date and time, six hours ahead of UTC, across midnight', () => {
    expect(formatDhakaDateTime('2026-11-23T20:25:00.000Z')).toEqual({
      date: '24 Nov 2026',
      time: '02:25',
      full: '24 Nov 2026, 02:25',
    });
    expect(formatDhakaDateTime(new Date('2026-01-01T05:00:00Z')).full).toBe('1 Jan 2026, 11:00');
  });

  it('answers empty strings for a value that is not a date', () => {
    expect(formatDhakaDateTime('soon')).toEqual({ date: '', time: '', full: '' });
  });
});

describe('dhakaToday', () => {
  it("is Dhaka's calendar date", () => {
    expect(dhakaToday(new Date('2026-11-23T18:30:00Z'))).toBe('2026-11-24');
    expect(dhakaToday(new Date('2026-11-23T17:59:00Z'))).toBe('2026-11-23');
  });
});
