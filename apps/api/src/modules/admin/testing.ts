import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { OrderStatus } from '@bhoj/contract';
import type { Db } from '../../db/client.ts';
import { auditLog, orderLines, orders } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories.ts';

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type Headers = Record<string, string>;

/** An admin, a restaurant owner (no restaurant) and a customer, each with a live token. */
export async function roleTrio(db: Db) {
  return {
    admin: await createUser(db, { role: 'admin' }),
    owner: await createUser(db, { role: 'restaurant_owner' }),
    customer: await createUser(db, { role: 'customer' }),
  };
}

/** `app.inject` with JSON. */
export const call = (
  ctx: TestContext,
  method: Method,
  url: string,
  headers: Headers = {},
  payload?: unknown,
) =>
  ctx.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

/** The call is refused with 403 for an owner and a customer, and 401 for a visitor. */
export async function expectAdminOnly(
  ctx: TestContext,
  trio: Awaited<ReturnType<typeof roleTrio>>,
  method: Method,
  url: string,
  payload?: unknown,
) {
  for (const who of [trio.owner, trio.customer]) {
    const res = await call(ctx, method, url, who.auth, payload);
    expect(res.statusCode, `${method} ${url} as ${who.user.role}`).toBe(403);
    expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
  }
  const anonymous = await call(ctx, method, url, {}, payload);
  expect(anonymous.statusCode, `${method} ${url} anonymous`).toBe(401);
  expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
}

/** Signs in through the API (factory users' password) and answers the auth header. */
export async function signIn(ctx: TestContext, email: string): Promise<Headers> {
  const res = await call(ctx, 'POST', '/api/accounts/login/', {}, { email, password: FACTORY_PASSWORD });
  expect(res.statusCode).toBe(200);
  return { authorization: `Token ${res.json().token}` };
}

export interface LineSpec {
  restaurantId: number | null;
  restaurantName?: string;
  foodId?: number | null;
  itemName?: string;
  price: number;
  quantity: number;
  status: OrderStatus;
  createdAt?: Date;
}

/** An order of `userId` with these lines, written directly (prices and totals as checkout would). */
export async function placeOrder(db: Db, userId: number, lines: LineSpec[], createdAt = new Date()) {
  const subtotal = lines.reduce((sum, line) => sum + line.price * line.quantity, 0);
  const [order] = await db
    .insert(orders)
    .values({
      userId,
      paymentMethod: 'cash_on_delivery',
      address: 'House 3, Road 4, Banani, Dhaka',
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
        status: line.status,
        createdAt: line.createdAt ?? createdAt,
      })),
    )
    .returning();
  return { order: order!, lines: rows };
}

/** The audit rows about one entity, oldest first. */
export const auditRowsOf = (db: Db, entity: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((row) => row.entity === entity));
