// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import type { Food, Restaurant } from '@bhoj/contract';
import { RESTAURANTS_AT_ONCE, RestaurantListPage } from './restaurant-list-page';
import { RestaurantPage } from './restaurant-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const restaurant: Restaurant = {
  id: 1,
  name: 'Pizza Para',
  slug: 'pizza-para',
  address: 'Road 7, Dhanmondi',
  phone_number: null,
  email: 'owner@example.com',
  cover_image: '',
  is_approved: true,
  owner: 'owner',
  owner_id: 2,
  total_foods: 14,
};

const food = (id: number): Food => ({
  id,
  name: `Food ${id}`,
  slug: `food-${id}`,
  description: '',
  price: 250,
  image: '',
  is_available: true,
  category: 1,
  category_name: 'Pizza',
  category_slug: 'pizza',
  tags: 1,
  food_tag: 'popular',
  restaurant: 1,
  restaurant_name: 'Pizza Para',
  restaurant_slug: 'pizza-para',
  rating_average: 0,
  rating_count: 0,
  created_at: '2025-01-01T00:00:00Z',
});

describe('RestaurantListPage', () => {
  it('shows a skeleton, then a card per restaurant linking to its page', async () => {
    fakeApi((request) => (request.path === '/api/restaurant/list/' ? { body: [restaurant] } : undefined));
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    expect(screen.getByTestId('grid-skeleton')).toBeTruthy();
    const card = await screen.findByTestId('restaurant-card');
    expect(within(card).getByRole('link', { name: 'Pizza Para' }).getAttribute('href')).toBe(
      '/restaurant/pizza-para/',
    );
    expect(card.textContent).toContain('Road 7, Dhanmondi');
    expect(card.textContent).toContain('14 foods');
  });

  it('draws a screenful of cards at a time; Show more adds the next ones until all are shown', async () => {
    const many = Array.from({ length: RESTAURANTS_AT_ONCE + 6 }, (_, i) => ({
      ...restaurant,
      id: i + 1,
      name: `Kitchen ${i + 1}`,
      slug: `kitchen-${i + 1}`,
    }));
    fakeApi((request) => (request.path === '/api/restaurant/list/' ? { body: many } : undefined));
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    await waitFor(() => expect(screen.getAllByTestId('restaurant-card')).toHaveLength(RESTAURANTS_AT_ONCE));
    expect(screen.getByText(`Showing ${RESTAURANTS_AT_ONCE} of ${many.length} restaurants`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more restaurants' }));
    expect(screen.getAllByTestId('restaurant-card')).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: 'Show more restaurants' })).toBeNull();
  });
});

describe('RestaurantPage', () => {
  it('shows the name and address, and paged foods each with a link to its category', async () => {
    const requests = fakeApi((request) => {
      if (request.path === '/api/restaurant/info/pizza-para/') {
        return { body: { id: 1, name: 'Pizza Para', address: 'Road 7, Dhanmondi' } };
      }
      if (request.path === '/api/restaurant/restaurant-food-list/pizza-para/') {
        return { body: pagedOf([food(1), food(2)], 14) };
      }
      return undefined;
    });
    renderPage(<RestaurantPage />, { path: '/restaurant/:slug', url: '/restaurant/pizza-para/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizza Para' })).toBeTruthy();
    expect(screen.getByTestId('restaurant-address').textContent).toBe('Road 7, Dhanmondi');
    await waitFor(() => expect(screen.getAllByTestId('food-card')).toHaveLength(2));
    const links = screen.getAllByTestId('food-category-link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Pizza', '/category/pizza/'],
      ['Pizza', '/category/pizza/'],
    ]);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    expect(
      requests.some((request) => request.url === '/api/restaurant/restaurant-food-list/pizza-para/?page=1'),
    ).toBe(true);
  });

  it("says 'Restaurant not found' for an unknown slug", async () => {
    fakeApi((request) =>
      request.path.startsWith('/api/restaurant/restaurant-food-list/') ? { body: pagedOf([]) } : undefined,
    );
    renderPage(<RestaurantPage />, { path: '/restaurant/:slug', url: '/restaurant/nope/' });
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeTruthy();
  });
});
