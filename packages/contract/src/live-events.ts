import { z } from 'zod';
import { OrderStatus } from './common.ts';
import { TicketStage } from './tickets.ts';

/**
 * Live updates on GET /api/events/ (Server-Sent Events): each message is `event: <type>` then
 * `data: <json>`, the data shaped by the type's schema below. See docs/API.md, "Live events".
 */

/** Sent to the ordering customer when a restaurant (or an admin) moves one of their order lines. */
export const OrderStatusEventData = z.object({
  line_id: z.number().int(),
  order_id: z.number().int(),
  status: OrderStatus,
});
export type OrderStatusEventData = z.infer<typeof OrderStatusEventData>;

/** Sent to a restaurant's owner when a customer's checkout holds lines of their restaurant. */
export const OrderCreatedEventData = z.object({
  order_id: z.number().int(),
  /** The new lines of this restaurant. */
  line_ids: z.array(z.number().int()),
  restaurant_id: z.number().int(),
});
export type OrderCreatedEventData = z.infer<typeof OrderCreatedEventData>;

/**
 * Sent to the ordering customer and the restaurant's owner when a ticket changes stage, and to owners
 * when an online order's payment is settled (the ticket then appears on their board).
 */
export const TicketChangedEventData = z.object({
  order_id: z.number().int(),
  ticket_id: z.number().int(),
  stage: TicketStage,
});
export type TicketChangedEventData = z.infer<typeof TicketChangedEventData>;

/** Each event type with the schema of its data. */
export const LIVE_EVENT_DATA = {
  'order.created': OrderCreatedEventData,
  'order.status': OrderStatusEventData,
  'ticket.changed': TicketChangedEventData,
} as const;

export const LIVE_EVENT_TYPES = [
  'order.created',
  'order.status',
  'ticket.changed',
] as const satisfies readonly (keyof typeof LIVE_EVENT_DATA)[];
export type LiveEventType = (typeof LIVE_EVENT_TYPES)[number];

/** One live event: its type and the data that type carries. */
export type LiveEvent = {
  [T in LiveEventType]: { type: T; data: z.infer<(typeof LIVE_EVENT_DATA)[T]> };
}[LiveEventType];

/** The event a message carries when its type is known and its data fits that type's schema; else null. */
export function parseLiveEvent(type: string, data: unknown): LiveEvent | null {
  if (!(LIVE_EVENT_TYPES as readonly string[]).includes(type)) return null;
  const parsed = LIVE_EVENT_DATA[type as LiveEventType].safeParse(data);
  return parsed.success ? ({ type, data: parsed.data } as LiveEvent) : null;
}
