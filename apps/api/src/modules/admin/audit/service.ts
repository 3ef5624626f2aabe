import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@bhoj/contract';
import { auditLog, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type PageOf, type PageWindow, splitTotal, totalOf } from '../../../lib/paging.ts';
import { isoCreatedAt } from '../../../lib/rows.ts';

type Snapshot = Record<string, unknown> | null;

/** Who changed what and when. */
export function adminAuditService({ db }: Pick<Deps, 'db'>) {
  return {
    /** The audit log, newest first, with the acting admin's username (null once that user is deleted). */
    async page(window: PageWindow): Promise<PageOf<AuditEntry>> {
      const rows = await db
        .select({
          id: auditLog.id,
          actor: users.username,
          action: auditLog.action,
          entity: auditLog.entity,
          entity_id: auditLog.entityId,
          before: auditLog.before,
          after: auditLog.after,
          created_at: auditLog.createdAt,
          total: totalOf(db.select({ n: count() }).from(auditLog)),
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .orderBy(desc(auditLog.createdAt), desc(auditLog.id))
        .limit(window.limit)
        .offset(window.offset);
      const { count: total, results } = splitTotal(rows);
      return {
        count: total,
        results: results.map((row) =>
          isoCreatedAt({ ...row, before: row.before as Snapshot, after: row.after as Snapshot }),
        ),
      };
    },
  };
}
