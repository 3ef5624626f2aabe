import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compress, pickEncoding } from './content-encoding.ts';

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

describe('compress', () => {
  // Small bodies are compressed on the main thread, large ones in zlib's pool: both give the same bytes.
  const json = (bytes: number) =>
    Buffer.from(
      JSON.stringify(Array.from({ length: Math.ceil(bytes / 40) }, (_, i) => ({ id: i, n: 'dal' }))),
    );
  const decode = { br: brotliDecompressSync, gzip: gunzipSync };

  it.each([
    ['br', 'once'],
    ['br', 'kept'],
    ['gzip', 'once'],
    ['gzip', 'kept'],
  ] as const)(
    '%s at effort %s: a 2 KB and a 100 KB body come back whole and smaller',
    async (coding, effort) => {
      for (const body of [json(2_000), json(100_000)]) {
        const made = await compress(body, coding, effort);
        expect(made.length).toBeLessThan(body.length / 3);
        expect(decode[coding](made).equals(body)).toBe(true);
      }
    },
  );
});
