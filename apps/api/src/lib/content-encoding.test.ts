import { describe, expect, it } from 'vitest';
import { pickEncoding } from './content-encoding.ts';

describe('pickEncoding', () => {
  it.each([
    // [Accept-Encoding, coding sent]
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['br', 'br'],
    ['BR', 'br'],
    ['gzip', 'gzip'],
    ['deflate, gzip;q=1.0, *;q=0.5', 'gzip'],
    ['br;q=0.5, gzip;q=0.8', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['*', 'br'],
    ['*, br;q=0', 'gzip'],
    ['gzip;q=0.5', 'gzip'],
    ['identity;q=0, gzip;q=0.1', 'gzip'],
    ['br;q=0.2, *;q=0.8', 'gzip'],
  ])('%s: %s', (header, coding) => {
    expect(pickEncoding(header)).toBe(coding);
  });

  it.each([
    [undefined],
    [''],
    ['identity'],
    ['deflate'],
    ['zstd, deflate'],
    ['br;q=0, gzip;q=0'],
    ['*;q=0'],
    // The client prefers the bytes as they are.
    ['gzip;q=0.5, identity'],
    ['gzip;q=nonsense'],
  ])('%s: identity', (header) => {
    expect(pickEncoding(header)).toBeNull();
  });

  it('answers each header on its own, however they alternate', () => {
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('br')).toBe('br');
    expect(pickEncoding('gzip')).toBe('gzip');
    expect(pickEncoding('identity')).toBeNull();
    expect(pickEncoding('gzip')).toBe('gzip');
  });
});
