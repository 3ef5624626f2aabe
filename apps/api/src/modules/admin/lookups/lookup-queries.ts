import { count, eq, sql } from 'drizzle-orm';
import type { Db } from '../../../db/client.ts';
import { type categories, foods, type tags } from '../../../db/schema/index.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { businessError, fieldError, notFound } from '../../../lib/errors.ts';

/** What categories and tags have in common: both are picked for foods by id, found by slug. */
export interface Lookup {
  table: typeof categories | typeof tags;
  /** The foods column that refers to it. */
  foodColumn: typeof foods.categoryId | typeof foods.tagId;
  /** For messages and the audit log. */
  noun: 'category' | 'tag';
  takenMessage: string;
}

/** 400 on name when another row has this name (any case) or this slug: names and slugs are both unique. */
export async function assertNameFree(tx: Db, lookup: Lookup, name: string, slug: string, exceptId = 0) {
  const { table } = lookup;
  const clash = await tx.execute<{ id: number }>(sql`
    select ${table.id} as id from ${table}
     where (lower(${table.name}) = lower(${name}) or ${table.slug} = ${slug}) and ${table.id} <> ${exceptId}
     limit 1`);
  if (clash.rows.length > 0) throw fieldError('name', lookup.takenMessage);
}

/** The row id locked for the rest of the transaction; 404 when there is none. */
export async function lockLookup(tx: Db, lookup: Lookup, id: number): Promise<void> {
  const { table } = lookup;
  const rows = await tx.execute(sql`select 1 from ${table} where ${table.id} = ${id} for update`);
  if (rows.rows.length === 0) throw notFound();
}

export async function deleteLookup(tx: Db, lookup: Lookup, id: number): Promise<void> {
  const { table } = lookup;
  await tx.execute(sql`delete from ${table} where ${table.id} = ${id}`);
}

export async function foodsUsing(tx: Db, lookup: Lookup, id: number): Promise<number> {
  const [row] = await tx.select({ n: count() }).from(foods).where(eq(lookup.foodColumn, id));
  return row?.n ?? 0;
}

/** 409 while foods use the row. */
export const inUse = (lookup: Lookup, n: number) =>
  businessError(
    409,
    `${n} food${n === 1 ? ' uses' : 's use'} this ${lookup.noun}; move or delete them first.`,
  );

/** A unique violation (a racing insert with the same name) as the same 400 the check answers. */
export function asNameTaken(lookup: Lookup, err: unknown): unknown {
  return isUniqueViolation(err) ? fieldError('name', lookup.takenMessage) : err;
}
