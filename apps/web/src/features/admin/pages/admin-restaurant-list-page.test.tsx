// @vitest-environment jsdom
import type { Restaurant } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderAdminPage } from '../testing/render-admin-page';
import { AdminRestaurantListPage } from './admin-restaurant-list-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const restaurant = (id: number, name: string, isApproved: boolean): Restaurant => ({
  id,
  name,
  slug: name.toLowerCase().replace(/ /g, '-'),
  address: 'Road 5, Dhanmondi',
  phone_number: '+8801711000000',
  email: `owner${id}@example.com`,
  cover_image: '/media/cover.webp',
  is_approved: isApproved,
  owner: `owner${id}`,
  owner_id: 10 + id,
  total_foods: 12,
});

const path = '/admin/dashboard/restaurant-list';

describe('AdminRestaurantListPage', () => {
  it('shows each restaurant with its details and approval, and toggles it', async () => {
    let list = [restaurant(1, 'Kacchi Bhai', true), restaurant(2, 'Pizza Para', false)];
    const requests = fakeApi((request) => {
      if (request.url === '/api/restaurant/admin/list/') return { body: list };
      const approve = /^\/api\/restaurant\/admin\/approve\/(\d+)\/$/.exec(request.path);
      if (approve && request.method === 'PUT') {
        const { is_approved } = request.body as { is_approved: boolean };
        list = list.map((item) => (item.id === Number(approve[1]) ? { ...item, is_approved } : item));
        return { body: list.find((item) => item.id === Number(approve[1])) };
      }
      return undefined;
    });
    renderAdminPage(<AdminRestaurantListPage />, { path });

    const cards = await screen.findAllByTestId('admin-restaurant-card');
    expect(cards).toHaveLength(2);
    const first = within(cards[0]!);
    expect(first.getByRole('heading', { name: 'Kacchi Bhai' })).toBeTruthy();
    for (const text of ['owner1', '12 foods', 'Road 5, Dhanmondi', 'owner1@example.com', '+8801711000000']) {
      expect(first.getByText(text)).toBeTruthy();
    }
    expect(first.getByTestId('approval-badge').textContent).toBe('Approved');
    expect(cards[0]!.querySelector('img')?.getAttribute('src')).toBe('/media/cover.webp');
    expect(within(cards[1]!).getByTestId('approval-badge').textContent).toBe('Not approved');

    fireEvent.click(screen.getByRole('button', { name: 'Approve Pizza Para' }));
    await waitFor(() =>
      expect(
        within(screen.getAllByTestId('admin-restaurant-card')[1]!).getByTestId('approval-badge').textContent,
      ).toBe('Approved'),
    );
    expect(requests.find((request) => request.method === 'PUT')).toMatchObject({
      url: '/api/restaurant/admin/approve/2/',
      body: { is_approved: true },
    });
    expect(screen.getByRole('button', { name: 'Unapprove Pizza Para' })).toBeTruthy();
  });

  it("asks 'Confirm Delete', shows a refusal in the dialog, and reloads the list after a delete", async () => {
    let list = [restaurant(1, 'Kacchi Bhai', true), restaurant(2, 'Pizza Para', true)];
    let refuse = true;
    const requests = fakeApi((request) => {
      if (request.url === '/api/restaurant/admin/list/') return { body: list };
      if (request.url === '/api/restaurant/delete/1/' && request.method === 'DELETE') {
        if (refuse) return { status: 409, body: { error: 'Kacchi Bhai has 2 open orders.' } };
        list = list.filter((item) => item.id !== 1);
        return { body: { message: 'Restaurant deleted.' } };
      }
      return undefined;
    });
    renderAdminPage(<AdminRestaurantListPage />, { path });
    await screen.findAllByTestId('admin-restaurant-card');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Kacchi Bhai' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete Kacchi Bhai Restaurant?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(0);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Kacchi Bhai' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(
      await within(screen.getByRole('dialog')).findByText('Kacchi Bhai has 2 open orders.'),
    ).toBeTruthy();
    expect(screen.getAllByTestId('admin-restaurant-card')).toHaveLength(2);

    refuse = false;
    fireEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('admin-restaurant-card')).toHaveLength(1));
    expect(requests.filter((request) => request.url === '/api/restaurant/admin/list/')).toHaveLength(2);
  });

  it("says 'No Data Found' without restaurants", async () => {
    fakeApi(() => ({ body: [] }));
    renderAdminPage(<AdminRestaurantListPage />, { path });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
  });
});
