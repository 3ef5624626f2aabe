import type { MessageAnswer } from '@bhoj/contract';
import type { Db } from '../../../db/client.ts';
import type { Deps } from '../../../deps.ts';
import { isForeignKeyViolation } from '../../../lib/db-errors.ts';
import { recordAudit } from '../audit/record.ts';
import { slugFromName } from '../slugs.ts';
import {
  asNameTaken,
  assertNameFree,
  deleteLookup,
  foodsUsing,
  inUse,
  lockLookup,
  type Lookup,
} from './lookup-queries.ts';

/** A lookup table's rows as the API answers them, and how to read and write them. */
export interface LookupKind<Row extends { id: number; name: string }, Body, Values> extends Lookup {
  /** The columns `input` writes, checked before the transaction opens; an undefined one is left as it is. */
  values(input: Body, slug: string): Values;
  /** Checks of `values` that need the database, in the write's transaction; `before` is the row updated. */
  checkValues?(tx: Db, actorId: number, values: Values, before?: Row): Promise<void>;
  find(tx: Db, id: number): Promise<Row>;
  insert(tx: Db, values: Values): Promise<Row>;
  update(tx: Db, id: number, values: Values): Promise<Row>;
}

type LookupBody = { name: string; slug?: string | null };

/** Categories or tags for admins: the slug is the server's; every change is audited in its transaction. */
export function adminLookupService<Row extends { id: number; name: string }, Body extends LookupBody, Values>(
  kind: LookupKind<Row, Body, Values>,
  { db }: Pick<Deps, 'db'>,
) {
  const { noun } = kind;
  return {
    async create(actorId: number, input: Body): Promise<Row> {
      const slug = slugFromName(input.name, input.slug);
      const values = kind.values(input, slug);
      try {
        return await db.transaction(async (tx) => {
          await assertNameFree(tx, kind, input.name, slug);
          await kind.checkValues?.(tx, actorId, values);
          const created = await kind.insert(tx, values);
          await recordAudit(tx, {
            actorId,
            action: 'create',
            entity: noun,
            entityId: created.id,
            after: created,
          });
          return created;
        });
      } catch (err) {
        throw asNameTaken(kind, err);
      }
    },

    async update(actorId: number, id: number, input: Body): Promise<Row> {
      const slug = slugFromName(input.name, input.slug);
      const values = kind.values(input, slug);
      try {
        return await db.transaction(async (tx) => {
          await lockLookup(tx, kind, id);
          const before = await kind.find(tx, id);
          await assertNameFree(tx, kind, input.name, slug, id);
          await kind.checkValues?.(tx, actorId, values, before);
          const after = await kind.update(tx, id, values);
          await recordAudit(tx, { actorId, action: 'update', entity: noun, entityId: id, before, after });
          return after;
        });
      } catch (err) {
        throw asNameTaken(kind, err);
      }
    },

    /**
     * Refused (409) while foods use the row; the foreign key's RESTRICT backs the count up against a
     * food added meanwhile.
     */
    async remove(actorId: number, id: number): Promise<MessageAnswer> {
      try {
        return await db.transaction(async (tx) => {
          await lockLookup(tx, kind, id);
          const n = await foodsUsing(tx, kind, id);
          if (n > 0) throw inUse(kind, n);
          const before = await kind.find(tx, id);
          await deleteLookup(tx, kind, id);
          await recordAudit(tx, { actorId, action: 'delete', entity: noun, entityId: id, before });
          return { message: `${noun[0]!.toUpperCase()}${noun.slice(1)} "${before.name}" deleted.` };
        });
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
        throw inUse(kind, Math.max(1, await foodsUsing(db, kind, id)));
      }
    },
  };
}
