import { and, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { MONTHS, type OwnerStats, RECENT_PRODUCTS, type RecentProduct, TAB_STAGES } from '@bhoj/contract';
import { foods, orderLines, orders, tickets } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { onBoard } from '../orders/tickets/ticket-rows.ts';
import { ownRestaurantId } from './own-restaurant.ts';

const amount = sql`${orderLines.quantity} * ${orderLines.itemPrice}`;
const completed = sql`${tickets.stage} = 'delivered'`;
const ticketsWhere = (condition: ReturnType<typeof sql>) =>
  sql<number>`count(distinct ${tickets.id}) filter (where ${condition})`;
/** Months are Asia/Dhaka calendar months, whatever the server's time zone. */
const orderedMonth = sql`date_trunc('month', ${tickets.createdAt} at time zone 'Asia/Dhaka')`;
const thisYear = sql`date_trunc('year', now() at time zone 'Asia/Dhaka')`;
const monthStart = (index: number) => sql`${thisYear} + ${sql.raw(`interval '${index} month'`)}`;
const salesInMonth = (index: number) =>
  sql<number>`coalesce(sum(${amount}) filter (where ${completed} and ${orderedMonth} = ${monthStart(index)}), 0)`;

/**
 * The dashboard's figures, aggregated in one statement. Every card counts one unit, the restaurant's
 * tickets on its board (awaiting-payment orders are not), so total = pending + completed + canceled.
 */
export function ownerStatsService({ db }: Pick<Deps, 'db'>) {
  return {
    async stats(userId: number): Promise<OwnerStats> {
      const products = db
        .select({ n: count() })
        .from(foods)
        .where(eq(foods.restaurantId, ownRestaurantId(userId)));
      const monthly = Object.fromEntries(
        MONTHS.map((month, index) => [month, salesInMonth(index).mapWith(Number)]),
      );
      const [row] = await db
        .select({
          total_products: sql<number>`(${products})`.mapWith(Number),
          total_orders: sql<number>`count(distinct ${tickets.id})`.mapWith(Number),
          pending_orders: ticketsWhere(
            inArray(tickets.stage, [...TAB_STAGES.new, ...TAB_STAGES.in_progress]),
          ).mapWith(Number),
          completed_orders: ticketsWhere(completed).mapWith(Number),
          cancel_orders: ticketsWhere(sql`${tickets.stage} = 'canceled'`).mapWith(Number),
          total_sales: sql<number>`coalesce(sum(${amount}) filter (where ${completed}), 0)`.mapWith(Number),
          ...monthly,
        })
        .from(tickets)
        .innerJoin(orders, eq(orders.id, tickets.orderId))
        .innerJoin(orderLines, eq(orderLines.ticketId, tickets.id))
        .where(and(eq(tickets.restaurantId, ownRestaurantId(userId)), onBoard));
      const { total_products, total_orders, pending_orders, completed_orders, cancel_orders, total_sales } =
        row!;
      const monthly_sales = Object.fromEntries(
        MONTHS.map((month) => [month, (row as Record<string, unknown>)[month] as number]),
      ) as OwnerStats['monthly_sales'];
      return {
        total_products,
        total_orders,
        pending_orders,
        completed_orders,
        cancel_orders,
        total_sales,
        monthly_sales,
      };
    },

    /** The five newest of the restaurant's foods. */
    recentProducts(userId: number): Promise<RecentProduct[]> {
      return db
        .select({ id: foods.id, image: foods.image, name: foods.name, price: foods.price })
        .from(foods)
        .where(eq(foods.restaurantId, ownRestaurantId(userId)))
        .orderBy(desc(foods.createdAt), desc(foods.id))
        .limit(RECENT_PRODUCTS);
    },
  };
}
