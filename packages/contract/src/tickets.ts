import { z } from 'zod';
import { OrderRefund } from './refunds.ts';
import { ImageUrl, OrderStatus, paged, PageQuery, PaymentMethod } from './common.ts';
import { form, lenientWholeNumber, rowId, text } from './fields.ts';

/**
 * Tickets: the lines of one order for one restaurant, which that restaurant moves through the stages
 * below. Lines keep their `status` (Pending, Paid, Completed, Canceled) for the spec's calls; the stage
 * is the ticket's. See docs/ORDERS-AND-PAYMENTS.md.
 */

export const ticketStages = [
  'new',
  'accepted',
  'preparing',
  'out_for_delivery',
  'delivered',
  'canceled',
] as const;
export const TicketStage = z.enum(ticketStages);
export type TicketStage = z.infer<typeof TicketStage>;

export const STAGE_LABELS: Record<TicketStage, string> = {
  new: 'New',
  accepted: 'Accepted',
  preparing: 'Preparing',
  out_for_delivery: 'Out for delivery',
  delivered: 'Delivered',
  canceled: 'Canceled',
};

/** Where a restaurant may move a ticket from each stage; canceling needs a reason. */
export const STAGE_MOVES: Record<TicketStage, readonly TicketStage[]> = {
  new: ['accepted', 'canceled'],
  accepted: ['preparing', 'canceled'],
  preparing: ['out_for_delivery'],
  out_for_delivery: ['delivered'],
  delivered: [],
  canceled: [],
};
export const TERMINAL_STAGES: readonly TicketStage[] = ['delivered', 'canceled'];

/** The board's tabs and the stages each holds. */
export const boardTabs = ['new', 'in_progress', 'done'] as const;
export type BoardTab = (typeof boardTabs)[number];
export const TAB_STAGES: Record<BoardTab, readonly TicketStage[]> = {
  new: ['new'],
  in_progress: ['accepted', 'preparing', 'out_for_delivery'],
  done: ['delivered', 'canceled'],
};

/** How an order stands with its money. */
export const paymentStates = ['cash_on_delivery', 'awaiting_payment', 'paid', 'not_paid'] as const;
export const PaymentState = z.enum(paymentStates);
export type PaymentState = z.infer<typeof PaymentState>;

export const MAX_PREP_MINUTES = 240;
export const CANCEL_REASON_MAX_LENGTH = 300;
export const TICKETS_PAGE_SIZE = 10;
export const ORDER_CARDS_PAGE_SIZE = 10;
/** The reason an unpaid online order is canceled with when its time runs out. */
export const PAYMENT_EXPIRED_REASON = 'payment not completed';
export const CUSTOMER_CANCEL_REASON = 'Canceled by the customer';
/** The reason of a cancel made through the spec's per-line order-status/{id}/, which sends none. */
export const RESTAURANT_CANCEL_REASON = 'Canceled by the restaurant';
export const ADMIN_CANCEL_REASON = 'Canceled by Bhoj support';

export const TICKET_MESSAGES = {
  prepRequired: `Enter the preparation time in minutes (1 to ${MAX_PREP_MINUTES}).`,
  reasonRequired: 'Give the customer a reason for canceling.',
  tooLateToCancel: 'This order is already being prepared and can no longer be canceled.',
  customerTooLate: 'The restaurant has already accepted your order; it can no longer be canceled here.',
  notAwaitingPayment: 'This order is not waiting for a payment.',
  paidCannotCancel: 'This order is paid: ask the restaurant to cancel it, and your money is refunded.',
  orderCanceled: 'This order was canceled.',
} as const;

export const cannotMoveTicketMessage = (from: TicketStage, to: TicketStage) =>
  `A ticket cannot move from ${STAGE_LABELS[from]} to ${STAGE_LABELS[to]}.`;

/** "#1042-2": the order's id, then the ticket's place in that order. */
export const ticketNumber = (orderId: number, seq: number) => `#${orderId}-${seq}`;

const DateTime = z.iso.datetime();

export const TicketItem = z.object({
  id: z.number().int(),
  item_name: z.string(),
  item_price: z.number(),
  quantity: z.number().int(),
  subtotal: z.number(),
});
export type TicketItem = z.infer<typeof TicketItem>;

/** What every ticket answer holds, for the owner, the customer and the admin alike. */
export const TicketBase = z.object({
  id: z.number().int(),
  /** "#1042-2". */
  number: z.string(),
  order: z.number().int(),
  restaurant: z.string(),
  stage: TicketStage,
  /** The spec's line status of its lines: Completed once Delivered, Canceled once Canceled. */
  status: OrderStatus,
  /** Minutes the restaurant said the food takes, once accepted; else null. */
  prep_minutes: z.number().int().nullable(),
  accepted_at: DateTime.nullable(),
  /** Why it was canceled; "" unless canceled. */
  cancel_reason: z.string(),
  created_at: DateTime,
  items: z.array(TicketItem),
  subtotal: z.number(),
  delivery_fee: z.number(),
  /** subtotal + delivery_fee. */
  total: z.number(),
});
export type TicketBase = z.infer<typeof TicketBase>;

/** A ticket on the restaurant's board: who ordered, where it goes, how it is paid, what can happen next. */
export const OwnerTicket = TicketBase.extend({
  customer_name: z.string(),
  phone_number: z.string().nullable(),
  address: z.string(),
  payment_method: PaymentMethod,
  payment_state: PaymentState,
  next_stages: z.array(TicketStage),
});
export type OwnerTicket = z.infer<typeof OwnerTicket>;

export const TicketCounts = z.object({
  new: z.number().int(),
  in_progress: z.number().int(),
  done: z.number().int(),
});
export type TicketCounts = z.infer<typeof TicketCounts>;

/** restaurant/tickets/: one tab's page, newest first, with every tab's count (same date filter). */
export const TicketBoard = paged(OwnerTicket).extend({ counts: TicketCounts });
export type TicketBoard = z.infer<typeof TicketBoard>;

const DATE_MESSAGE = 'Give the date as YYYY-MM-DD.';
export const TicketBoardQuery = PageQuery.extend({
  tab: z.enum(boardTabs, { error: 'Choose the tab new, in_progress or done.' }).default('new'),
  /** A day in Asia/Dhaka: only tickets placed that day. */
  date: z
    .string({ error: DATE_MESSAGE })
    .regex(/^\d{4}-\d{2}-\d{2}$/, DATE_MESSAGE)
    // A real calendar day: 2025-02-30 would come back as another date.
    .refine((value) => {
      const day = new Date(`${value}T00:00:00Z`);
      return !Number.isNaN(day.getTime()) && day.toISOString().startsWith(value);
    }, DATE_MESSAGE)
    .optional()
    .or(z.literal('').transform(() => undefined)),
});
export type TicketBoardQuery = z.infer<typeof TicketBoardQuery>;

const PrepMinutes = lenientWholeNumber({ error: TICKET_MESSAGES.prepRequired }).pipe(
  z
    .number()
    .int(TICKET_MESSAGES.prepRequired)
    .min(1, TICKET_MESSAGES.prepRequired)
    .max(MAX_PREP_MINUTES, TICKET_MESSAGES.prepRequired),
);

export const CancelReason = text('Reason', CANCEL_REASON_MAX_LENGTH, { dropNul: true });

/** Move a ticket: accepting needs prep_minutes, canceling a reason. */
export const MoveTicketBody = form({
  stage: z.enum(ticketStages, { error: `Choose a stage: ${ticketStages.join(', ')}.` }),
  prep_minutes: PrepMinutes.optional(),
  reason: CancelReason.optional(),
});
export type MoveTicketBody = z.infer<typeof MoveTicketBody>;

/** A line in a customer's order card, with the food's image as it was ordered. */
export const CustomerTicketItem = TicketItem.extend({ item_image: ImageUrl });
export type CustomerTicketItem = z.infer<typeof CustomerTicketItem>;

/** A ticket in a customer's order card. */
export const CustomerTicket = TicketBase.extend({
  restaurant_slug: z.string().nullable(),
  items: z.array(CustomerTicketItem),
});
export type CustomerTicket = z.infer<typeof CustomerTicket>;

/** One order as its customer (or an admin) sees it: its tickets, money and what can be done about it. */
export const OrderCard = z.object({
  id: z.number().int(),
  /** "#1042". */
  number: z.string(),
  created_at: DateTime,
  address: z.string(),
  payment_method: PaymentMethod,
  payment_state: PaymentState,
  /** Sum of the tickets not canceled. */
  subtotal: z.number(),
  delivery_fee: z.number(),
  total: z.number(),
  /** What was charged or asked for at checkout, before any ticket was canceled. */
  placed_total: z.number(),
  tickets: z.array(CustomerTicket),
  can_cancel: z.boolean(),
  can_retry_payment: z.boolean(),
  can_pay_cash: z.boolean(),
  /** Money owed back on this order (a canceled ticket of a paid order, a payment that came too late). */
  refunds: z.array(OrderRefund),
});
export type OrderCard = z.infer<typeof OrderCard>;
export const PagedOrderCards = paged(OrderCard);

/** Admin: the order with who ordered it. */
export const AdminOrderCard = OrderCard.extend({ username: z.string(), email: z.string() });
export type AdminOrderCard = z.infer<typeof AdminOrderCard>;
export const PagedAdminOrderCards = paged(AdminOrderCard);

export const AdminOrderCardsQuery = PageQuery.extend({
  stage: z.enum([...ticketStages, ''], { error: `Choose a stage: ${ticketStages.join(', ')}.` }).optional(),
  restaurant: z.coerce.number().int().min(1).optional().catch(undefined),
});

/** An order id in the path. */
export const OrderIdParams = z.object({ id: rowId('Expected a numeric id.') });
