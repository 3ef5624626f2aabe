import type { Db } from '../../db/client.ts';
import { createOrder, createUser, type OrderLineSpec } from '../../test/factories.ts';
import { twoRestaurantsWorld } from '../catalog/testing.ts';

/** Two owners with a restaurant each, a category and a tag, a customer and an admin. */
export async function ownerWorld(db: Db) {
  const world = await twoRestaurantsWorld(db);
  const customer = await createUser(db, {
    role: 'customer',
    firstName: 'Rahim',
    lastName: 'Uddin',
    phoneNumber: '+8801712345678',
  });
  const admin = await createUser(db, { role: 'admin' });
  return { ...world, customer, admin };
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
