import { describe, expect, it } from 'vitest';
import { formatOpening } from './format-opening';

describe('formatOpening', () => {
  it('shows the moment in Bangladesh time', () => {
    expect(formatOpening('2025-03-04T04:00:00Z')).toBe('Tue 4 Mar, 10:00');
    expect(formatOpening('2025-12-31T20:30:00.000Z')).toBe('Thu 1 Jan, 02:30');
  });

  it("in another language, that language's words and digits", () => {
    expect(formatOpening('2025-03-04T04:00:00Z', 'bn-BD')).toMatch(/১০:০০/);
  });

  it('gives nothing for a missing or unreadable moment', () => {
    expect(formatOpening(null)).toBe('');
    expect(formatOpening('soon')).toBe('');
  });
});
