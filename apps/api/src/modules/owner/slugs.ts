import { and, eq, like, ne, or } from 'drizzle-orm';
import { OWNER_MESSAGES, slugify } from '@bhoj/contract';
import type { Tx } from '../../db/client.ts';
import type { foods, restaurants } from '../../db/schema/index.ts';
import { uniqueViolation } from '../../lib/db-errors.ts';
import { businessError, fieldError } from '../../lib/errors.ts';
import { uniqueSlug } from '../../lib/slug.ts';

/** The slug a name asks for (`item` when the name has no letter or digit to keep). */
export const slugRoot = (name: string) => slugify(name) || 'item';

/** Whether `slug` is `root` or `root` with a clash suffix (`-2`, `-3`…). */
export const followsRoot = (slug: string, root: string) =>
  slug === root || (slug.startsWith(`${root}-`) && /^\d+$/.test(slug.slice(root.length + 1)));

/** A client may send a slug; it must come out of the name (the server still picks the suffix). */
export function checkClientSlug(slug: string | null | undefined, root: string) {
  if (slug && !followsRoot(slugify(slug), root)) throw fieldError('slug', OWNER_MESSAGES.slugRule);
}

/**
 * The slug for a row named with `root`: its current slug while that still follows the name, else the
 * first free one of `root`, `root-2`… among the other rows of the table.
 */
export async function slugFor(
  tx: Tx,
  table: typeof foods | typeof restaurants,
  root: string,
  current?: { id: number; slug: string },
) {
  if (current && followsRoot(current.slug, root)) return current.slug;
  const rows = await tx
    .select({ slug: table.slug })
    .from(table)
    .where(
      and(
        or(eq(table.slug, root), like(table.slug, `${root}-%`)),
        current ? ne(table.id, current.id) : undefined,
      ),
    );
  return uniqueSlug(root, new Set(rows.map((row) => row.slug)));
}

const isSlugClash = (err: unknown) => /_slug_key$/.test(uniqueViolation(err) ?? '');

/** Runs `write` again when a concurrent write took the same slug between our check and our insert. */
export async function retryOnSlugClash<T>(write: () => Promise<T>, attempts = 5): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await write();
    } catch (err) {
      if (!isSlugClash(err)) throw err;
      if (attempt >= attempts) throw businessError(409, 'This name was just taken. Please try again.');
    }
  }
}
