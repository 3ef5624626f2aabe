import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SIGN_IN_CODE_DIGITS, SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_RESEND_MINUTES } from '@bhoj/contract';
import { users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import type { CodeTimes } from '../../lib/code-store.ts';
import { signInCodeMail } from './sign-in-code-mail.ts';

const TIMES: CodeTimes = {
  ttlMs: SIGN_IN_CODE_MINUTES * 60_000,
  intervalMs: SIGN_IN_CODE_RESEND_MINUTES * 60_000,
};
/** Wrong codes sent with the right password that end a code: someone who has the password but not the mail. */
export const MAX_CODE_MISSES = 5;

/**
 * The one-time codes that let a new browser sign in to an account that had too many failed sign-ins
 * (docs/decisions/0021). One code is live per email at a time; the store keeps its random id, and the
 * code is an HMAC of the id and the email under SECRET_KEY, so it can be mailed again unchanged and is
 * another account's never. Everything here runs alike whether or not the email has an account: only the
 * mail, sent after the answer, looks the account up.
 */
export function signInCodes({
  config,
  codes,
  db,
  mailer,
  log,
  background,
}: Pick<Deps, 'config' | 'codes' | 'db' | 'mailer' | 'log' | 'background'>) {
  const keyOf = (email: string) => `sign-in-code:${email}`;
  const codeOf = (email: string, id: string) => {
    const digest = createHmac('sha256', config.secretKey).update(`sign-in-code:${id}:${email}`).digest();
    return String(digest.readUIntBE(0, 6) % 10 ** SIGN_IN_CODE_DIGITS).padStart(SIGN_IN_CODE_DIGITS, '0');
  };

  async function mail(email: string, id: string) {
    const [user] = await db
      .select({ username: users.username, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.email, email));
    if (user) await mailer.send(signInCodeMail(user, codeOf(email, id)));
  }
  const send = async (email: string, again: boolean) => {
    const outcome = await codes.send(keyOf(email), randomBytes(16).toString('base64url'), TIMES, again);
    if ('mail' in outcome) {
      const { mail: id } = outcome;
      background.run(
        mail(email, id).catch((err: unknown) => log.error({ err }, 'could not mail a sign-in code')),
      );
    }
    return outcome;
  };

  return {
    /** Whether a code is live for `email`: while one is, new browsers need it. */
    needed: async (email: string) => (await codes.live(keyOf(email))) !== undefined,

    /** For a sign-in that needs a code and sent none: mails one unless one is live or was mailed lately. */
    async offer(email: string): Promise<void> {
      await send(email, false);
    },

    /** Mails the live code again (or a new one); answers the milliseconds to wait when the last mail is too recent. */
    async resend(email: string): Promise<number | undefined> {
      const outcome = await send(email, true);
      return 'waitMs' in outcome ? outcome.waitMs : undefined;
    },

    /**
     * Whether `code` is the live code of `email`, used up by this call when the password was right too. A
     * wrong code counts against the live one only with the right password, so that nobody without the
     * password can end the owner's code; the caller answers every failure alike.
     */
    async redeem(email: string, code: string, passwordRight: boolean): Promise<boolean> {
      const id = await codes.live(keyOf(email));
      const expected = Buffer.from(codeOf(email, id ?? ''));
      const given = Buffer.from(code);
      const right = id !== undefined && given.length === expected.length && timingSafeEqual(given, expected);
      if (!passwordRight) return false;
      if (!right) {
        if (id !== undefined) await codes.miss(keyOf(email), id, MAX_CODE_MISSES);
        return false;
      }
      return codes.take(keyOf(email), id);
    },
  };
}
