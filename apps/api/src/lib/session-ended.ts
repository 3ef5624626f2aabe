import { eq } from 'drizzle-orm';
import type { SessionEndedReason } from '@bhoj/contract';
import type { Db } from '../db/client.ts';
import { authTokens } from '../db/schema/index.ts';

const REVOKED: Record<'signed_out' | 'password_reset' | 'role_changed', SessionEndedReason> = {
  signed_out: 'signed-out',
  password_reset: 'password-reset',
  role_changed: 'role-changed',
};

/**
 * Why the token with this hash no longer signs anyone in, or null when no such token was ever issued.
 * Asked only after a lookup of a live token failed, so it costs nothing on a good call. A token revoked
 * before reasons were kept counts as signed out.
 */
export async function sessionEndedReason(
  db: Db,
  hash: string,
  now: number,
): Promise<SessionEndedReason | null> {
  const [row] = await db
    .select({
      revokedAt: authTokens.revokedAt,
      reason: authTokens.revokedReason,
      expiresAt: authTokens.expiresAt,
    })
    .from(authTokens)
    .where(eq(authTokens.tokenHash, hash))
    .limit(1);
  if (!row) return null;
  if (row.revokedAt) return REVOKED[row.reason ?? 'signed_out'];
  return row.expiresAt.getTime() <= now ? 'expired' : null;
}
