import type { Tx } from '../../../db/client.ts';
import { auditLog } from '../../../db/schema/index.ts';

export type AuditAction = 'create' | 'update' | 'delete' | 'role_change' | 'approval' | 'status_change';
export type AuditEntity = 'user' | 'restaurant' | 'category' | 'tag' | 'order_line' | 'refund';

export interface AuditEntry {
  actorId: number;
  action: AuditAction;
  entity: AuditEntity;
  entityId: number;
  before?: object | null;
  after?: object | null;
}

/** Every admin change writes one row here, inside the transaction of the change itself. */
export async function recordAudit(tx: Tx, entry: AuditEntry): Promise<void> {
  await tx.insert(auditLog).values({
    actorId: entry.actorId,
    action: entry.action,
    entity: entry.entity,
    entityId: entry.entityId,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
