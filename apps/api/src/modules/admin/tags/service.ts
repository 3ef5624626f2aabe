import { eq } from 'drizzle-orm';
import { ADMIN_MESSAGES, type Tag, type TagBody } from '@bhoj/contract';
import type { Db } from '../../../db/client.ts';
import { foods, tags } from '../../../db/schema/index.ts';
import { recordAudit } from '../audit/record.ts';
import { asNameTaken, assertNameFree, lockLookup, type Lookup, removeLookup } from '../lookups.ts';
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

    remove: (actorId: number, id: number) => removeLookup(db, lookup, findTag, actorId, id),
  };
}
