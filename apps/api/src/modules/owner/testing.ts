import type { OrderStatus } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { orderLines, orders } from '../../db/schema/index.ts';
import { createCategory, createTag, createUser } from '../../test/factories.ts';
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

export interface LineSpec {
  restaurant: { id: number; name: string };
  itemName?: string;
  price: number;
  quantity: number;
  status?: OrderStatus;
  foodId?: number | null;
  createdAt?: Date;
}

/** An order of `customerId` holding `lines`, written directly (as checkout would); answers the line ids. */
export async function placeOrder(db: Db, customerId: number, lines: LineSpec[], address = 'Road 5, Banani') {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const createdAt = lines[0]?.createdAt ?? new Date();
  const [order] = await db
    .insert(orders)
    .values({
      userId: customerId,
      paymentMethod: 'cash_on_delivery',
      address,
      subtotal,
      deliveryFee: 60,
      total: subtotal + 60,
      createdAt,
    })
    .returning();
  const rows = await db
    .insert(orderLines)
    .values(
      lines.map((line, i) => ({
        orderId: order!.id,
        foodId: line.foodId ?? null,
        restaurantId: line.restaurant.id,
        restaurantName: line.restaurant.name,
        itemName: line.itemName ?? `Item ${i + 1}`,
        itemPrice: line.price,
        quantity: line.quantity,
        status: line.status ?? 'Pending',
        createdAt: line.createdAt ?? createdAt,
      })),
    )
    .returning({ id: orderLines.id });
  return { orderId: order!.id, lineIds: rows.map((row) => row.id) };
}

/** The current calendar year in Asia/Dhaka, as the stats count it. */
export const dhakaYear = () =>
  Number(new Intl.DateTimeFormat('en', { timeZone: 'Asia/Dhaka', year: 'numeric' }).format(new Date()));
