// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { pageCount, pageItems, Pagination, readPage, usePageParam } from './pagination';

afterEach(cleanup);

/** A list of `count` items, `size` a page, whose page lives in the URL like the app's lists. */
function PagedList({ count, size }: { count: number; size: number }) {
  const [page, setPage] = usePageParam('list');
  return (
    <>
      <p id="list" data-testid="shown-page">
        page {page}
      </p>
      <Pagination count={count} pageSize={size} page={page} onPageChange={setPage} />
    </>
  );
}

function renderList(count: number, size: number, url = '/category/pizza/') {
  const router = createMemoryRouter(
    [{ path: '/category/:slug', element: <PagedList count={count} size={size} /> }],
    {
      initialEntries: [url],
    },
  );
  render(<RouterProvider router={router} />);
  return router;
}

const pageButtons = () =>
  screen.getAllByRole('button', { name: /^Page \d+$/ }).map((button) => button.textContent);

describe('pageCount and readPage', () => {
  it('rounds count / size up', () => {
    expect(pageCount(0, 10)).toBe(0);
    expect(pageCount(1, 10)).toBe(1);
    expect(pageCount(10, 10)).toBe(1);
    expect(pageCount(11, 10)).toBe(2);
    expect(pageCount(13, 6)).toBe(3);
  });

  it('reads ?page= as a whole number from 1, else 1', () => {
    expect(readPage('3')).toBe(3);
    for (const value of [null, '', '0', '-2', '1.5', 'abc']) expect(readPage(value)).toBe(1);
  });
});

describe('Pagination', () => {
  it('shows a numbered button for every page', () => {
    renderList(25, 6);
    expect(pageButtons()).toEqual(['1', '2', '3', '4', '5']);
  });

  it('is hidden when everything fits on one page', () => {
    renderList(6, 6);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });

  it('disables Previous on the first page and Next on the last', () => {
    const router = renderList(13, 6);
    const previous = screen.getByRole('button', { name: 'Previous' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(previous).toHaveProperty('disabled', true);
    expect(next).toHaveProperty('disabled', false);
    expect(screen.getByRole('button', { name: 'Page 1' }).getAttribute('aria-current')).toBe('page');

    fireEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(router.state.location.search).toBe('?page=3');
    expect(screen.getByRole('button', { name: 'Next' })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: 'Previous' })).toHaveProperty('disabled', false);
  });

  it('keeps the page in the URL, so back, forward and reload find it again', async () => {
    const router = renderList(30, 10, '/category/pizza/?tab=x');
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(router.state.location.search).toBe('?tab=x&page=2');
    expect(screen.getByTestId('shown-page').textContent).toBe('page 2');
    fireEvent.click(screen.getByRole('button', { name: 'Page 1' }));
    expect(router.state.location.search).toBe('?tab=x');

    await act(() => router.navigate(-1));
    expect(screen.getByTestId('shown-page').textContent).toBe('page 2');
    await act(() => router.navigate(1));
    expect(screen.getByTestId('shown-page').textContent).toBe('page 1');

    cleanup();
    renderList(30, 10, '/category/pizza/?page=3');
    expect(screen.getByRole('button', { name: 'Page 3' }).getAttribute('aria-current')).toBe('page');
  });

  it('shows the ends and the pages around the current one of a very long list', () => {
    expect(pageItems(1, 12)).toHaveLength(12);
    expect(pageItems(1, 50)).toEqual([1, 2, 3, 4, 5, 6, 'gap-after', 50]);
    expect(pageItems(25, 50)).toEqual([1, 'gap-before', 23, 24, 25, 26, 27, 'gap-after', 50]);
    expect(pageItems(50, 50)).toEqual([1, 'gap-before', 45, 46, 47, 48, 49, 50]);
  });
});
