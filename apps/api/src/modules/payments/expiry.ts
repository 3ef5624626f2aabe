import { sql } from 'drizzle-orm';
import { PAYMENT_EXPIRED_REASON } from '@bhoj/contract';
import { mailReceipt } from '../orders/receipts.ts';
import type { AnnounceDeps } from '../orders/tickets/announce.ts';

/** How often each instance looks for unpaid online orders whose time is up. */
export const EXPIRY_SWEEP_MS = 60_000;

/**
 * Cancels every online order still unpaid `minutes` after it was placed, with the reason "payment not
 * completed": its tickets and lines turn Canceled and its open payments expire (money that still comes
 * for them is late, and refunded). One guarded statement: the orders are locked (FOR UPDATE SKIP LOCKED)
 * before anything changes, as every change of an order's money locks it first, so instances sweeping at
 * once never cancel one order twice, and an order being paid at that moment is left for the next sweep. Answers the
 * orders canceled; each customer hears of their tickets (ticket.changed) and gets a receipt of each.
 */
export async function expireUnpaidOrders(deps: AnnounceDeps, minutes: number) {
  const { db, events, log } = deps;
  const { rows } = await db.execute<{ ticket_id: number; order_id: number; user_id: number }>(sql`
    with due as (
      select o.id, o.user_id from orders o
      where o.payment_method = 'online_payment' and o.paid_at is null
        and o.created_at < now() - make_interval(mins => ${minutes}::int)
        and exists (select 1 from tickets t where t.order_id = o.id and t.stage <> 'canceled')
      for update of o skip locked
    ),
    canceled as (
      update tickets t set stage = 'canceled', cancel_reason = ${PAYMENT_EXPIRED_REASON}, updated_at = now()
      from due where t.order_id = due.id and t.stage <> 'canceled'
      returning t.id, t.order_id
    ),
    lines as (
      update order_lines l set status = 'Canceled', updated_at = now()
      from canceled where l.ticket_id = canceled.id
    ),
    ended as (
      update payments p set state = 'expired', updated_at = now()
      from due where p.order_id = due.id and p.state = 'initiated'
    )
    select canceled.id as ticket_id, canceled.order_id, due.user_id
    from canceled join due on due.id = canceled.order_id`);
  for (const row of rows) {
    const data = { order_id: row.order_id, ticket_id: row.ticket_id, stage: 'canceled' as const };
    events
      .publish({ type: 'ticket.changed', userId: row.user_id, data })
      .catch((err: unknown) => log.warn({ err }, 'ticket.changed could not be published'));
    mailReceipt(deps, row.order_id, { kind: 'ticket', ticketId: row.ticket_id });
  }
  return new Set(rows.map((row) => row.order_id)).size;
}

/** Runs the sweep every EXPIRY_SWEEP_MS while the app is up. */
export function startExpirySweep(deps: AnnounceDeps) {
  const timer = setInterval(() => {
    expireUnpaidOrders(deps, deps.config.payments.timeoutMinutes).catch((err: unknown) =>
      deps.log.warn({ err }, 'unpaid orders could not be expired'),
    );
  }, EXPIRY_SWEEP_MS);
  timer.unref();
  return () => clearInterval(timer);
}
