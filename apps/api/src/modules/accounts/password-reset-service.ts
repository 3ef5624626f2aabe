import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import { ACCOUNT_MESSAGES } from '@bhoj/contract';
import { authTokens, passwordResetTokens, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { newTokenKey, sha256 } from '../../lib/auth.ts';
import { businessError, fieldError } from '../../lib/errors.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { COMMON_PASSWORD_MESSAGE, isCommonPassword } from './common-passwords.ts';
import { resetMail } from './reset-mail.ts';

const invalidToken = () => businessError(400, ACCOUNT_MESSAGES.invalidToken);
/** `uid` of the reset link: the user id in decimal. */
const userIdOf = (uid: string) => (/^[1-9]\d{0,8}$/.test(uid) ? Number(uid) : null);

const HOUR_MS = 3_600_000;

/**
 * Password recovery through a mailed single-use link. Each request makes a link of its own (random, stored
 * hashed), so a new request never ends a link mailed before; using one ends them all.
 */
export function accountsPasswordResetService({
  db,
  mailer,
  config,
  log,
  counters,
}: Pick<Deps, 'db' | 'mailer' | 'config' | 'log' | 'counters'>) {
  const { recoveryMailsPerHour } = config.authAttempts;
  /** One address gets at most RATE_LIMIT_RECOVERY_MAILS_PER_HOUR mails; requests beyond are answered alike. */
  const mayMail = async (email: string) =>
    recoveryMailsPerHour === 0 ||
    (await counters.hit(`recovery-mail:${email}`, recoveryMailsPerHour, HOUR_MS)).allowed;

  const live = (userId: number, token: string) =>
    and(
      eq(passwordResetTokens.userId, userId),
      eq(passwordResetTokens.tokenHash, sha256(token)),
      isNull(passwordResetTokens.usedAt),
      gt(passwordResetTokens.expiresAt, sql`now()`),
    );

  /** Mails a single-use link valid for an hour, when the email has an account and its cap allows; silent otherwise. */
  async function mailResetLink(email: string): Promise<void> {
    if (!(await mayMail(email))) return;
    const [user] = await db
      .select({ id: users.id, username: users.username, email: users.email, language: users.language })
      .from(users)
      .where(eq(users.email, email));
    if (!user) return;
    const token = newTokenKey();
    await db.insert(passwordResetTokens).values({
      userId: user.id,
      tokenHash: sha256(token),
      expiresAt: sql`now() + make_interval(hours => 1)`,
    });
    await mailer.send(resetMail(user, `${config.publicUrl}/reset-password/${user.id}/${token}/`));
  }

  return {
    /** Starts mailing a reset link and returns at once (after the answer: see password-routes.ts); failures are logged. */
    requestReset(email: string): void {
      mailResetLink(email).catch((err: unknown) =>
        log.error({ err }, 'could not send the password reset mail'),
      );
    },

    /** Sets the password, uses up the link and signs the user out everywhere, in one transaction. */
    async resetPassword(uid: string, token: string, password: string): Promise<void> {
      const userId = userIdOf(uid);
      if (userId === null) throw invalidToken();
      const [found] = await db
        .select({ id: passwordResetTokens.id })
        .from(passwordResetTokens)
        .where(live(userId, token));
      if (!found) throw invalidToken();
      if (isCommonPassword(password)) throw fieldError('password', COMMON_PASSWORD_MESSAGE);
      const passwordHash = await hashPassword(password);
      await db.transaction(async (tx) => {
        // Claimed again inside the transaction: of two concurrent uses of one link, only one gets here.
        const claimed = await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.id, found.id), live(userId, token)))
          .returning({ id: passwordResetTokens.id });
        if (claimed.length === 0) throw invalidToken();
        await tx.update(users).set({ passwordHash, updatedAt: new Date() }).where(eq(users.id, userId));
        await tx
          .update(authTokens)
          .set({ revokedAt: sql`now()`, revokedReason: 'password_reset' })
          .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
        await tx
          .update(passwordResetTokens)
          .set({ usedAt: sql`now()` })
          .where(and(eq(passwordResetTokens.userId, userId), isNull(passwordResetTokens.usedAt)));
      });
    },
  };
}
