import type { FastifyInstance, FastifyRequest } from 'fastify';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * PUBLIC_URL: the one address answers name the site by (paging links, images, mails, payment
     * callbacks), whatever Host or X-Forwarded-* headers a request carries.
     */
    publicUrl: string;
  }
}

/** Makes `publicUrl` known to every route (`request.server.publicUrl`). */
export function registerPublicUrl(app: FastifyInstance, publicUrl: string) {
  app.decorate('publicUrl', publicUrl);
}

/** A host name as compared: lower case, without an IPv6 address's brackets or IPv4's `::ffff:` prefix. */
const bare = (host: string) =>
  host
    .toLowerCase()
    .replace(/^\[(.*)\]$/, '$1')
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');

/**
 * Whether a request was made for this site, so that its answer may be kept for other callers
 * (docs/ARCHITECTURE.md, answer cache): the host it names (Fastify's `hostname`: the Host header, or
 * X-Forwarded-Host where TRUST_PROXY believes the peer) is PUBLIC_URL's, or is the very address the
 * connection arrived at (the site reached by its LAN or loopback address). Ports are not compared: a
 * proxy names the site without one, and the host alone says which machine a link would lead to.
 */
export function requestForSite(publicUrl: string): (request: FastifyRequest) => boolean {
  const site = bare(new URL(publicUrl).hostname);
  return (request) => {
    const named = bare(request.hostname);
    if (named === '') return false;
    if (named === site) return true;
    const arrivedAt = request.socket.localAddress;
    return arrivedAt !== undefined && named === bare(arrivedAt);
  };
}
