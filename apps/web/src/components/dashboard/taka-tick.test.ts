import { describe, expect, it } from 'vitest';
import { takaTick } from './taka-tick';

describe('takaTick', () => {
  it('puts the taka sign before a short Bangladesh-style figure', () => {
    expect([0, 950, 15_000, 250_000, 12_000_000].map(takaTick)).toEqual([
      '৳0',
      '৳950',
      '৳15K',
      '৳2.5L',
      '৳1.2Cr',
    ]);
  });
});
