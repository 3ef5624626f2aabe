import { randomBytes } from 'node:crypto';
import { type OrderStatus, type Role, slugify } from '@bhoj/contract';
import type { Db } from '../db/client.ts';
import { foodName } from '../lib/food-name.ts';
import {
  authTokens,
  categories,
  foods,
  orderLines,
  orders,
  restaurants,
  tags,
  uploads,
  users,
} from '../db/schema/index.ts';
import { newTokenKey, sha256, TOKEN_IDLE_DAYS } from '../lib/auth.ts';

const unique = () => randomBytes(4).toString('hex');
// A precomputed argon2id hash of 'password-123', so factories stay fast.
export const FACTORY_PASSWORD = 'password-123';
const FACTORY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$DVCg+KegCsEWleJebPJU0Q$tqQxFT2mr5iMfHUazdAaVwG/oHvhhVON5XHdz+Kg6S8';

/** A user with a live token: `auth` is the header value for `app.inject`. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: Role } = {},
) {
  const id = unique();
  const [user] = await db
    .insert(users)
    .values({
      username: `user-${id}`,
      email: `user-${id}@example.test`,
      passwordHash: FACTORY_HASH,
      ...overrides,
    })
    .returning();
  const key = newTokenKey();
  await db.insert(authTokens).values({
    userId: user!.id,
    tokenHash: sha256(key),
    expiresAt: new Date(Date.now() + TOKEN_IDLE_DAYS * 24 * 60 * 60 * 1000),
  });
  return { user: user!, token: key, auth: { authorization: `Token ${key}` } };
}

/**
 * The row POST /api/uploads/ records for an image `userId` uploaded (no file is written: image fields
 * check the row); answers the path image fields take.
 */
export async function createUpload(db: Db, userId: number | null, key = `uploads/test/${unique()}.webp`) {
  await db
    .insert(uploads)
    .values({ userId, key, contentType: 'image/webp', size: 100, width: 40, height: 30 });
  return `/media/${key}`;
}

export async function createCategory(db: Db, name = `Category ${unique()}`) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function createTag(db: Db, name = `Tag ${unique()}`) {
  const [row] = await db
    .insert(tags)
    .values({ name, slug: slugify(name) })
    .returning();
  return row!;
}

export async function createRestaurant(db: Db, ownerId: number, name = `Restaurant ${unique()}`) {
  const [row] = await db
    .insert(restaurants)
    .values({
      ownerId,
      name,
      slug: slugify(name),
      address: 'House 1, Road 2, Dhanmondi, Dhaka',
      isApproved: true,
    })
    .returning();
  return row!;
}

export async function createFood(
  db: Db,
  refs: { restaurantId: number; categoryId: number; tagId: number },
  overrides: Partial<typeof foods.$inferInsert> = {},
) {
  const name = overrides.name ?? `Food ${unique()}`;
  const [row] = await db
    .insert(foods)
    .values({
      ...refs,
      slug: slugify(name),
      price: 250,
      description: 'Tasty.',
      ...overrides,
      ...foodName(name),
    })
    .returning();
  return row!;
}

export interface OrderLineSpec {
  restaurantId: number | null;
  restaurantName?: string;
  foodId?: number | null;
  itemName?: string;
  price: number;
  quantity: number;
  status?: OrderStatus;
  createdAt?: Date;
}

/**
 * An order of `userId` holding these lines, written directly: prices and totals as checkout would
 * write them, with a TK 60 delivery fee. Lines are Pending and as old as the order unless they say.
 */
export async function createOrder(
  db: Db,
  userId: number,
  lines: OrderLineSpec[],
  {
    address = 'House 3, Road 4, Banani, Dhaka',
    createdAt = new Date(),
  }: { address?: string; createdAt?: Date } = {},
) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
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
        restaurantId: line.restaurantId,
        restaurantName: line.restaurantName ?? 'Some Restaurant',
        itemName: line.itemName ?? `Item ${i + 1}`,
        itemPrice: line.price,
        quantity: line.quantity,
        status: line.status ?? 'Pending',
        createdAt: line.createdAt ?? createdAt,
      })),
    )
    .returning();
  return { order: order!, lines: rows };
}

/** A customer who received `food`: one of their orders holds a Completed line of it (they may rate it). */
export async function createBuyer(
  db: Db,
  food: { id: number; restaurantId: number },
  overrides: Parameters<typeof createUser>[1] = {},
) {
  const buyer = await createUser(db, overrides);
  await createOrder(db, buyer.user.id, [
    { restaurantId: food.restaurantId, foodId: food.id, price: 250, quantity: 1, status: 'Completed' },
  ]);
  return buyer;
}
