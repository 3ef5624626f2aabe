// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { catalogFood } from '../../../testing/catalog-food';
import { CategoryFoodsPage } from './category-foods-page';
import { OurMenuPage } from './our-menu-page';
import { TagFoodsPage } from './tag-foods-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const food = (id: number, category = 'pizza') =>
  catalogFood(id, { category_name: category, category_slug: category });

const cardLinks = () =>
  screen.getAllByTestId('food-card').map((card) => within(card).getByRole('link').getAttribute('href'));

describe('CategoryFoodsPage', () => {
  it('shows the slug as heading, the cards linking to their food, and a page button per 10 foods', async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/restaurant/category-foods/pizza/'
        ? { body: pagedOf([food(1), food(2)], 23) }
        : undefined,
    );
    renderPage(<CategoryFoodsPage />, { path: '/category/:slug', url: '/category/pizza/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'pizza' })).toBeTruthy();
    await waitFor(() => expect(cardLinks()).toEqual(['/food/food-1/', '/food/food-2/']));
    expect(screen.getAllByTestId('food-price').map((price) => price.textContent)).toEqual([
      'TK 101.00',
      'TK 102.00',
    ]);
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(3);
    expect(requests[0]?.url).toBe('/api/restaurant/category-foods/pizza/?page=1');
    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(requests.at(-1)?.url).toBe('/api/restaurant/category-foods/pizza/?page=2'));
  });

  it("says 'No Data Found' when the category has no foods", async () => {
    fakeApi(() => ({ body: pagedOf([]) }));
    renderPage(<CategoryFoodsPage />, { path: '/category/:slug', url: '/category/soup/' });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No Data Found');
    expect(screen.queryByTestId('pagination')).toBeNull();
  });

  it('offers page 1 for a page past the end', async () => {
    fakeApi((request) =>
      request.query.get('page') === '9'
        ? { status: 404, body: { detail: 'Invalid page.' } }
        : { body: pagedOf([food(1)]) },
    );
    const { router } = renderPage(<CategoryFoodsPage />, {
      path: '/category/:slug',
      url: '/category/pizza/?page=9',
    });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('There is no page 9 here.');
    fireEvent.click(screen.getByRole('link', { name: 'Go to page 1' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    await waitFor(() => expect(cardLinks()).toEqual(['/food/food-1/']));
  });

  it('shows an error with a retry that loads again', async () => {
    let fail = true;
    fakeApi(() => (fail ? { status: 500, body: { detail: 'Boom' } } : { body: pagedOf([food(5)]) }));
    renderPage(<CategoryFoodsPage />, { path: '/category/:slug', url: '/category/pizza/' });
    expect(await screen.findByTestId('error-state')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(cardLinks()).toEqual(['/food/food-5/']));
  });
});

describe('TagFoodsPage', () => {
  it('titles the page with the tag, dashes turned into spaces', async () => {
    const requests = fakeApi((request) => {
      if (request.path === '/api/restaurant/tag-list/') {
        return { body: [{ id: 1, name: 'Quick and affordable', slug: 'quick-and-affordable' }] };
      }
      if (request.path === '/api/restaurant/tag-food-list/quick-and-affordable/')
        return { body: pagedOf([food(1)], 7) };
      return undefined;
    });
    renderPage(<TagFoodsPage />, { path: '/:tag', url: '/quick-and-affordable/' });
    expect(await screen.findByRole('heading', { level: 1, name: 'quick and affordable' })).toBeTruthy();
    await waitFor(() => expect(cardLinks()).toEqual(['/food/food-1/']));
    expect(screen.getAllByRole('button', { name: /^Page / })).toHaveLength(2);
    expect(
      requests.some(
        (request) => request.url === '/api/restaurant/tag-food-list/quick-and-affordable/?page=1',
      ),
    ).toBe(true);
  });

  it('says Page not found for a path that is no tag', async () => {
    fakeApi((request) =>
      request.path === '/api/restaurant/tag-list/'
        ? { body: [{ id: 1, name: 'Popular', slug: 'popular' }] }
        : { body: pagedOf([]) },
    );
    renderPage(<TagFoodsPage />, { path: '/:tag', url: '/no-such-thing/' });
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeTruthy();
  });
});

describe('OurMenuPage', () => {
  const categories = ['Pizza', 'Biryani', 'Pasta', 'Burgers', 'Drinks', 'Desserts'].map((name, index) => ({
    id: index + 1,
    name,
    slug: name.toLowerCase(),
    image: '',
  }));

  function serveMenu() {
    return fakeApi((request) => {
      if (request.path === '/api/restaurant/categories/') return { body: categories };
      const match = /^\/api\/restaurant\/category-foods\/([^/]+)\/$/.exec(request.path);
      if (!match) return undefined;
      return match[1] === 'drinks'
        ? { body: pagedOf([]) }
        : { body: pagedOf([food(Number(request.query.get('page')) * 10, match[1])], 12) };
    });
  }

  it('has tabs for only the five menu categories, Pizza first and chosen', async () => {
    serveMenu();
    renderPage(<OurMenuPage />, { path: '/our-menu', url: '/our-menu/' });
    expect(screen.getByTestId('menu-skeleton')).toBeTruthy();
    const tablist = await screen.findByRole('tablist', { name: 'Menu categories' });
    expect(
      within(tablist)
        .getAllByRole('tab')
        .map((tab) => tab.textContent),
    ).toEqual(['Pizza', 'Pasta', 'Burgers', 'Drinks', 'Desserts']);
    expect(screen.getByRole('tab', { name: 'Pizza' }).getAttribute('aria-selected')).toBe('true');
    await waitFor(() => expect(cardLinks()).toEqual(['/food/food-10/']));
  });

  it('keeps the tab in the URL, moves with the arrow keys, and pages within the tab', async () => {
    const requests = serveMenu();
    const { router } = renderPage(<OurMenuPage />, { path: '/our-menu', url: '/our-menu/?tab=pasta' });
    const pasta = await screen.findByRole('tab', { name: 'Pasta' });
    expect(pasta.getAttribute('aria-selected')).toBe('true');
    await waitFor(() =>
      expect(requests.some((request) => request.url === '/api/restaurant/category-foods/pasta/?page=1')).toBe(
        true,
      ),
    );

    fireEvent.click(await screen.findByRole('button', { name: 'Page 2' }));
    expect(router.state.location.search).toBe('?tab=pasta&page=2');
    await waitFor(() => expect(cardLinks()).toEqual(['/food/food-20/']));

    fireEvent.keyDown(pasta, { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=burgers');
    expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Burgers' }));
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Burgers' }), { key: 'ArrowRight' });
    expect((await screen.findByTestId('empty-state')).textContent).toContain('No Data Found');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Drinks' }), { key: 'End' });
    expect(router.state.location.search).toBe('?tab=desserts');
    fireEvent.keyDown(screen.getByRole('tab', { name: 'Desserts' }), { key: 'ArrowRight' });
    expect(router.state.location.search).toBe('?tab=pizza');
  });
});
