import { and, eq, isNull } from 'drizzle-orm';
import type { Tx } from '../../../db/client.ts';
import { authTokens } from '../../../db/schema/index.ts';

/** Ends every session of the user: a role change must apply on their very next call. */
export async function revokeTokens(tx: Tx, userId: number): Promise<void> {
  await tx
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}
