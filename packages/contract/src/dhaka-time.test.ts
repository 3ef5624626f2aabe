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

  it('writes every month, hour and minute as Intl does in Dhaka time, in English and both Banglas', () => {
    const instants: Date[] = [];
    for (let month = 0; month < 12; month++) {
      for (const hour of [0, 5, 17, 18, 23])
        instants.push(new Date(Date.UTC(2026, month, month * 2 + 1, hour, month * 5)));
    }
    for (let year = 2010; year <= 2100; year += 9) instants.push(new Date(Date.UTC(year, 11, 31, 18, 0)));
    for (const locale of ['en-GB', 'bn-BD', 'bn-BD-u-nu-latn']) {
      const date = new Intl.DateTimeFormat(locale, { timeZone: 'Asia/Dhaka', dateStyle: 'medium' });
      const time = new Intl.DateTimeFormat(locale, {
        timeZone: 'Asia/Dhaka',
        timeStyle: 'short',
        hourCycle: 'h23',
      });
      for (const instant of instants) {
        expect(formatDhakaDateTime(instant, locale), `${instant.toISOString()} ${locale}`).toEqual({
          date: date.format(instant),
          time: time.format(instant),
          full: `${date.format(instant)}, ${time.format(instant)}`,
        });
      }
    }
  });

  it("leaves to Intl what it does not write itself: 2009's daylight saving, another locale", () => {
    expect(formatDhakaDateTime('2009-07-01T17:30:00Z').full).toBe('2 Jul 2009, 00:30');
    expect(formatDhakaDateTime('2026-11-23T20:25:00Z', 'en-US').date).toBe('Nov 24, 2026');
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
