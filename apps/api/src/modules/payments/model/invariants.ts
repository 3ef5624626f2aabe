import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { Db } from '../../../db/client.ts';

/**
 * Rules about money that hold for every order in the database, whatever happened and in whatever order.
 * Each query answers the orders (or rows) that break its rule: none may come back.
 */
const RULES = {
  'an order has at most one paid payment, and paid_at exactly when it has one': sql`
    select o.id from orders o
    where (o.paid_at is not null) <> exists (
        select 1 from payments p where p.order_id = o.id and p.state = 'paid')
      or (select count(*) from payments p where p.order_id = o.id and p.state = 'paid') > 1`,

  'a payment is open only while its order awaits payment, one at a time': sql`
    select o.id from orders o
    where (select count(*) from payments p where p.order_id = o.id and p.state = 'initiated')
      > case when o.payment_method = 'online_payment' and o.paid_at is null
              and exists (select 1 from tickets t where t.order_id = o.id and t.stage <> 'canceled')
         then 1 else 0 end`,

  'a cash order is never paid online': sql`
    select o.id from orders o where o.payment_method = 'cash_on_delivery' and o.paid_at is not null`,

  'money in = money kept (the live tickets of a paid order) + money owed back': sql`
    select id from (
      select o.id,
        coalesce((select sum(p.amount) from payments p
                  where p.order_id = o.id and p.state in ('paid', 'late')), 0) as arrived,
        coalesce((select sum(r.amount) from refunds r
                  where r.order_id = o.id and r.state <> 'void'), 0) as owed,
        case when o.paid_at is null then 0 else coalesce((
          select sum(t.delivery_fee + (select sum(l.item_price * l.quantity)
                                       from order_lines l where l.ticket_id = t.id))
          from tickets t where t.order_id = o.id and t.stage <> 'canceled'), 0) end as kept
      from orders o) money
    where arrived <> owed + kept`,

  'a late payment is owed back whole, once': sql`
    select p.id from payments p
    where p.state = 'late' and (
      select count(*) from refunds r
      where r.payment_id = p.id and r.ticket_id is null and r.amount = p.amount) <> 1`,

  'only late payments are refunded whole': sql`
    select r.id from refunds r join payments p on p.id = r.payment_id
    where r.ticket_id is null and p.state <> 'late'`,

  'a canceled ticket of a paid order is owed its total once; other tickets nothing': sql`
    select t.id from tickets t join orders o on o.id = t.order_id
    where (select count(*) from refunds r where r.ticket_id = t.id and r.state <> 'void')
      <> case when o.paid_at is not null and t.stage = 'canceled'
              and t.delivery_fee + (select sum(l.item_price * l.quantity) from order_lines l
                                    where l.ticket_id = t.id) > 0
         then 1 else 0 end`,

  'a ticket refund is of its ticket’s total, from the order’s paid payment': sql`
    select r.id from refunds r join tickets t on t.id = r.ticket_id
      join payments p on p.id = r.payment_id
    where r.state <> 'void' and (p.state <> 'paid' or r.amount <> t.delivery_fee + (
      select sum(l.item_price * l.quantity) from order_lines l where l.ticket_id = t.id))`,

  'line statuses follow their ticket’s stage and the order’s payment': sql`
    select l.id from order_lines l join tickets t on t.id = l.ticket_id join orders o on o.id = l.order_id
    where l.status <> case
      when t.stage = 'delivered' then 'Completed'::order_status
      when t.stage = 'canceled' then 'Canceled'::order_status
      when o.paid_at is not null then 'Paid'::order_status
      else 'Pending'::order_status end`,

  'an online order never paid was never worked on': sql`
    select t.id from tickets t join orders o on o.id = t.order_id
    where o.payment_method = 'online_payment' and o.paid_at is null and t.stage not in ('new', 'canceled')`,
};

/** Every rule holds in the database now. */
export async function expectMoneyRules(db: Db) {
  for (const [rule, query] of Object.entries(RULES)) {
    const { rows } = await db.execute<{ id: number }>(query);
    expect(
      rows.map((row) => row.id),
      rule,
    ).toEqual([]);
  }
}
