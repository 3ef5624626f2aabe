import {
  OrderCreatedEventData,
  OrderStatusEventData,
  type OrderCreatedEventData as OrderCreatedData,
  type OrderStatusEventData as OrderStatusData,
} from '@bhoj/contract';
import type { SseMessage } from './sse-parser';

/** To a restaurant's owner when a customer's checkout holds lines of their restaurant. */
export type OrderCreatedEvent = { type: 'order.created'; data: OrderCreatedData };

/** To the ordering customer when an owner (or an admin) moves one of their order lines. */
export type OrderStatusEvent = { type: 'order.status'; data: OrderStatusData };

export type LiveEvent = OrderCreatedEvent | OrderStatusEvent;

/** The typed event a stream message carries, checked against the contract; null for anything else. */
export function toLiveEvent(message: SseMessage): LiveEvent | null {
  let json: unknown;
  try {
    json = JSON.parse(message.data);
  } catch {
    return null;
  }
  if (message.event === 'order.created') {
    const parsed = OrderCreatedEventData.safeParse(json);
    return parsed.success ? { type: 'order.created', data: parsed.data } : null;
  }
  if (message.event === 'order.status') {
    const parsed = OrderStatusEventData.safeParse(json);
    return parsed.success ? { type: 'order.status', data: parsed.data } : null;
  }
  return null;
}
