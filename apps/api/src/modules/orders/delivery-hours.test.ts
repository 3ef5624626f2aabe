import { describe, expect, it } from 'vitest';
import { deliveryHoursAt } from './delivery-hours.ts';

const day = { open: '10:00', close: '22:00' };
// Dhaka is UTC+6: 10:00 in Dhaka is 04:00 UTC.
const at = (iso: string) => new Date(iso);

describe('deliveryHoursAt', () => {
  it('is always open without configured hours', () => {
    expect(deliveryHoursAt(undefined, at('2024-05-01T20:00:00Z'))).toEqual({
      open: '00:00',
      close: '24:00',
      is_open: true,
      opens_at: null,
    });
  });

  it('is open from the opening minute up to, not including, the closing minute (Dhaka time)', () => {
    expect(deliveryHoursAt(day, at('2024-05-01T04:00:00Z'))).toEqual({
      ...day,
      is_open: true,
      opens_at: null,
    });
    expect(deliveryHoursAt(day, at('2024-05-01T15:59:59Z')).is_open).toBe(true);
    expect(deliveryHoursAt(day, at('2024-05-01T16:00:00Z')).is_open).toBe(false);
    expect(deliveryHoursAt(day, at('2024-05-01T03:59:00Z')).is_open).toBe(false);
  });

  it('opens later the same Dhaka day when closed before the opening', () => {
    // 07:30 in Dhaka on 2 May.
    expect(deliveryHoursAt(day, at('2024-05-02T01:30:00Z'))).toEqual({
      ...day,
      is_open: false,
      opens_at: '2024-05-02T04:00:00.000Z',
    });
  });

  it('opens the next Dhaka day when closed after the closing, across a month end', () => {
    // 23:15 in Dhaka on 31 May; 00:30 in Dhaka on 1 June is the same calendar day as the opening.
    expect(deliveryHoursAt(day, at('2024-05-31T17:15:00Z')).opens_at).toBe('2024-06-01T04:00:00.000Z');
    expect(deliveryHoursAt(day, at('2024-05-31T18:30:00Z')).opens_at).toBe('2024-06-01T04:00:00.000Z');
  });

  it('handles windows that run past midnight', () => {
    const night = { open: '18:00', close: '02:00' };
    expect(deliveryHoursAt(night, at('2024-05-01T19:00:00Z')).is_open).toBe(true); // 01:00 Dhaka
    expect(deliveryHoursAt(night, at('2024-05-01T12:00:00Z')).is_open).toBe(true); // 18:00 Dhaka
    expect(deliveryHoursAt(night, at('2024-05-01T21:00:00Z'))).toEqual({
      ...night,
      is_open: false,
      opens_at: '2024-05-02T12:00:00.000Z', // 03:00 Dhaka on 2 May → 18:00 that day
    });
  });
});
