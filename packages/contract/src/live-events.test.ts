import { describe, expect, it } from 'vitest';
import { LIVE_EVENT_TYPES, parseLiveEvent } from './live-events.ts';

describe('live events', () => {
  it('reads an order.created message for a restaurant owner', () => {
    const data = { order_id: 7, line_ids: [11, 12], restaurant_id: 3 };
    expect(parseLiveEvent('order.created', data)).toEqual({ type: 'order.created', data });
  });

  it('reads an order.status message for a customer', () => {
    const data = { line_id: 11, order_id: 7, status: 'Completed' };
    expect(parseLiveEvent('order.status', data)).toEqual({ type: 'order.status', data });
  });

  it('reads a ticket.changed message, and refuses a stage that is not one', () => {
    const data = { order_id: 7, ticket_id: 21, stage: 'accepted' };
    expect(parseLiveEvent('ticket.changed', data)).toEqual({ type: 'ticket.changed', data });
    expect(parseLiveEvent('ticket.changed', { ...data, stage: 'cooking' })).toBeNull();
  });

  it('refuses unknown types and data that does not fit the type', () => {
    expect(parseLiveEvent('order.deleted', { order_id: 7 })).toBeNull();
    expect(parseLiveEvent('order.status', { line_id: 11, order_id: 7, status: 'Lost' })).toBeNull();
    expect(parseLiveEvent('order.created', { order_id: '7', line_ids: [], restaurant_id: 3 })).toBeNull();
  });

  it('names every type it can read', () => {
    expect([...LIVE_EVENT_TYPES]).toEqual(['order.created', 'order.status', 'ticket.changed']);
  });
});
