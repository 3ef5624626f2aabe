import { eq } from 'drizzle-orm';
import { formatDhakaDateTime, STAGE_LABELS } from '@bhoj/contract';
import { orders, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { escapeHtml, type Mail } from '../../lib/mail.ts';
import { formatAmount } from '../../lib/money.ts';
import { customerCard, orderCards } from './order-cards.ts';
import { pageWindow } from '../../lib/paging.ts';

export type ReceiptDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'log' | 'background'>;

const tk = (amount: number) => `TK ${formatAmount(amount)}`;

/** What a receipt says: the order placed, or one ticket of it delivered or canceled. */
export type Receipt = { kind: 'placed' } | { kind: 'ticket'; ticketId: number };

/**
 * Mails the customer a receipt of their order (times in Asia/Dhaka, as everywhere): when it reaches the
 * restaurants, and when one of its tickets is delivered or canceled. A mail that cannot go out is logged,
 * never fails what caused it. It goes on after the answer; the app waits for it before closing.
 */
export function mailReceipt(deps: ReceiptDeps, orderId: number, receipt: Receipt) {
  deps.background.run(sendReceipt(deps, orderId, receipt));
}

async function sendReceipt(deps: ReceiptDeps, orderId: number, receipt: Receipt) {
  try {
    const [customer] = await deps.db
      .select({ email: users.email, username: users.username, userId: users.id })
      .from(orders)
      .innerJoin(users, eq(users.id, orders.userId))
      .where(eq(orders.id, orderId));
    const [card] = (await orderCards(deps.db, eq(orders.id, orderId), pageWindow(1, 1))).results;
    if (!customer || !card) return;
    await deps.mailer.send(
      receiptMail(customerCard(card), customer, receipt, `${deps.config.publicUrl}/order-history/`),
    );
  } catch (err) {
    deps.log.warn({ err, orderId }, 'order receipt could not be sent');
  }
}

type Card = ReturnType<typeof customerCard>;

export function receiptMail(
  order: Card,
  customer: { email: string; username: string },
  receipt: Receipt,
  link: string,
): Mail {
  const ticket = receipt.kind === 'ticket' ? order.tickets.find((t) => t.id === receipt.ticketId) : undefined;
  const subject = ticket
    ? `Bhoj order ${ticket.number}: ${STAGE_LABELS[ticket.stage].toLowerCase()}`
    : `Bhoj order ${order.number} placed`;
  const lines = [
    `Hello ${customer.username},`,
    '',
    ticket
      ? `${ticket.restaurant} has ${ticket.stage === 'canceled' ? 'canceled' : 'delivered'} its part of your order ${order.number}${ticket.cancel_reason ? ` (${ticket.cancel_reason})` : ''}.`
      : `Thank you: your order ${order.number} is with the restaurants.`,
    `Placed ${formatDhakaDateTime(order.created_at).full} (Bangladesh time), to ${order.address}.`,
    '',
    ...order.tickets.flatMap((t) => [
      `${t.number} ${t.restaurant}: ${STAGE_LABELS[t.stage]}${t.cancel_reason ? ` (${t.cancel_reason})` : ''}`,
      ...t.items.map((item) => `  ${item.quantity} × ${item.item_name}  ${tk(item.subtotal)}`),
      `  Delivery fee  ${tk(t.delivery_fee)}`,
    ]),
    '',
    `Total ${tk(order.total)}${order.total !== order.placed_total ? ` (was ${tk(order.placed_total)})` : ''}`,
    `Payment: ${order.payment_state === 'paid' ? 'paid online' : order.payment_state === 'cash_on_delivery' ? 'cash on delivery' : 'not paid'}`,
    '',
    `Your orders: ${link}`,
    '',
  ];
  return {
    to: customer.email,
    subject,
    text: lines.join('\n'),
    html: `<pre style="font-family: sans-serif">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}
