// @vitest-environment jsdom
import type { Category } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderAdminPage } from '../testing/render-admin-page';
import { CategoryListPage } from './category-list-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const path = '/admin/dashboard/category-list';

describe('CategoryListPage', () => {
  it("says 'No categories available.' when there are none", async () => {
    fakeApi((request) => (request.url === '/api/restaurant/categories/' ? { body: [] } : undefined));
    renderAdminPage(<CategoryListPage />, { path });
    expect(await screen.findByText('No categories available.')).toBeTruthy();
  });

  it('edits a category in a dialog and the card shows the new name', async () => {
    let list: Category[] = [{ id: 1, name: 'Pizza', slug: 'pizza', image: '/media/pizza.webp' }];
    const requests = fakeApi((request) => {
      if (request.url === '/api/restaurant/categories/') return { body: list };
      if (request.url === '/api/restaurant/category/update/1/' && request.method === 'PUT') {
        list = [{ ...list[0]!, name: 'Pizzas', slug: 'pizzas' }];
        return { body: list[0] };
      }
      return undefined;
    });
    renderAdminPage(<CategoryListPage />, { path });

    const card = (await screen.findAllByTestId('admin-category-card'))[0]!;
    expect(within(card).getByText('pizza')).toBeTruthy();
    expect(card.querySelector('img')?.getAttribute('src')).toBe('/media/pizza.webp');

    fireEvent.click(within(card).getByRole('button', { name: 'Edit Pizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const name = within(dialog).getByLabelText('Category name') as HTMLInputElement;
    expect(name.value).toBe('Pizza');
    expect(within(dialog).getByText('Click to select a file to upload')).toBeTruthy();
    fireEvent.change(name, { target: { value: 'Pizzas' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByRole('heading', { name: 'Pizzas' })).toBeTruthy();
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({
      name: 'Pizzas',
      image: '/media/pizza.webp',
    });
  });

  it('shows why a category in use cannot be deleted', async () => {
    const requests = fakeApi((request) => {
      if (request.url === '/api/restaurant/categories/') {
        return { body: [{ id: 1, name: 'Pizza', slug: 'pizza', image: '' }] };
      }
      if (request.url === '/api/restaurant/category/delete/1/') {
        return { status: 409, body: { error: '12 foods use this category; move or delete them first.' } };
      }
      return undefined;
    });
    renderAdminPage(<CategoryListPage />, { path });
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Pizza' }));
    const dialog = await screen.findByRole('dialog', { name: 'Confirm Delete' });
    expect(within(dialog).getByText('Are you sure you want to delete Pizza Category?')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(
      await within(dialog).findByText('12 foods use this category; move or delete them first.'),
    ).toBeTruthy();
    expect(requests.filter((request) => request.method === 'DELETE')).toHaveLength(1);
    expect(screen.getAllByTestId('admin-category-card')).toHaveLength(1);
  });
});
