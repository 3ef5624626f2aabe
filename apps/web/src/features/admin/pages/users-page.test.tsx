// @vitest-environment jsdom
import type { AdminUser } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { UsersPage } from './users-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const user = (id: number, username: string, role: AdminUser['role'] = 'customer'): AdminUser => ({
  id,
  username,
  email: `${username}@example.com`,
  phone_number: id % 2 ? '+8801711000000' : null,
  role,
});

const path = '/admin/dashboard/users';

describe('UsersPage', () => {
  it('lists the page of users with an edit link, and pages through ?page=', async () => {
    const requests = fakeApi((request) => {
      if (request.path !== '/api/users/') return undefined;
      const page = request.query.get('page');
      return {
        body: pagedOf(
          page === '2' ? [user(7, 'sumi')] : [user(1, 'rahim'), user(2, 'karim', 'restaurant_owner')],
          7,
        ),
      };
    });
    const { router } = renderAdminPage(<UsersPage />, { path, url: '/admin/dashboard/users/' });

    const rows = await screen.findAllByTestId('user-row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'rahimrahim@example.com+8801711000000CustomerEdit',
      'karimkarim@example.comNot providedRestaurant OwnerEdit',
    ]);
    // On a phone each cell is labelled with its column's name (drawn by CSS from data-label).
    expect([...rows[0]!.querySelectorAll('td')].map((cell) => cell.dataset.label ?? null)).toEqual([
      null,
      'Email',
      'Phone',
      'Role',
      null,
    ]);
    const edit = within(rows[0]!).getByRole('link', { name: 'Edit the role of rahim' });
    expect(edit.getAttribute('href')).toBe('/admin/dashboard/users/update-role/1/');
    expect(screen.getByRole('heading', { name: 'All Users' })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(screen.getAllByTestId('user-row')).toHaveLength(1));
    expect(locationOf(router)).toBe('/admin/dashboard/users/?page=2');
    expect(requests.map((request) => request.url)).toEqual(['/api/users/?page=1', '/api/users/?page=2']);
  });

  it('searches once typing pauses, starting again at page 1, and says when nothing matches', async () => {
    const requests = fakeApi((request) => {
      if (request.path !== '/api/users/') return undefined;
      return {
        body: request.query.get('search') === 'nobody' ? pagedOf([]) : pagedOf([user(1, 'rahim')], 13),
      };
    });
    const { router } = renderAdminPage(<UsersPage />, { path, url: '/admin/dashboard/users/?page=3' });
    await screen.findAllByTestId('user-row');

    const box = screen.getByRole('searchbox', { name: 'Search users' });
    fireEvent.change(box, { target: { value: 'no' } });
    fireEvent.change(box, { target: { value: 'nobody ' } });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    expect(screen.getByText('No user matches “nobody”.')).toBeTruthy();
    expect(locationOf(router)).toBe('/admin/dashboard/users/?search=nobody');
    // One request for the text at the pause, none for what was typed on the way.
    expect(requests.map((request) => request.url)).toEqual([
      '/api/users/?page=3',
      '/api/users/?page=1&search=nobody',
    ]);

    fireEvent.change(box, { target: { value: '' } });
    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard/users/'));
    expect(await screen.findAllByTestId('user-row')).toHaveLength(1);
  });

  it('opens with the search of the URL in the box', async () => {
    const requests = fakeApi(() => ({ body: pagedOf([user(1, 'rahim')]) }));
    renderAdminPage(<UsersPage />, { path, url: '/admin/dashboard/users/?search=rah&page=2' });
    await screen.findAllByTestId('user-row');
    expect((screen.getByRole('searchbox', { name: 'Search users' }) as HTMLInputElement).value).toBe('rah');
    expect(requests[0]?.url).toBe('/api/users/?page=2&search=rah');
  });
});
