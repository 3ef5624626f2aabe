import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { deviceCookies } from '../../lib/device-cookie.ts';
import { type AttemptLimit, countAttempt } from '../../lib/rate-limit.ts';

/**
 * How sign-in, sign-up and recovery attempts are limited (docs/SECURITY.md). Sign-in counts failures only:
 * per client IP, sized for many people behind one address, and per account; a browser that signed in to
 * the account before (its device cookie) is counted on its own instead, so failures made elsewhere
 * never lock the account's owner out of their own browser.
 */
export function accountAttemptLimits({ config, attempts }: Pick<Deps, 'config' | 'attempts'>) {
  const { perAccount, perIp } = config.authAttempts;
  const devices = deviceCookies(config.secretKey);
  const count = (reply: FastifyReply, limits: AttemptLimit[]) =>
    perAccount === 0 ? async () => {} : countAttempt(attempts, reply, limits);
  const byIp = (action: string, request: FastifyRequest) => ({
    key: `${action}:ip:${request.ip}`,
    perMinute: perIp,
  });

  return {
    /** Sign-up: every attempt counts against the client IP. */
    async signUp(request: FastifyRequest, reply: FastifyReply) {
      await count(reply, [byIp('sign-up', request)]);
    },

    /** Recovery: every request counts against the client IP and against the email. */
    async recovery(request: FastifyRequest, reply: FastifyReply) {
      const { email } = request.body as { email: string };
      await count(reply, [
        byIp('recovery', request),
        { key: `recovery:email:${email}`, perMinute: perAccount },
      ]);
    },

    /**
     * Counts a sign-in to `email`'s account, before the password is checked (an attempt over the limit
     * costs no password hash). Answers what to call once the password was right: it takes the attempt
     * back and remembers this browser for the account.
     */
    async signIn(request: FastifyRequest, reply: FastifyReply, email: string) {
      const device = devices.trustedDevice(request, email);
      const refund = await count(
        reply,
        device
          ? [{ key: `sign-in:device:${device}`, perMinute: perAccount }]
          : [byIp('sign-in', request), { key: `sign-in:account:${email}`, perMinute: perAccount }],
      );
      return async () => {
        await refund();
        devices.remember(request, reply, email);
      };
    },
  };
}
