import type { AuditEntry } from '@bhoj/contract';
import { describe, expect, it } from 'vitest';
import { auditSentence } from './audit-sentence';

const entry = (action: string, before: object | null, after: object | null, more: Partial<AuditEntry> = {}) =>
  ({
    id: 1,
    actor: 'rahim',
    actor_name: 'Rahim Uddin',
    action,
    entity: 'user',
    entity_id: 20,
    entity_name: 'Karim',
    before,
    after,
    created_at: '2026-11-24T06:33:20.282Z',
    ...more,
  }) as AuditEntry;

describe('auditSentence', () => {
  it('tells each kind of change with names and words, never ids or raw values', () => {
    expect(auditSentence(entry('role_change', { role: 'customer' }, { role: 'restaurant_owner' }))).toBe(
      'Rahim Uddin changed Karim’s role from Customer to Restaurant Owner',
    );
    const restaurant = { entity: 'restaurant', entity_name: 'Kacchi Bhai' };
    expect(auditSentence(entry('approval', { is_approved: false }, { is_approved: true }, restaurant))).toBe(
      'Rahim Uddin approved the restaurant Kacchi Bhai',
    );
    expect(auditSentence(entry('approval', { is_approved: true }, { is_approved: false }, restaurant))).toBe(
      'Rahim Uddin withdrew the approval of the restaurant Kacchi Bhai',
    );
    const line = { entity: 'order_line', entity_name: 'Beef Tehari' };
    expect(auditSentence(entry('status_change', { status: 'Pending' }, { status: 'Completed' }, line))).toBe(
      'Rahim Uddin moved the order line Beef Tehari from Pending to Completed',
    );
    expect(
      auditSentence(entry('delete', { name: 'Spicy' }, null, { entity: 'tag', entity_name: 'Spicy' })),
    ).toBe('Rahim Uddin deleted the tag Spicy');
    const refund = { entity: 'refund', entity_name: '#12' };
    expect(
      auditSentence(
        entry('status_change', { state: 'failed' }, { state: 'refunded', note: 'bKash' }, refund),
      ),
    ).toBe('Rahim Uddin moved the refund of order #12 from Failed to Refunded');
    expect(
      auditSentence(entry('status_change', { state: 'failed' }, { state: 'due', note: '' }, refund)),
    ).toBe('Rahim Uddin moved the refund of order #12 from Failed to Due');
  });

  it('stands in for names the API no longer knows, and an action it does not know', () => {
    expect(
      auditSentence(
        entry('create', null, null, {
          actor: null,
          actor_name: null,
          entity: 'tag',
          entity_name: null,
          entity_id: 3,
        }),
      ),
    ).toBe('A deleted admin created the tag #3');
    expect(auditSentence(entry('bulk_import', null, null))).toBe('Rahim Uddin: bulk import of Karim');
  });
});
