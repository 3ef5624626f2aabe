import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../test/context.ts';
import {
  createCategory,
  createFood,
  createOrder,
  createRestaurant,
  createTag,
  createUser,
} from '../test/factories.ts';
import {
  cartLines,
  carts,
  categories,
  comments,
  orderLines,
  orders,
  payments,
  refunds,
  restaurants,
  tags,
  tickets,
} from './schema/index.ts';

let ctx: TestContext;
let refs: { restaurantId: number; categoryId: number; tagId: number };
let customerId: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
  const restaurant = await createRestaurant(ctx.db, owner.user.id);
  const category = await createCategory(ctx.db);
  const tag = await createTag(ctx.db);
  refs = { restaurantId: restaurant.id, categoryId: category.id, tagId: tag.id };
  customerId = (await createUser(ctx.db)).user.id;
});
afterAll(() => ctx.close());

/** The database's own error code for a refused statement (drizzle wraps the driver's error). */
async function refusal(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
  } catch (err) {
    const cause = (err as { cause?: { code?: string } }).cause;
    return cause?.code ?? (err as { code?: string }).code ?? 'unknown';
  }
  throw new Error('the statement was accepted');
}

const CHECK_VIOLATION = '23514';
const UNIQUE_VIOLATION = '23505';
// PostgreSQL 15 reports a RESTRICT refusal as foreign_key_violation, 17 (PGlite) as restrict_violation.
const RESTRICT_VIOLATIONS = ['23503', '23001'];

describe('constraints', () => {
  it('refuses a cart line with quantity 0', async () => {
    const food = await createFood(ctx.db, refs);
    const [cart] = await ctx.db.insert(carts).values({ userId: customerId }).returning();
    expect(
      await refusal(ctx.db.insert(cartLines).values({ cartId: cart!.id, foodId: food.id, quantity: 0 })),
    ).toBe(CHECK_VIOLATION);
    await ctx.db.insert(cartLines).values({ cartId: cart!.id, foodId: food.id, quantity: 1 });
    expect(
      await refusal(ctx.db.insert(cartLines).values({ cartId: cart!.id, foodId: food.id, quantity: 2 })),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('refuses a rating of 6 or 0, and a second comment by one customer on one food', async () => {
    const food = await createFood(ctx.db, refs);
    const comment = { foodId: food.id, userId: customerId, comment: 'Lovely' };
    expect(await refusal(ctx.db.insert(comments).values({ ...comment, rating: 6 }))).toBe(CHECK_VIOLATION);
    expect(await refusal(ctx.db.insert(comments).values({ ...comment, rating: 0 }))).toBe(CHECK_VIOLATION);
    await ctx.db.insert(comments).values({ ...comment, rating: 5 });
    expect(await refusal(ctx.db.insert(comments).values({ ...comment, rating: 4 }))).toBe(UNIQUE_VIOLATION);
  });

  it('refuses to delete a category or a tag that foods use, and keeps the foods', async () => {
    const category = await createCategory(ctx.db);
    const tag = await createTag(ctx.db);
    const food = await createFood(ctx.db, { ...refs, categoryId: category.id, tagId: tag.id });
    const categoryRefusal = await refusal(ctx.db.delete(categories).where(eq(categories.id, category.id)));
    expect(RESTRICT_VIOLATIONS).toContain(categoryRefusal);
    expect(RESTRICT_VIOLATIONS).toContain(await refusal(ctx.db.delete(tags).where(eq(tags.id, tag.id))));
    const still = await ctx.db.execute(sql`select count(*)::int as n from foods where id = ${food.id}`);
    expect(still.rows[0]).toEqual({ n: 1 });
  });

  it('deletes an unused category', async () => {
    const category = await createCategory(ctx.db);
    await ctx.db.delete(categories).where(eq(categories.id, category.id));
  });

  it('refuses a second restaurant for one owner', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    await createRestaurant(ctx.db, owner.user.id);
    expect(
      await refusal(
        ctx.db
          .insert(restaurants)
          .values({ ownerId: owner.user.id, name: 'Second', slug: 'second-of-one-owner' }),
      ),
    ).toBe(UNIQUE_VIOLATION);
  });

  it('refuses duplicate category names (any case) and slugs', async () => {
    const category = await createCategory(ctx.db, 'Biryani Special');
    expect(
      await refusal(ctx.db.insert(categories).values({ name: 'biryani special', slug: 'x-other' })),
    ).toBe(UNIQUE_VIOLATION);
    expect(await refusal(ctx.db.insert(categories).values({ name: 'Other', slug: category.slug }))).toBe(
      UNIQUE_VIOLATION,
    );
  });

  it('refuses an order whose total is not subtotal + delivery fee, and an order line of quantity 0', async () => {
    const base = { userId: customerId, paymentMethod: 'cash_on_delivery' as const, address: 'Dhaka' };
    expect(
      await refusal(ctx.db.insert(orders).values({ ...base, subtotal: 100, deliveryFee: 60, total: 100 })),
    ).toBe(CHECK_VIOLATION);
    const [order] = await ctx.db
      .insert(orders)
      .values({ ...base, subtotal: 100.5, deliveryFee: 60, total: 160.5 })
      .returning();
    expect(order!.total).toBe(160.5);
    const line = {
      orderId: order!.id,
      restaurantId: refs.restaurantId,
      restaurantName: 'R',
      itemName: 'Kacchi',
      itemPrice: 100.5,
    };
    expect(await refusal(ctx.db.insert(orderLines).values({ ...line, quantity: 0 }))).toBe(CHECK_VIOLATION);
  });

  it('refuses a second paid payment of one order, a refund of nothing, and a second refund owed', async () => {
    const { order } = await createOrder(ctx.db, customerId, [
      { restaurantId: refs.restaurantId, price: 100, quantity: 1 },
    ]);
    const pay = (transactionId: string, state: 'paid' | 'late') =>
      ctx.db
        .insert(payments)
        .values({ orderId: order.id, provider: 'sandbox', transactionId, amount: 160, state })
        .returning();
    const [paid] = await pay(`${order.id}-a`, 'paid');
    expect(await refusal(pay(`${order.id}-b`, 'paid'))).toBe(UNIQUE_VIOLATION);
    const [late] = await pay(`${order.id}-c`, 'late');
    const [ticket] = await ctx.db.select().from(tickets).where(eq(tickets.orderId, order.id));
    const owe = (paymentId: number, ticketId: number | null, amount: number, transactionId: string) =>
      ctx.db
        .insert(refunds)
        .values({ orderId: order.id, paymentId, ticketId, amount, reason: 'x', transactionId });
    expect(await refusal(owe(late!.id, null, 0, 'R-zero'))).toBe(CHECK_VIOLATION);
    await owe(late!.id, null, 160, 'R-late');
    expect(await refusal(owe(late!.id, null, 160, 'R-late-again'))).toBe(UNIQUE_VIOLATION);
    await owe(paid!.id, ticket!.id, 160, 'R-ticket');
    expect(await refusal(owe(paid!.id, ticket!.id, 160, 'R-ticket-again'))).toBe(UNIQUE_VIOLATION);
    // Once void, the ticket may be owed again (canceled, restored, canceled).
    await ctx.db.update(refunds).set({ state: 'void' }).where(eq(refunds.transactionId, 'R-ticket'));
    await owe(paid!.id, ticket!.id, 160, 'R-ticket-again');
  });

  it('keeps order lines when their food or restaurant is deleted', async () => {
    const owner = await createUser(ctx.db, { role: 'restaurant_owner' });
    const restaurant = await createRestaurant(ctx.db, owner.user.id);
    const food = await createFood(ctx.db, { ...refs, restaurantId: restaurant.id });
    const [order] = await ctx.db
      .insert(orders)
      .values({
        userId: customerId,
        paymentMethod: 'cash_on_delivery',
        address: 'Dhaka',
        subtotal: 250,
        deliveryFee: 60,
        total: 310,
      })
      .returning();
    const [line] = await ctx.db
      .insert(orderLines)
      .values({
        orderId: order!.id,
        foodId: food.id,
        restaurantId: restaurant.id,
        restaurantName: restaurant.name,
        itemName: food.name,
        itemPrice: food.price,
        quantity: 1,
      })
      .returning();
    await ctx.db.delete(restaurants).where(eq(restaurants.id, restaurant.id));
    const [kept] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, line!.id));
    expect(kept).toMatchObject({ foodId: null, restaurantId: null, itemName: food.name, itemPrice: 250 });
  });
});

describe('migrations', () => {
  it('create the search index on food names with pg_trgm', async () => {
    const res = await ctx.db.execute(
      sql`select indexdef from pg_indexes where indexname = 'foods_name_trgm_idx'`,
    );
    expect(String(res.rows[0]?.indexdef)).toContain('gin_trgm_ops');
  });

  it('index every foreign key column', async () => {
    // A foreign key whose column does not lead some index makes joins and cascades scan the table.
    const res = await ctx.db.execute(sql`
      select c.conrelid::regclass::text as "table", a.attname as "column"
      from pg_constraint c
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = c.conkey[1]
      where c.contype = 'f' and not exists (
        select 1 from pg_index i where i.indrelid = c.conrelid and i.indkey[0] = c.conkey[1]
      )`);
    expect(res.rows).toEqual([]);
  });
});
