// @vitest-environment jsdom
import type { AuditEntry } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { AuditLogPage } from './audit-log-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const entry = (id: number, overrides: Partial<AuditEntry>): AuditEntry => ({
  id,
  actor: 'admin',
  action: 'update',
  entity: 'category',
  entity_id: 4,
  before: null,
  after: null,
  created_at: '2024-05-01T10:00:00.000Z',
  ...overrides,
});

describe('AuditLogPage', () => {
  it('shows who did what to which row, what changed, and pages through ?page=', async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/admin/audit-log/'
        ? {
            body: pagedOf(
              [
                entry(2, {
                  action: 'role_change',
                  entity: 'user',
                  entity_id: 9,
                  before: { role: 'customer' },
                  after: { role: 'restaurant_owner' },
                }),
                entry(1, {
                  action: 'create',
                  entity: 'tag',
                  entity_id: 3,
                  after: { id: 3, name: 'Popular' },
                }),
              ],
              12,
            ),
          }
        : undefined,
    );
    const { router } = renderAdminPage(<AuditLogPage />, { path: '/admin/dashboard/audit-log' });

    const rows = await screen.findAllByTestId('audit-row');
    expect(rows[0]!.textContent).toContain('adminRole changeUser #9role: customer →became restaurant_owner');
    expect(rows[1]!.textContent).toContain('CreateTag #3name: Popular');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard/audit-log?page=2'));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/admin/audit-log/?page=2'));
  });
});
