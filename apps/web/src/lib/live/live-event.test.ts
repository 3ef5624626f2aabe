import { describe, expect, it } from 'vitest';
import { toLiveEvent } from './live-event';

describe('toLiveEvent', () => {
  it('reads order.created and order.status', () => {
    expect(
      toLiveEvent({ event: 'order.created', data: '{"order_id":5,"line_ids":[9,10],"restaurant_id":2}' }),
    ).toEqual({ type: 'order.created', data: { order_id: 5, line_ids: [9, 10], restaurant_id: 2 } });
    expect(
      toLiveEvent({ event: 'order.status', data: '{"line_id":9,"order_id":5,"status":"Completed"}' }),
    ).toEqual({ type: 'order.status', data: { line_id: 9, order_id: 5, status: 'Completed' } });
  });

  it('answers null for unknown types, broken JSON and missing ids', () => {
    expect(toLiveEvent({ event: 'message', data: '{"order_id":5}' })).toBeNull();
    expect(toLiveEvent({ event: 'order.created', data: '{oops' })).toBeNull();
    expect(toLiveEvent({ event: 'order.created', data: 'null' })).toBeNull();
    expect(toLiveEvent({ event: 'order.status', data: '{"order_id":5,"status":"Paid"}' })).toBeNull();
  });
});
