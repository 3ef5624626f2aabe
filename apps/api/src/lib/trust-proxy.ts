import type { FastifyServerOptions } from 'fastify';
import type { Config } from '../config.ts';

/**
 * TRUST_PROXY as Fastify's `trustProxy`. A hop count becomes a function believing the nearest `hops`
 * addresses (the socket's peer and the entries proxies appended): given a bare number, Fastify believes
 * no proxy at all, and every client would share the proxy's address.
 */
export function trustProxyOption(setting: Config['trustProxy']): FastifyServerOptions['trustProxy'] {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return hops === 0 ? false : (_address: string, hop: number) => hop < hops;
}
