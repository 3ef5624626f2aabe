import { count, desc, eq } from 'drizzle-orm';
import type { AuditEntry } from '@bhoj/contract';
import { auditLog, users } from '../../../db/schema/index.ts';
import type { Deps } from '../../../deps.ts';
import { type PageOf, type PageWindow, splitTotal, totalOf } from '../../../lib/paging.ts';
import { isoCreatedAt } from '../../../lib/rows.ts';
import { displayName, entityJoins, entityName } from './names.ts';

type Snapshot = Record<string, unknown> | null;

/** Who changed what and when. */
export function adminAuditService({ db }: Pick<Deps, 'db'>) {
  return {
    /**
     * The audit log, newest first, with the acting admin's username and name (null once that user is
     * deleted) and the name of what each row is about, all in one query.
     */
    async page(window: PageWindow): Promise<PageOf<AuditEntry>> {
      const rows = await db
        .select({
          id: auditLog.id,
          actor: users.username,
          actor_name: displayName(users),
          action: auditLog.action,
          entity: auditLog.entity,
          entity_id: auditLog.entityId,
          entity_name: entityName,
          before: auditLog.before,
          after: auditLog.after,
          created_at: auditLog.createdAt,
          total: totalOf(db.select({ n: count() }).from(auditLog)),
        })
        .from(auditLog)
        .leftJoin(users, eq(users.id, auditLog.actorId))
        .leftJoin(...entityJoins.user)
        .leftJoin(...entityJoins.restaurant)
        .leftJoin(...entityJoins.category)
        .leftJoin(...entityJoins.tag)
        .leftJoin(...entityJoins.orderLine)
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
