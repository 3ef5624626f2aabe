// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { food, tags } from '../testing/owner-fixtures';
import { FoodItemsPage } from './food-items-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const route = { path: '/restaurant/dashboard/food-items', url: '/restaurant/dashboard/food-items/' };

describe('FoodItemsPage', () => {
  it('shows 10 skeleton rows, then a row per food with its category, price, availability and tag', async () => {
    const sent = fakeApi((request) => {
      if (request.path === '/api/restaurant/tags/') return { body: tags };
      if (request.path === '/api/restaurant/foods/') {
        return {
          body: pagedOf(
            [food(1), food(2, { is_available: false, tags: 6, food_tag: 'quick-and-affordable' })],
            8,
          ),
        };
      }
      return undefined;
    });
    renderPage(<FoodItemsPage />, route);
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(10);
    const rows = await screen.findAllByTestId('food-row');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('All Food Items');
    expect(
      within(screen.getByTestId('food-items-table'))
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Name', 'Category', 'Price', 'Available', 'Tag', 'Actions']);
    await waitFor(() =>
      expect(
        rows.map((row) => [...row.querySelectorAll('td')].slice(0, 5).map((cell) => cell.textContent)),
      ).toEqual([
        ['Food 1', 'Category Biryani', 'Price TK 250.00', 'Available Yes', 'Tag Popular'],
        ['Food 2', 'Category Biryani', 'Price TK 250.00', 'Available No', 'Tag Quick and affordable'],
      ]),
    );
    expect(screen.getByRole('link', { name: 'Edit Food 1' }).getAttribute('href')).toBe(
      '/restaurant/dashboard/update-food-item/1/',
    );
    // 8 foods, 6 a page: two pages.
    expect(within(screen.getByTestId('pagination')).getByRole('button', { name: 'Page 2' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() =>
      expect(
        sent.some(
          (request) => request.path === '/api/restaurant/foods/' && request.query.get('page') === '2',
        ),
      ).toBe(true),
    );
  });

  it("says 'No Data Found' when the restaurant has no food", async () => {
    fakeApi((request) =>
      request.path === '/api/restaurant/foods/' ? { body: pagedOf([], 0) } : { body: [] },
    );
    renderPage(<FoodItemsPage />, route);
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No Data Found');
  });

  it('explains a missing restaurant instead of an empty list', async () => {
    fakeApi((request) => {
      if (request.path === '/api/restaurant/info/')
        return { status: 404, body: { error: 'Restaurant not found' } };
      return { body: request.path === '/api/restaurant/foods/' ? pagedOf([], 0) : [] };
    });
    renderPage(<FoodItemsPage />, route);
    expect((await screen.findByTestId('no-restaurant')).textContent).toContain('You have no restaurant yet');
    expect(screen.queryByTestId('empty-state')).toBeNull();
  });

  it('asks before deleting: Cancel keeps the food, Delete removes it and reloads the list', async () => {
    let foods = [food(1), food(2)];
    const sent = fakeApi((request) => {
      if (request.path === '/api/restaurant/foods/') return { body: pagedOf(foods) };
      if (request.method === 'DELETE' && request.path === '/api/restaurant/food/delete/2/') {
        foods = foods.filter((item) => item.id !== 2);
        return { body: { message: 'Deleted' } };
      }
      return { body: [] };
    });
    renderPage(<FoodItemsPage />, route);
    await screen.findAllByTestId('food-row');

    fireEvent.click(screen.getByRole('button', { name: 'Delete Food 2' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Food 2?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(sent.some((request) => request.method === 'DELETE')).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Delete Food 2' }));
    const again = await screen.findByRole('dialog', { name: 'Delete Food 2?' });
    fireEvent.click(within(again).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('food-row')).toHaveLength(1));
    expect(sent.filter((request) => request.method === 'DELETE').map((request) => request.path)).toEqual([
      '/api/restaurant/food/delete/2/',
    ]);
  });

  it('keeps the dialog open with the reason when the delete fails', async () => {
    fakeApi((request) => {
      if (request.path === '/api/restaurant/foods/') return { body: pagedOf([food(1)]) };
      if (request.method === 'DELETE') return { status: 409, body: { error: 'Try again later.' } };
      return { body: [] };
    });
    renderPage(<FoodItemsPage />, route);
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Food 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Food 1?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe('Try again later.');
  });
});
