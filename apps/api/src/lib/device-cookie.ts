import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

export const DEVICE_COOKIE = 'bhoj_device';
/** Sent only to the accounts calls, where sign-in reads it. */
const COOKIE_PATH = '/api/accounts/';
const MAX_AGE_SECONDS = 180 * 24 * 60 * 60;
/** Accounts one browser is remembered for; the least recently signed in is forgotten beyond this. */
const MAX_ACCOUNTS = 5;

/**
 * Device cookies: a browser that signed in to an account successfully before carries proof of it, so that
 * failures made elsewhere against that account do not lock it out. The cookie holds one entry per
 * account, `<device id>.<signature>`, the signature an HMAC of the device id and the account's email
 * under the server's secret key: it names the account without showing its email, and cannot be forged
 * or moved to another account.
 */
export function deviceCookies(secretKey: string) {
  const sign = (deviceId: string, email: string) =>
    createHmac('sha256', secretKey).update(`device:${deviceId}:${email}`).digest('base64url');

  const entriesOf = (request: FastifyRequest): string[] => {
    const header = request.headers.cookie ?? '';
    const value = header
      .split(';')
      .map((part) => part.trim())
      .find((part) => part.startsWith(`${DEVICE_COOKIE}=`))
      ?.slice(DEVICE_COOKIE.length + 1);
    return value ? value.split('~').slice(0, MAX_ACCOUNTS) : [];
  };

  /** The device id of the entry signed for `email`, if the request carries one. */
  const deviceFor = (entries: string[], email: string): string | undefined => {
    for (const entry of entries) {
      const [deviceId = '', signature = ''] = entry.split('.');
      const expected = Buffer.from(sign(deviceId, email));
      const given = Buffer.from(signature);
      if (given.length === expected.length && timingSafeEqual(given, expected)) return deviceId;
    }
    return undefined;
  };

  return {
    /** The id of this browser for `email`'s account, when it signed in to it before. */
    trustedDevice: (request: FastifyRequest, email: string) => deviceFor(entriesOf(request), email),

    /** Remembers this browser for `email`'s account (first in the cookie), keeping its other accounts. */
    remember(request: FastifyRequest, reply: FastifyReply, email: string) {
      const entries = entriesOf(request);
      const deviceId = deviceFor(entries, email) ?? randomBytes(16).toString('base64url');
      const others = entries.filter((entry) => deviceFor([entry], email) === undefined);
      const value = [`${deviceId}.${sign(deviceId, email)}`, ...others].slice(0, MAX_ACCOUNTS).join('~');
      const secure = request.protocol === 'https' ? '; Secure' : '';
      reply.header(
        'set-cookie',
        `${DEVICE_COOKIE}=${value}; Path=${COOKIE_PATH}; Max-Age=${MAX_AGE_SECONDS}; HttpOnly; SameSite=Strict${secure}`,
      );
    },
  };
}
