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
  actor_name: 'Rahim Uddin',
  action: 'update',
  entity: 'category',
  entity_id: 4,
  entity_name: null,
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
                  entity_name: 'Karim',
                  before: { role: 'customer' },
                  after: { role: 'restaurant_owner' },
                }),
                entry(1, {
                  action: 'create',
                  entity: 'tag',
                  entity_id: 3,
                  entity_name: 'Popular',
                  after: { id: 3, name: 'Popular' },
                }),
                entry(3, {
                  action: 'status_change',
                  entity: 'refund',
                  entity_id: 5,
                  entity_name: '#12',
                  before: { state: 'failed' },
                  after: { state: 'refunded', note: 'Sent by bKash, ref 8F2K', name: '#12' },
                }),
              ],
              12,
            ),
          }
        : undefined,
    );
    const { router } = renderAdminPage(<AuditLogPage />, { path: '/admin/dashboard/audit-log' });

    const rows = await screen.findAllByTestId('audit-row');
    const sentences = screen.getAllByTestId('audit-sentence').map((sentence) => sentence.textContent);
    expect(sentences).toEqual([
      'Rahim Uddin changed Karim’s role from Customer to Restaurant Owner',
      'Rahim Uddin created the tag Popular',
      'Rahim Uddin moved the refund of order #12 from Failed to Refunded',
    ]);
    // No ids and no raw values anywhere in the rows; a created row lists what it holds.
    expect(rows[0]!.textContent).not.toMatch(/#9|restaurant_owner|User #/);
    expect(rows[1]!.textContent).toContain('name: Popular');
    // A refund marked refunded by hand says how; its states read as words, not as `refunded`.
    expect(rows[2]!.textContent).toContain('Sent by bKash, ref 8F2K');
    expect(rows[2]!.textContent).not.toMatch(/failed|refunded/);
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard/audit-log?page=2'));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/admin/audit-log/?page=2'));
  });
});
