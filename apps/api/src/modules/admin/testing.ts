import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../db/client.ts';
import { auditLog } from '../../db/schema/index.ts';
import type { TestContext } from '../../test/context.ts';
import { createOrder, createUser, FACTORY_PASSWORD, type OrderLineSpec } from '../../test/factories.ts';

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

/** An order of `userId` with these lines, written directly (prices and totals as checkout would). */
export const placeOrder = (db: Db, userId: number, lines: OrderLineSpec[], createdAt = new Date()) =>
  createOrder(db, userId, lines, { createdAt });

/** The audit rows about one entity, oldest first. */
export const auditRowsOf = (db: Db, entity: string, entityId: number) =>
  db
    .select()
    .from(auditLog)
    .where(eq(auditLog.entityId, entityId))
    .orderBy(auditLog.id)
    .then((rows) => rows.filter((row) => row.entity === entity));
