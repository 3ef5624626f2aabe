import type { FastifyRequest } from 'fastify';
import { describe, expect, it } from 'vitest';
import { requestForSite } from './site-address.ts';

/** A request as `requestForSite` reads it: the host it names and the address its connection arrived at. */
const asking = (hostname: string, localAddress?: string) =>
  ({ hostname, socket: { localAddress } }) as unknown as FastifyRequest;

describe('requestForSite', () => {
  it("admits PUBLIC_URL's host in any case and on any port, and the address the connection arrived at", () => {
    const forSite = requestForSite('https://Shop.Example.com');
    expect(forSite(asking('shop.example.com'))).toBe(true);
    expect(forSite(asking('SHOP.example.COM', '10.0.0.5'))).toBe(true);
    expect(forSite(asking('10.0.0.5', '10.0.0.5'))).toBe(true);
    expect(forSite(asking('10.0.0.5', '::ffff:10.0.0.5'))).toBe(true);
    expect(forSite(asking('[::1]', '::1'))).toBe(true);
  });

  it('refuses any other host, an empty one, and an address the connection did not arrive at', () => {
    const forSite = requestForSite('https://shop.example.com');
    for (const [host, local] of [
      ['evil.example', '10.0.0.5'],
      ['shop.example.com.evil.example', undefined],
      ['', '10.0.0.5'],
      ['', undefined],
      ['', ''],
      ['10.0.0.6', '10.0.0.5'],
      ['localhost', '127.0.0.1'],
    ] as const) {
      expect(forSite(asking(host, local)), `${host} on ${local}`).toBe(false);
    }
    expect(requestForSite('http://[::1]:3000')(asking('[::1]'))).toBe(true);
  });
});
