import { eq } from 'drizzle-orm';
import { formatDhakaDateTime, type UserLanguage } from '@bhoj/contract';
import { orders, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { escapeHtml, type Mail } from '../../lib/mail.ts';
import { mailLocale, mailMoney, mailNumber } from '../../lib/mail-language.ts';
import { customerCard, orderCards } from './order-cards.ts';
import { pageWindow } from '../../lib/paging.ts';
import { RECEIPT_TEXTS } from './receipt-texts.ts';

export type ReceiptDeps = Pick<Deps, 'db' | 'mailer' | 'config' | 'log' | 'background'>;

/** What a receipt says: the order placed, or one ticket of it delivered or canceled. */
export type Receipt = { kind: 'placed' } | { kind: 'ticket'; ticketId: number };

/**
 * Mails the customer a receipt of their order, in their language (users.language; times in Asia/Dhaka,
 * as everywhere): when it reaches the
 * restaurants, and when one of its tickets is delivered or canceled. A mail that cannot go out is logged,
 * never fails what caused it. It goes on after the answer; the app waits for it before closing.
 */
export function mailReceipt(deps: ReceiptDeps, orderId: number, receipt: Receipt) {
  deps.background.run(sendReceipt(deps, orderId, receipt));
}

async function sendReceipt(deps: ReceiptDeps, orderId: number, receipt: Receipt) {
  try {
    const [customer] = await deps.db
      .select({ email: users.email, username: users.username, language: users.language })
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
  customer: { email: string; username: string; language: UserLanguage },
  receipt: Receipt,
  link: string,
): Mail {
  const { language } = customer;
  const texts = RECEIPT_TEXTS[language];
  const money = (amount: number) => mailMoney(amount, language);
  const ticket = receipt.kind === 'ticket' ? order.tickets.find((t) => t.id === receipt.ticketId) : undefined;
  const subject = ticket
    ? texts.ticketSubject(ticket.number, ticket.stage)
    : texts.placedSubject(order.number);
  const lines = [
    texts.hello(customer.username),
    '',
    ticket
      ? texts.ticketMoved(ticket.restaurant, order.number, ticket.stage === 'canceled', ticket.cancel_reason)
      : texts.thanks(order.number),
    texts.placedAt(formatDhakaDateTime(order.created_at, mailLocale(language)).full, order.address),
    '',
    ...order.tickets.flatMap((t) => [
      `${t.number} ${t.restaurant}: ${texts.stage(t.stage)}${t.cancel_reason ? ` (${t.cancel_reason})` : ''}`,
      ...t.items.map(
        (item) => `  ${mailNumber(item.quantity, language)} × ${item.item_name}  ${money(item.subtotal)}`,
      ),
      `  ${texts.deliveryFee}  ${money(t.delivery_fee)}`,
    ]),
    '',
    texts.total(money(order.total), order.total !== order.placed_total ? money(order.placed_total) : null),
    texts.payment(order.payment_state),
    '',
    texts.yourOrders(link),
    '',
  ];
  return {
    to: customer.email,
    subject,
    text: lines.join('\n'),
    html: `<pre style="font-family: sans-serif">${escapeHtml(lines.join('\n'))}</pre>`,
  };
}
