import { count } from 'drizzle-orm';
import type { Storage } from '../../lib/storage.ts';
import type { Db } from '../client.ts';
import { uploads, users } from '../schema/index.ts';
import { insertDemoUsers } from './accounts.ts';
import { insertDemoCatalog, insertDemoComments } from './catalog.ts';
import { CATEGORIES, RESTAURANTS } from './data/restaurants.ts';
import { renderDemoImages } from './images.ts';
import { insertDemoOrders } from './orders.ts';
import { createRandom } from './random.ts';

export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccounts } from './accounts.ts';

const CUSTOMERS = 12;
const ORDERS = 110;

/**
 * Fills an empty database with demo restaurants, foods, customers, comments and past orders, in one
 * transaction. Does nothing (answers false) when the database already has users.
 */
export async function seedDemoData(db: Db, storage: Storage, opts: { now?: Date } = {}): Promise<boolean> {
  const now = opts.now ?? new Date();
  const [existing] = await db.select({ n: count() }).from(users);
  if ((existing?.n ?? 0) > 0) return false;

  const random = createRandom(2024);
  const { images, uploadRows } = await renderDemoImages(storage, CATEGORIES, RESTAURANTS.length);
  await db.transaction(async (tx) => {
    await tx.insert(uploads).values(uploadRows);
    const people = await insertDemoUsers(tx, random, RESTAURANTS.length, CUSTOMERS);
    const catalog = await insertDemoCatalog(tx, random, images, people.ownerIds, now);
    await insertDemoComments(
      tx,
      random,
      catalog.foods.map((f) => f.id),
      people.customerIds,
      now,
    );
    await insertDemoOrders(
      tx,
      random,
      {
        foods: catalog.foods.filter((f) => f.isAvailable),
        restaurants: catalog.restaurants,
        customerIds: people.customerIds,
        demoRestaurantId: catalog.restaurants[0]!.id,
        now,
      },
      ORDERS,
    );
  });
  return true;
}
