import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type MessageAnswer, type Tag, type TagBody } from '@bhoj/contract';
import type { Db } from '../../../db/client.ts';
import { foods, tags } from '../../../db/schema/index.ts';
import { recordAudit } from '../audit/record.ts';
import { isForeignKeyViolation } from '../db-errors.ts';
import { asNameTaken, assertNameFree, foodsUsing, inUse, lockLookup, type Lookup } from '../lookups.ts';
import { slugFromName } from '../slugs.ts';

const lookup: Lookup = {
  table: tags,
  foodColumn: foods.tagId,
  noun: 'tag',
  takenMessage: ADMIN_MESSAGES.tagTaken,
};

const tagColumns = { id: tags.id, name: tags.name, slug: tags.slug };

async function findTag(db: Db, id: number): Promise<Tag> {
  const [row] = await db.select(tagColumns).from(tags).where(eq(tags.id, id));
  return row!;
}

/** Tags for admins: the slug is the server's; every change is audited in its transaction. */
export function tagsAdminService(db: Db) {
  return {
    async create(actorId: number, input: TagBody): Promise<Tag> {
      const slug = slugFromName(input.name, input.slug);
      try {
        return await db.transaction(async (tx) => {
          await assertNameFree(tx, lookup, input.name, slug);
          const [created] = await tx.insert(tags).values({ name: input.name, slug }).returning(tagColumns);
          await recordAudit(tx, {
            actorId,
            action: 'create',
            entity: 'tag',
            entityId: created!.id,
            after: created,
          });
          return created!;
        });
      } catch (err) {
        throw asNameTaken(lookup, err);
      }
    },

    async update(actorId: number, id: number, input: TagBody): Promise<Tag> {
      const slug = slugFromName(input.name, input.slug);
      try {
        return await db.transaction(async (tx) => {
          await lockLookup(tx, lookup, id);
          const before = await findTag(tx, id);
          await assertNameFree(tx, lookup, input.name, slug, id);
          const [after] = await tx
            .update(tags)
            .set({ name: input.name, slug })
            .where(eq(tags.id, id))
            .returning(tagColumns);
          await recordAudit(tx, { actorId, action: 'update', entity: 'tag', entityId: id, before, after });
          return after!;
        });
      } catch (err) {
        throw asNameTaken(lookup, err);
      }
    },

    /** Refused (409) while foods use it; the foreign key's RESTRICT backs the count up. */
    async remove(actorId: number, id: number): Promise<MessageAnswer> {
      try {
        return await db.transaction(async (tx) => {
          await lockLookup(tx, lookup, id);
          const n = await foodsUsing(tx, lookup, id);
          if (n > 0) throw inUse(lookup, n);
          const before = await findTag(tx, id);
          await tx.delete(tags).where(eq(tags.id, id));
          await recordAudit(tx, { actorId, action: 'delete', entity: 'tag', entityId: id, before });
          return { message: `Tag "${before.name}" deleted.` };
        });
      } catch (err) {
        if (!isForeignKeyViolation(err)) throw err;
        throw inUse(lookup, Math.max(1, await foodsUsing(db, lookup, id)));
      }
    },
  };
}
