import type { FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps.ts';
import { deviceCookies } from '../../lib/device-cookie.ts';
import { type AttemptLimit, countAttempt, WINDOW_MS } from '../../lib/rate-limit.ts';

/** A sign-in attempt as counted: how its account counted it, and what to call if it succeeds. */
export interface CountedSignIn {
  /** A new browser (no device cookie for the account), counted per account: codes apply to it. */
  countedForAccount: boolean;
  /** Such a browser past the account's failure limit: it needs a mailed code. */
  overAccountLimit: boolean;
  /** Takes the attempt back and remembers this browser for the account. */
  succeeded(): Promise<void>;
}

/**
 * How sign-in, sign-up and recovery attempts are limited (docs/SECURITY.md). Sign-in counts failures only:
 * per client IP, sized for many people behind one address (over it: 429), and per account; past the
 * account's limit a new browser is not refused but needs a mailed code as well (docs/decisions/0021), so
 * that failures made elsewhere never lock the owner out. A browser that signed in to the account before
 * (its device cookie) is counted on its own instead, with a limit of its own.
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
  /** Every request counts against the client IP. */
  const perIpOnly = (action: string) => async (request: FastifyRequest, reply: FastifyReply) => {
    await count(reply, [byIp(action, request)]);
  };

  return {
    signUp: perIpOnly('sign-up'),
    /** Recovery mails to one address are capped per hour by the service instead, unrefused. */
    recovery: perIpOnly('recovery'),
    /** Asking for a sign-in code again: the interval between mails is the code store's. */
    signInCode: perIpOnly('sign-in-code'),

    /**
     * Counts a sign-in to `email`'s account, before the password is checked (an attempt over the IP's or
     * the browser's limit costs no password hash).
     */
    async signIn(request: FastifyRequest, reply: FastifyReply, email: string): Promise<CountedSignIn> {
      const device = devices.trustedDevice(request, email);
      const refund = await count(
        reply,
        device ? [{ key: `sign-in:device:${device}`, perMinute: perAccount }] : [byIp('sign-in', request)],
      );
      const accountKey = `sign-in:account:${email}`;
      const counted = !device && perAccount > 0;
      const account = counted ? await attempts.add(accountKey, WINDOW_MS) : undefined;
      return {
        countedForAccount: counted,
        overAccountLimit: account !== undefined && account.count > perAccount,
        async succeeded() {
          await refund();
          if (counted) await attempts.remove(accountKey);
          devices.remember(request, reply, email);
        },
      };
    },
  };
}
