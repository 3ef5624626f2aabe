// @vitest-environment jsdom
import type { Tag } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderAdminPage } from '../testing/render-admin-page';
import { TagListPage } from './tag-list-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const path = '/admin/dashboard/tag-list';

describe('TagListPage', () => {
  it('lists name and slug, renames in a dialog, deletes an unused tag and refuses one in use', async () => {
    let tags: Tag[] = [
      { id: 1, name: 'Popular', slug: 'popular' },
      { id: 2, name: 'Late night', slug: 'late-night' },
    ];
    const requests = fakeApi((request) => {
      if (request.url === '/api/restaurant/tag-list/') return { body: tags };
      if (request.url === '/api/restaurant/tag/update/2/') {
        tags = tags.map((tag) => (tag.id === 2 ? { ...tag, name: 'Midnight', slug: 'midnight' } : tag));
        return { body: tags[1] };
      }
      if (request.url === '/api/restaurant/tag/delete/1/') {
        return { status: 409, body: { error: '40 foods use this tag.' } };
      }
      if (request.url === '/api/restaurant/tag/delete/2/') {
        tags = tags.filter((tag) => tag.id !== 2);
        return { body: { message: 'Tag deleted.' } };
      }
      return undefined;
    });
    renderAdminPage(<TagListPage />, { path });

    const rows = await screen.findAllByTestId('tag-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'PopularpopularEditDelete',
      'Late nightlate-nightEditDelete',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Edit Late night' }));
    const edit = await screen.findByRole('dialog', { name: 'Edit Tag' });
    fireEvent.change(within(edit).getByLabelText('Tag name'), { target: { value: 'Midnight' } });
    fireEvent.click(within(edit).getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('midnight')).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ name: 'Midnight' });

    fireEvent.click(screen.getByRole('button', { name: 'Delete Popular' }));
    let dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete Popular Tag?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await within(dialog).findByText('40 foods use this tag.')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Delete Midnight' }));
    dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    // The earlier refusal is not carried over to another row.
    expect(within(dialog).queryByText('40 foods use this tag.')).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.getAllByTestId('tag-row')).toHaveLength(1));
  });
});
