import type { Db } from '../../db/client.ts';
import {
  createCategory,
  createOrder,
  createTag,
  createUser,
  type OrderLineSpec,
} from '../../test/factories.ts';
import { restaurantFor } from '../catalog/testing.ts';

/** Two owners with a restaurant each, a category and a tag, a customer and an admin. */
export async function ownerWorld(db: Db) {
  const mine = await restaurantFor(db, 'Kacchi Ghor');
  const theirs = await restaurantFor(db, 'Other Place');
  const category = await createCategory(db);
  const tag = await createTag(db);
  const customer = await createUser(db, {
    role: 'customer',
    firstName: 'Rahim',
    lastName: 'Uddin',
    phoneNumber: '+8801712345678',
  });
  const admin = await createUser(db, { role: 'admin' });
  const refs = (restaurantId: number) => ({ restaurantId, categoryId: category.id, tagId: tag.id });
  return {
    owner: mine.owner,
    restaurant: mine.restaurant,
    other: theirs.owner,
    otherRestaurant: theirs.restaurant,
    category,
    tag,
    customer,
    admin,
    refs,
  };
}

/** An order line at one of the world's restaurants. */
export type LineSpec = Omit<OrderLineSpec, 'restaurantId' | 'restaurantName'> & {
  restaurant: { id: number; name: string };
};

/** An order of `customerId` holding `lines`, written directly (as checkout would); answers the line ids. */
export async function placeOrder(db: Db, customerId: number, lines: LineSpec[], address = 'Road 5, Banani') {
  const { order, lines: rows } = await createOrder(
    db,
    customerId,
    lines.map(({ restaurant, ...line }) => ({
      ...line,
      restaurantId: restaurant.id,
      restaurantName: restaurant.name,
    })),
    { address, createdAt: lines[0]?.createdAt },
  );
  return { orderId: order.id, lineIds: rows.map((row) => row.id) };
}

/** The current calendar year in Asia/Dhaka, as the stats count it. */
export const dhakaYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(new Date()));
