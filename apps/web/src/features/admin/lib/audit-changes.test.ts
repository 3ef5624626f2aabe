import { describe, expect, it } from 'vitest';
import { auditChanges } from './audit-changes';

describe('auditChanges', () => {
  it('lists only the fields that changed', () => {
    expect(
      auditChanges({ role: 'customer', username: 'rahim' }, { role: 'admin', username: 'rahim' }),
    ).toEqual([{ field: 'role', before: 'customer', after: 'admin' }]);
    expect(auditChanges({ is_approved: false }, { is_approved: true })).toEqual([
      { field: 'is_approved', before: 'false', after: 'true' },
    ]);
  });

  it('lists a created row by its new values and a deleted one by its old values, without the id', () => {
    expect(auditChanges(null, { id: 3, name: 'Soup', slug: 'soup' })).toEqual([
      { field: 'name', after: 'Soup' },
      { field: 'slug', after: 'soup' },
    ]);
    expect(auditChanges({ id: 3, name: 'Soup', image: '' }, null)).toEqual([
      { field: 'name', before: 'Soup' },
      { field: 'image', before: '—' },
    ]);
  });

  it('has nothing to list without a before or after', () => {
    expect(auditChanges(null, null)).toEqual([]);
  });
});
