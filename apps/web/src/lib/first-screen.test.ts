// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const categories = [{ id: 1, name: 'Pizza', slug: 'pizza', image: '' }];
const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.resetModules();
  fetchMock.mockReset();
  fetchMock.mockImplementation(async () =>
    Response.json([{ id: 2, name: 'Fresh', slug: 'fresh', image: '' }]),
  );
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.unstubAllGlobals();
  document.head.innerHTML = '';
});

/** The page as the server sends a storefront page: its first screen's answers in a JSON script. */
function embed(text: string) {
  const script = document.createElement('script');
  script.type = 'application/json';
  script.id = 'first-screen';
  script.textContent = text;
  document.head.append(script);
}

describe('answers embedded in the page', () => {
  it('answer the first GET of their URL without a request; the next one asks the API', async () => {
    embed(JSON.stringify({ '/api/restaurant/categories/': categories }));
    const { api } = await import('./api-client');
    expect(await api.get('restaurant/categories/')).toEqual(categories);
    expect(fetchMock).not.toHaveBeenCalled();
    expect(await api.get('restaurant/categories/')).toEqual([
      { id: 2, name: 'Fresh', slug: 'fresh', image: '' },
    ]);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('match the query too, and never answer a write', async () => {
    embed(
      JSON.stringify({
        '/api/restaurant/category-foods/pizza/?page=1': { count: 0, results: [] },
        '/api/cart/add/': { id: 1 },
      }),
    );
    const { api } = await import('./api-client');
    await api.get('restaurant/category-foods/pizza/', { query: { page: 2 } });
    await api.post('cart/add/', { food: 1 });
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(await api.get('restaurant/category-foods/pizza/', { query: { page: 1 } })).toEqual({
      count: 0,
      results: [],
    });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('a page without them, or with broken JSON, simply asks the API', async () => {
    embed('{not json');
    const { api } = await import('./api-client');
    await api.get('restaurant/categories/');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
