// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { fakeApi } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { card, menu } from '../testing/menu-fixtures';
import { RESTAURANTS_AT_ONCE, RestaurantListPage } from './restaurant-list-page';
import { RestaurantPage } from './restaurant-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

const serveCards = (cards: unknown[]) =>
  fakeApi((request) => (request.path === '/api/restaurant/cards/' ? { body: cards } : undefined));

const serveMenu = (body: unknown = menu) =>
  fakeApi((request) => (request.path === '/api/restaurant/menu/pizza-para/' ? { body } : undefined));

const openMenu = (url = '/restaurant/pizza-para/') =>
  renderPage(<RestaurantPage />, { path: '/restaurant/:slug', url });

describe('RestaurantListPage', () => {
  it('shows a skeleton, then a card per restaurant with rating and delivery fee, linking to its page', async () => {
    serveCards([card]);
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    expect(screen.getByTestId('grid-skeleton')).toBeTruthy();
    const shown = await screen.findByTestId('restaurant-card');
    expect(within(shown).getByRole('link', { name: 'Pizza Para' }).getAttribute('href')).toBe(
      '/restaurant/pizza-para/',
    );
    expect(shown.textContent).toContain('Road 7, Dhanmondi');
    expect(shown.textContent).toContain('14 foods');
    expect(within(shown).getByText('Rated 4.3 out of 5 by 12 customers')).toBeTruthy();
    expect(within(shown).getByTestId('restaurant-fee').textContent).toBe('Delivery TK 60.00');
  });

  it("says 'No ratings yet' for a restaurant whose foods nobody rated, and '1 food'", async () => {
    serveCards([{ ...card, rating_average: 0, rating_count: 0, total_foods: 1 }]);
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    const shown = await screen.findByTestId('restaurant-card');
    expect(within(shown).getByTestId('rating').textContent).toBe('No ratings yet');
    expect(shown.textContent).toContain('1 food');
  });

  it('says No Data Found without restaurants, and offers Retry when the list fails', async () => {
    serveCards([]);
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    expect(await screen.findByText('No Data Found')).toBeTruthy();
    cleanup();
    fakeApi(() => ({ status: 500, body: { detail: 'boom' } }));
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    expect(await screen.findByText('Something went wrong while loading the restaurants.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
  });

  it('draws a screenful of cards at a time; Show more adds the next ones until all are shown', async () => {
    const many = Array.from({ length: RESTAURANTS_AT_ONCE + 6 }, (_, i) => ({
      ...card,
      id: i + 1,
      name: `Kitchen ${i + 1}`,
      slug: `kitchen-${i + 1}`,
    }));
    serveCards(many);
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    await waitFor(() => expect(screen.getAllByTestId('restaurant-card')).toHaveLength(RESTAURANTS_AT_ONCE));
    expect(screen.getByText(`Showing ${RESTAURANTS_AT_ONCE} of ${many.length} restaurants`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Show more restaurants' }));
    expect(screen.getAllByTestId('restaurant-card')).toHaveLength(many.length);
    expect(screen.queryByRole('button', { name: 'Show more restaurants' })).toBeNull();
  });

  it('draws the cards in Bangla, digits and taka included', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    serveCards([card]);
    renderPage(<RestaurantListPage />, { path: '/restaurant-list', url: '/restaurant-list/' });
    const shown = await screen.findByTestId('restaurant-card');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('আমাদের রেস্টুরেন্টগুলো');
    expect(shown.textContent).toContain('১৪টি খাবার');
    expect(within(shown).getByTestId('restaurant-fee').textContent).toBe('ডেলিভারি ৳৬০.০০');
  });
});

describe('RestaurantPage', () => {
  it('shows the cover, name, rating, address, delivery fee and hours from one call', async () => {
    const requests = serveMenu();
    openMenu();
    expect(screen.getByRole('status', { name: 'Loading the restaurant' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pizza Para' })).toBeTruthy();
    expect(screen.getByTestId('restaurant-address').textContent).toBe('Road 7, Dhanmondi');
    expect(screen.getByText('Rated 4.3 out of 5 by 12 customers')).toBeTruthy();
    expect(screen.getByTestId('restaurant-fee').textContent).toBe('TK 60.00');
    expect(screen.getByTestId('restaurant-hours').textContent).toBe('10:00 – 22:00');
    expect(requests.map((request) => request.url)).toEqual(['/api/restaurant/menu/pizza-para/']);
  });

  it('lists the whole menu by category, each heading linking to its category page', async () => {
    serveMenu();
    openMenu();
    const sections = await screen.findAllByTestId('menu-section');
    expect(
      sections.map((section) => [
        within(section).getByTestId('food-category-link').getAttribute('href'),
        within(section)
          .getAllByRole('heading', { level: 3 })
          .map((heading) => heading.textContent),
      ]),
    ).toEqual([
      ['/category/drinks/', ['Drinks 21', 'Drinks 22']],
      ['/category/pizza/', ['Pizza 11', 'Pizza 12', 'Pizza 13']],
    ]);
    expect(screen.getByRole('link', { name: 'Pizza 12' }).getAttribute('href')).toBe('/food/pizza-12/');
    expect(screen.getAllByTestId('food-price')[0]!.textContent).toBe('TK 250.00');
    // Its lines and rows of two size its placeholder while it is far from the window (index.css).
    expect(
      sections.map((section) => [
        section.style.getPropertyValue('--menu-lines'),
        section.style.getPropertyValue('--menu-rows'),
      ]),
    ).toEqual([
      ['2', '1'],
      ['3', '2'],
    ]);
  });

  it('has a jump list whose links scroll to their category and put the focus on its heading', async () => {
    serveMenu();
    openMenu();
    const nav = await screen.findByRole('navigation', { name: 'Menu categories' });
    const links = within(nav).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Drinks', '#menu-drinks'],
      ['Pizza', '#menu-pizza'],
    ]);
    expect(links[0]!.getAttribute('aria-current')).toBe('location');
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    fireEvent.click(links[1]!);
    expect(scrolled).toHaveBeenCalledTimes(1);
    expect(document.activeElement?.id).toBe('menu-pizza-title');
    expect(window.location.hash).toBe('#menu-pizza');
  });

  it('says the menu is empty when no dish is available, with no jump list', async () => {
    serveMenu({ ...menu, categories: [] });
    openMenu();
    expect(await screen.findByText('No dishes on the menu yet')).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Menu categories' })).toBeNull();
  });

  it('says Around the clock when orders are taken at any hour', async () => {
    serveMenu({
      ...menu,
      restaurant: { ...menu.restaurant, delivery_hours: { open: '00:00', close: '24:00' } },
    });
    openMenu();
    expect((await screen.findByTestId('restaurant-hours')).textContent).toBe('Around the clock');
  });

  it("says 'Restaurant not found' for an unknown slug", async () => {
    fakeApi(() => undefined);
    openMenu('/restaurant/nope/');
    expect(await screen.findByRole('heading', { name: 'Restaurant not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'See all restaurants' }).getAttribute('href')).toBe(
      '/restaurant-list/',
    );
  });

  it('offers Retry when the menu fails to load', async () => {
    fakeApi(() => ({ status: 500, body: { detail: 'boom' } }));
    openMenu();
    expect(await screen.findByText('Something went wrong while loading the restaurant.')).toBeTruthy();
  });

  it('draws the page in Bangla: labels, hours and fee in Bengali digits', async () => {
    await applyLanguage({ language: 'bn', digits: 'bengali' });
    serveMenu();
    openMenu();
    await screen.findByRole('heading', { level: 1, name: 'Pizza Para' });
    expect(screen.getByText('ডেলিভারি চার্জ')).toBeTruthy();
    expect(screen.getByTestId('restaurant-fee').textContent).toBe('৳৬০.০০');
    expect(screen.getByTestId('restaurant-hours').textContent).toBe('১০:০০ – ২২:০০');
    expect(screen.getByRole('navigation', { name: 'মেনুর ক্যাটাগরি' })).toBeTruthy();
  });
});
