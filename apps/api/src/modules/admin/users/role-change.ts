import { and, eq, isNull } from 'drizzle-orm';
import type { Role } from '@bhoj/contract';
import type { Tx } from '../../../db/client.ts';
import { authTokens, users } from '../../../db/schema/index.ts';
import { recordAudit } from '../audit/record.ts';

/**
 * Changes a user's role from `from` to `to`, audited, and ends every session of theirs so that the new
 * role applies on their very next call. Changes nothing (and answers false) when `from` is `to` or the
 * user's role is not `from`.
 */
export async function changeRole(tx: Tx, actorId: number, userId: number, from: Role, to: Role) {
  if (from === to) return false;
  const changed = await tx
    .update(users)
    .set({ role: to, updatedAt: new Date() })
    .where(and(eq(users.id, userId), eq(users.role, from)))
    .returning({ id: users.id });
  if (changed.length === 0) return false;
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date(), revokedReason: 'role_changed' })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
  await recordAudit(tx, {
    actorId,
    action: 'role_change',
    entity: 'user',
    entityId: userId,
    before: { role: from },
    after: { role: to },
  });
  return true;
}
