import { describe, expect, it } from 'vitest';
import { dailyRevenuePoints } from './daily-revenue';

describe('dailyRevenuePoints', () => {
  it('orders the points Fri … Thu and fills a missing day with 0', () => {
    expect(dailyRevenuePoints({ Mon: 50, Fri: 10.5, Thu: 70, Sat: 20 })).toEqual([
      { day: 'Fri', revenue: 10.5 },
      { day: 'Sat', revenue: 20 },
      { day: 'Sun', revenue: 0 },
      { day: 'Mon', revenue: 50 },
      { day: 'Tue', revenue: 0 },
      { day: 'Wed', revenue: 0 },
      { day: 'Thu', revenue: 70 },
    ]);
  });
});
