import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods, orderLines, restaurants, users } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import {
  createCategory,
  createFood,
  createRestaurant,
  createTag,
  createUser,
} from '../../../test/factories.ts';
import { auditRowsOf, call, expectAdminOnly, placeOrder, roleTrio } from '../testing.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
let lookups: { categoryId: number; tagId: number };
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
  lookups = { categoryId: (await createCategory(ctx.db)).id, tagId: (await createTag(ctx.db)).id };
});
afterAll(() => ctx.close());

const remove = (id: number, headers = trio.admin.auth) =>
  call(ctx, 'DELETE', `/api/restaurant/delete/${id}/`, headers);
const foodsOf = (restaurantId: number) =>
  ctx.db.select().from(foods).where(eq(foods.restaurantId, restaurantId));

/** An owner's restaurant with two foods, and a customer's order of `statuses` lines of its first food. */
async function restaurantWithOrders(
  name: string,
  statuses: ('Pending' | 'Paid' | 'Completed' | 'Canceled')[][],
) {
  const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
  const restaurant = await createRestaurant(ctx.db, owner.user.id, name);
  const refs = { restaurantId: restaurant.id, ...lookups };
  const menu = [await createFood(ctx.db, refs, { name: `${name} Kacchi` }), await createFood(ctx.db, refs)];
  const buyer = await createUser(ctx.db);
  const orders = [];
  for (const lineStatuses of statuses) {
    orders.push(
      await placeOrder(
        ctx.db,
        buyer.user.id,
        lineStatuses.map((status) => ({
          restaurantId: restaurant.id,
          restaurantName: name,
          foodId: menu[0]!.id,
          itemName: menu[0]!.name,
          price: 320,
          quantity: 1,
          status,
        })),
      ),
    );
  }
  return { owner, restaurant, menu, orders };
}

describe('DELETE restaurant/delete/{id}/', () => {
  it('is refused (409) while the restaurant has Pending or Paid lines, leaving every food in place', async () => {
    const { restaurant, menu } = await restaurantWithOrders('Open Kitchen', [
      ['Pending', 'Completed'],
      ['Paid'],
      ['Completed', 'Canceled'],
    ]);
    const res = await remove(restaurant.id);
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      error: 'This restaurant has 2 open orders; complete or cancel them first.',
    });
    expect((await foodsOf(restaurant.id)).map((f) => f.id).sort()).toEqual(menu.map((f) => f.id).sort());
    expect(await ctx.db.select().from(restaurants).where(eq(restaurants.id, restaurant.id))).toHaveLength(1);
    expect(await auditRowsOf(ctx.db, 'restaurant', restaurant.id)).toEqual([]);

    const single = await restaurantWithOrders('One Open', [['Pending', 'Pending']]);
    expect((await remove(single.restaurant.id)).json()).toEqual({
      error: 'This restaurant has 1 open order; complete or cancel them first.',
    });
  });

  it('deletes a restaurant without open orders: its foods leave the storefront, past lines keep their snapshot', async () => {
    const { owner, restaurant, menu, orders } = await restaurantWithOrders('Closing Down', [
      ['Completed', 'Canceled'],
    ]);
    const slugList = `/api/restaurant/restaurant-food-list/${restaurant.slug}/`;
    expect((await call(ctx, 'GET', slugList)).json().count).toBe(2);

    const res = await remove(restaurant.id);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Restaurant "Closing Down" deleted.' });

    expect(await foodsOf(restaurant.id)).toEqual([]);
    expect((await call(ctx, 'GET', slugList)).json().count).toBe(0);
    const publicFoods = (await call(ctx, 'GET', '/api/restaurant/foods/')).json();
    expect(publicFoods.results.map((f: { id: number }) => f.id)).not.toContain(menu[0]!.id);
    expect((await call(ctx, 'GET', `/api/restaurant/details/${menu[0]!.slug}/`)).statusCode).toBe(404);
    expect(
      (await call(ctx, 'GET', '/api/restaurant/list/')).json().map((r: { id: number }) => r.id),
    ).not.toContain(restaurant.id);

    const lines = await ctx.db.select().from(orderLines).where(eq(orderLines.orderId, orders[0]!.order.id));
    expect(lines).toHaveLength(2);
    for (const line of lines) {
      expect(line).toMatchObject({
        restaurantId: null,
        foodId: null,
        restaurantName: 'Closing Down',
        itemName: 'Closing Down Kacchi',
        itemPrice: 320,
      });
    }

    // The owner is a customer again, signed out.
    const [user] = await ctx.db.select().from(users).where(eq(users.id, owner.user.id));
    expect(user!.role).toBe('customer');
    expect((await call(ctx, 'GET', '/api/accounts/profile/', owner.auth)).statusCode).toBe(401);

    const [audit] = await auditRowsOf(ctx.db, 'restaurant', restaurant.id);
    expect(audit).toMatchObject({
      actorId: trio.admin.user.id,
      action: 'delete',
      after: null,
      before: {
        id: restaurant.id,
        name: 'Closing Down',
        owner_id: owner.user.id,
        total_foods: 2,
        is_approved: true,
      },
    });
    expect(await auditRowsOf(ctx.db, 'user', owner.user.id)).toMatchObject([
      { action: 'role_change', before: { role: 'restaurant_owner' }, after: { role: 'customer' } },
    ]);
  });

  it('answers 404 for an unknown restaurant', async () => {
    const res = await remove(999999);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.' });
  });

  it('is for admins only', async () => {
    const { restaurant } = await restaurantWithOrders('Guarded', []);
    await expectAdminOnly(ctx, trio, 'DELETE', `/api/restaurant/delete/${restaurant.id}/`);
    expect(await foodsOf(restaurant.id)).toHaveLength(2);
  });
});
