import { ne, sql } from 'drizzle-orm';
import { hashPassword } from '../../lib/passwords.ts';
import type { Storage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { restaurants, users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, type DemoAccounts } from './accounts.ts';
import { renderAndStoreImages } from './images.ts';
import { planDemoData } from './plan.ts';
import { writePlan } from './write.ts';

export { DEMO_ACCOUNTS, DEMO_OTHER_PASSWORD, type DemoAccount, type DemoAccounts } from './accounts.ts';
export { planDemoData } from './plan.ts';

/** Any constant will do: it keeps two instances starting at once from seeding twice. */
const SEED_LOCK_KEY = 7_262_024;

/** No restaurant and no user but admins (ADMIN_EMAIL may have created one just before). */
async function isEmpty(db: Db): Promise<boolean> {
  const [user] = await db.select({ id: users.id }).from(users).where(ne(users.role, 'admin')).limit(1);
  const [restaurant] = await db.select({ id: restaurants.id }).from(restaurants).limit(1);
  return !user && !restaurant;
}

async function hashOnce(passwords: readonly string[]): Promise<Map<string, string>> {
  const distinct = [...new Set(passwords)];
  const hashes = await Promise.all(distinct.map((password) => hashPassword(password)));
  return new Map(distinct.map((password, i) => [password, hashes[i] as string]));
}

/**
 * Fills an empty database with the demo marketplace: accounts, restaurants, menu, images, comments and a
 * year of orders. Does nothing (answers null) when the database already has restaurants or any user but an
 * admin; whether to call it at all (DEMO_DATA) is the caller's decision. Images are stored first, then every
 * row in one transaction.
 */
export async function seedDemoData(
  db: Db,
  storage: Storage,
  opts: { now?: Date } = {},
): Promise<DemoAccounts | null> {
  if (!(await isEmpty(db))) return null;
  const now = opts.now ?? new Date();
  const plan = planDemoData(now);
  const [images, passwordHashes] = await Promise.all([
    renderAndStoreImages(plan.images, storage),
    hashOnce(plan.users.map((user) => user.password)),
  ]);
  const seeded = await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (!(await isEmpty(tx))) return false;
    await writePlan(tx, plan, images, passwordHashes, now);
    return true;
  });
  return seeded ? DEMO_ACCOUNTS : null;
}
