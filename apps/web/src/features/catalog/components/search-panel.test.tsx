// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, later, pagedOf, type FakeAnswer } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import type { SearchFood } from '@bhoj/contract';
import { SearchPanel } from './search-panel';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const food = (id: number, name: string, price: number): SearchFood => ({
  id,
  slug: name.toLowerCase().replace(/ /g, '-'),
  name,
  image: '',
  price,
  category_name: 'Pizza',
  restaurant_name: 'Pizza Para',
});

function Panel({ onOpenChange }: { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <SearchPanel
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        onOpenChange?.(next);
      }}
    />
  );
}

/** A page of restaurant/search/: `count` foods match, or at least that many when not `exact`. */
const found = (results: SearchFood[], count = results.length, exact = true) => ({
  ...pagedOf(results, count),
  count_is_exact: exact,
});

const input = () => screen.getByRole('combobox', { name: 'Search food' });
const type = (text: string) => fireEvent.change(input(), { target: { value: text } });
const shownNames = () =>
  screen.queryAllByRole('option').map((option) => option.querySelector('.font-semibold')?.textContent);

describe('SearchPanel', () => {
  it('searches the typed text once typing pauses and shows image, name and price in TK', async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/restaurant/search/'
        ? { body: found([food(1, 'Pepperoni Pizza', 1250.5)]) }
        : undefined,
    );
    renderPage(<Panel />);
    type('p');
    type('pe');
    type('pep');
    await screen.findByRole('option');
    // One request, for the text at the pause.
    expect(requests.map((request) => request.url)).toEqual(['/api/restaurant/search/?q=pep']);
    const option = screen.getByRole('option');
    expect(option.textContent).toContain('Pepperoni Pizza');
    expect(option.textContent).toContain('TK 1,250.50');
    expect(option.querySelector('[data-testid="image-placeholder"]')).toBeTruthy();
    expect(screen.getByTestId('search-status').textContent).toBe('1 food found');
  });

  it('never lets an older, slower answer replace the results of newer text', async () => {
    const answers = new Map<string, { reply: Promise<FakeAnswer>; settle: (answer: FakeAnswer) => void }>();
    const requests = fakeApi((request) => {
      const text = request.query.get('q') ?? '';
      const pending = later();
      answers.set(text, pending);
      return pending.reply;
    });
    renderPage(<Panel />);

    type('pi');
    await waitFor(() => expect(answers.has('pi')).toBe(true));
    type('piz');
    await waitFor(() => expect(answers.has('piz')).toBe(true));
    expect(requests).toHaveLength(2);
    expect(screen.getByTestId('search-status').textContent).toBe('Searching…');

    answers.get('piz')?.settle({ body: found([food(2, 'Pizza Margherita', 800)]) });
    await waitFor(() => expect(shownNames()).toEqual(['Pizza Margherita']));

    // The answer for 'pi' arrives last; the list keeps showing the results for 'piz'.
    answers.get('pi')?.settle({ body: found([food(3, 'Pita Bread', 90), food(4, 'Pineapple Juice', 120)]) });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(shownNames()).toEqual(['Pizza Margherita']);

    // The abandoned request was cancelled; going back to 'pi' asks again and shows that answer.
    type('pi');
    await waitFor(() => expect(requests).toHaveLength(3));
    answers.get('pi')?.settle({ body: found([food(3, 'Pita Bread', 90), food(4, 'Pineapple Juice', 120)]) });
    await waitFor(() => expect(shownNames()).toEqual(['Pita Bread', 'Pineapple Juice']));
  });

  it('moves through the results with the arrow keys and opens the highlighted one with Enter', async () => {
    fakeApi(() => ({
      body: found([food(1, 'Pizza One', 100), food(2, 'Pizza Two', 200), food(3, 'Pizza Three', 300)]),
    }));
    const onOpenChange = vi.fn();
    const { router } = renderPage(<Panel onOpenChange={onOpenChange} />, { path: '/' });
    type('pizza');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(3));
    const options = screen.getAllByRole('option');
    const selected = () => options.findIndex((option) => option.getAttribute('aria-selected') === 'true');

    expect(selected()).toBe(-1);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    expect(input().getAttribute('aria-activedescendant')).toBe(options[0]?.id);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(selected()).toBe(0);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(selected()).toBe(2);
    fireEvent.keyDown(input(), { key: 'ArrowUp' });
    expect(selected()).toBe(1);

    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/food/pizza-two/'));
    await waitFor(() => expect(screen.queryByTestId('search-panel')).toBeNull());
  });

  it('opens a result on click', async () => {
    fakeApi(() => ({ body: found([food(1, 'Beef Burger', 350)]) }));
    const { router } = renderPage(<Panel />);
    type('burger');
    fireEvent.click(await screen.findByRole('option', { name: /Beef Burger/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/food/beef-burger/'));
  });

  it('says how many foods match beyond the first page, 1,000+ when the count stops at its cap', async () => {
    const ten = [...Array(10).keys()].map((i) => food(i + 1, `Chicken ${i + 1}`, 100));
    fakeApi((request) =>
      request.query.get('q') === 'chicken' ? { body: found(ten, 1000, false) } : { body: found(ten, 12) },
    );
    renderPage(<Panel />);
    type('chicken');
    await waitFor(() =>
      expect(screen.getByTestId('search-status').textContent).toBe('Showing 10 of 1,000+ foods.'),
    );
    type('chicken t');
    await waitFor(() =>
      expect(screen.getByTestId('search-status').textContent).toBe('Showing 10 of 12 foods.'),
    );
  });

  it("says 'No food found' when nothing matches", async () => {
    fakeApi(() => ({ body: found([]) }));
    renderPage(<Panel />);
    type('zzz');
    await waitFor(() => expect(screen.getByTestId('search-status').textContent).toBe('No food found'));
    expect(screen.queryAllByRole('option')).toHaveLength(0);
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('leads to the search page with every result, by its link or by Enter without a highlight', async () => {
    fakeApi(() => ({ body: found([food(1, 'Pizza One', 100)], 14) }));
    const onOpenChange = vi.fn();
    const { router } = renderPage(<Panel onOpenChange={onOpenChange} />, { path: '/' });
    type('piza & co');
    const link = await screen.findByRole('link', { name: 'See all results for “piza & co”' });
    expect(link.getAttribute('href')).toBe('/search/?q=piza+%26+co');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(router.state.location.pathname).toBe('/search/'));
    expect(router.state.location.search).toBe('?q=piza+%26+co');
  });

  it('offers the search page also when the panel finds nothing, where a misspelling may still be found', async () => {
    fakeApi(() => ({ body: found([]) }));
    renderPage(<Panel />);
    type('biriyanni');
    expect(await screen.findByRole('link', { name: 'See all results for “biriyanni”' })).toBeTruthy();
  });

  it('closes on Escape', async () => {
    fakeApi(() => undefined);
    const onOpenChange = vi.fn();
    renderPage(<Panel onOpenChange={onOpenChange} />);
    fireEvent.keyDown(input(), { key: 'Escape' });
    expect(onOpenChange).toHaveBeenCalledWith(false);
    await waitFor(() => expect(screen.queryByTestId('search-panel')).toBeNull());
  });
});
