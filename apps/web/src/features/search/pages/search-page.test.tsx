// @vitest-environment jsdom
import type { SearchPageFood } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, type FakeRequest } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { SearchPage } from './search-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const food = (id: number, name: string, price: number): SearchPageFood => ({
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  image: '',
  price,
  category_name: 'Rice',
  category_slug: 'rice',
  restaurant_name: 'Kacchi Bhai',
  restaurant_slug: 'kacchi-bhai',
  rating_average: 0,
  rating_count: 0,
});

const answer = (results: SearchPageFood[], count = results.length, also: string[] = []) => ({
  count,
  count_is_exact: true,
  also_searched: also,
  next: null,
  previous: null,
  results,
});

/** A fake API: categories, restaurants, and `search` for the search call. */
function api(search: (request: FakeRequest) => { status?: number; body: unknown }) {
  return fakeApi((request) => {
    if (request.path === '/api/restaurant/categories/')
      return { body: [{ id: 1, name: 'Rice', slug: 'rice', image: '' }] };
    if (request.path === '/api/restaurant/list/')
      return { body: [{ id: 7, name: 'Kacchi Bhai', slug: 'kacchi-bhai' }] };
    if (request.path === '/api/restaurant/search-results/') return search(request);
    return undefined;
  });
}

const open = (url: string) => renderPage(<SearchPage />, { path: '/search', url });
const searches = (requests: FakeRequest[]) =>
  requests.filter((r) => r.path === '/api/restaurant/search-results/').map((r) => r.url.split('?')[1]);

describe('SearchPage', () => {
  it('asks for the text, filters and page of the URL and shows the cards, the count and the respelling', async () => {
    const requests = api(() => ({
      body: answer([food(1, 'Chicken Biryani', 320)], 13, ['biryani']),
    }));
    open('/search/?q=biriyani&category=rice&restaurant=kacchi-bhai&min_price=100&max_price=400&page=2');
    expect(await screen.findByRole('link', { name: 'Chicken Biryani' })).toBeTruthy();
    expect(searches(requests)).toEqual([
      'q=biriyani&page=2&category=rice&restaurant=kacchi-bhai&min_price=100&max_price=400',
    ]);
    expect(screen.getByTestId('search-count').textContent).toBe('13 foods found');
    expect(screen.getByTestId('search-also').textContent).toBe('Also showing foods spelt “biryani”.');
    expect((screen.getByTestId('search-page-input') as HTMLInputElement).value).toBe('biriyani');
    await waitFor(() =>
      expect((screen.getByTestId('filter-category') as HTMLSelectElement).value).toBe('rice'),
    );
    expect((screen.getByTestId('filter-min-price') as HTMLInputElement).value).toBe('100');
    expect(screen.getByRole('button', { name: 'Page 2' }).getAttribute('aria-current')).toBe('page');
    // On a phone the filters wait behind a button that says how many are on.
    const toggle = screen.getByTestId('filters-toggle');
    expect(toggle.textContent).toBe('Filters (4 on)');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
  });

  it('puts applied filters and a new page in the URL, starting again at page 1 on a filter change', async () => {
    const requests = api(() => ({ body: answer([food(1, 'Chicken Biryani', 320)], 30) }));
    const { router } = open('/search/?q=biryani');
    await screen.findByRole('link', { name: 'Chicken Biryani' });

    fireEvent.click(screen.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=biryani&page=2'));

    fireEvent.change(screen.getByTestId('filter-max-price'), { target: { value: '350' } });
    await waitFor(() => screen.getByRole('option', { name: 'Rice' }));
    fireEvent.change(screen.getByTestId('filter-category'), { target: { value: 'rice' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=biryani&category=rice&max_price=350'));
    await waitFor(() =>
      expect(searches(requests).at(-1)).toBe('q=biryani&page=1&category=rice&max_price=350'),
    );

    // Back returns to page 2 without filters, and the form shows what the URL says.
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=biryani&page=2'));
    await waitFor(() => expect((screen.getByTestId('filter-max-price') as HTMLInputElement).value).toBe(''));

    fireEvent.change(screen.getByTestId('search-page-input'), { target: { value: 'kacchi' } });
    fireEvent.submit(screen.getByTestId('search-page-form'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=kacchi'));
  });

  it('checks the prices before applying them', async () => {
    api(() => ({ body: answer([food(1, 'Chicken Biryani', 320)]) }));
    const { router } = open('/search/?q=biryani');
    await screen.findByRole('link', { name: 'Chicken Biryani' });
    fireEvent.change(screen.getByTestId('filter-min-price'), { target: { value: 'cheap' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(await screen.findByText('Write the price as a number of taka, like 250 or 99.50.')).toBeTruthy();
    fireEvent.change(screen.getByTestId('filter-min-price'), { target: { value: '500' } });
    fireEvent.change(screen.getByTestId('filter-max-price'), { target: { value: '100' } });
    fireEvent.click(screen.getByTestId('filter-apply'));
    expect(await screen.findByText('The highest price must not be below the lowest.')).toBeTruthy();
    expect(router.state.location.search).toBe('?q=biryani');
  });

  it('says nothing matches and clears the filters', async () => {
    api((request) => ({
      body: request.query.has('category') ? answer([]) : answer([food(1, 'Chicken Biryani', 320)]),
    }));
    const { router } = open('/search/?q=biryani&category=rice&min_price=900');
    const empty = await screen.findByTestId('empty-state');
    expect(within(empty).getByText('No foods match “biryani”')).toBeTruthy();
    fireEvent.click(screen.getByTestId('empty-clear-filters'));
    await waitFor(() => expect(router.state.location.search).toBe('?q=biryani'));
    expect(await screen.findByRole('link', { name: 'Chicken Biryani' })).toBeTruthy();
  });

  it('shows a skeleton while loading, a retry on failure and a way out of a refused link', async () => {
    let status = 500;
    api(() => ({ status, body: { detail: 'boom' } }));
    open('/search/?q=biryani');
    expect(screen.getByTestId('grid-skeleton')).toBeTruthy();
    expect(await screen.findByText('Search is not working right now. Please try again.')).toBeTruthy();
    cleanup();
    status = 400;
    const { router } = open('/search/?q=biryani&min_price=x');
    expect(await screen.findByText('This search link holds a filter we cannot use.')).toBeTruthy();
    fireEvent.click(within(screen.getByTestId('empty-state')).getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=biryani'));
  });

  it('asks nothing for blank text and says what to do', async () => {
    const requests = api(() => ({ body: answer([]) }));
    open('/search/');
    expect(await screen.findByText('Type the name of a dish or a category to search.')).toBeTruthy();
    expect(searches(requests)).toEqual([]);
  });
});
