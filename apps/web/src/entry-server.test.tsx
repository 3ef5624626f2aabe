import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { card, menu, menuFood } from './features/restaurants/testing/menu-fixtures';
import { comment, pizza } from './testing/food-page';

// The server's drawing, in Node as the API runs it (no window): the page's calls go through the transport.
const answers = new Map<string, { status: number; data: unknown }>([
  ['/api/restaurant/cards/', { status: 200, data: [card] }],
  ['/api/restaurant/menu/pizza-para/', { status: 200, data: menu }],
  [
    // A menu of 200 pizzas: a page far larger than the size past which React would move parts around.
    '/api/restaurant/menu/big-menu/',
    {
      status: 200,
      data: {
        ...menu,
        categories: [
          {
            ...menu.categories[1]!,
            foods: [...Array(200).keys()].map((i) => menuFood(100 + i, menu.categories[1]!)),
          },
        ],
      },
    },
  ],
  ['/api/restaurant/details/pepperoni-pizza/', { status: 200, data: pizza }],
  [
    '/api/restaurant/feedback-list/pepperoni-pizza/',
    { status: 200, data: [comment(1, { comment: 'Crisp crust' })] },
  ],
]);
const asked: string[] = [];

async function serverBuild() {
  const build = await import('./entry-server');
  build.setTransport(async (url) => {
    asked.push(url);
    return answers.get(url) ?? { status: 404, data: { detail: 'Not found.' } };
  });
  return build;
}
const english = { language: 'en', digits: 'bengali' } as const;

// The first import brings the whole app in: seconds on a busy machine.
beforeAll(() => serverBuild(), 60_000);
afterEach(() => {
  asked.length = 0;
});

describe('renderPage (the storefront drawn on the server)', () => {
  it('draws the restaurant list with its cards and gives the answers it drew with', async () => {
    const { renderPage } = await serverBuild();
    const page = await renderPage('/restaurant-list/', english);
    expect(typeof window).toBe('undefined');
    expect(page?.html).toContain('Pizza Para');
    expect(page?.html).toContain('href="/restaurant/pizza-para/"');
    expect(page?.html).toContain('Skip to content');
    // The footer, whose code loads on its own (a lazy part), is drawn too: nothing is left to the browser.
    expect(page?.html).toContain('<footer');
    expect(asked).toEqual(['/api/restaurant/cards/']);
    const state = page?.state as { queries: { state: { data: unknown } }[] };
    expect(state.queries.map((query) => query.state.data)).toContainEqual([card]);
  });

  it('draws again until nothing is missing: a food page with its details and its comments', async () => {
    const { renderPage } = await serverBuild();
    const page = await renderPage('/food/pepperoni-pizza/', english);
    expect(page?.html).toContain('Pepperoni Pizza');
    expect(page?.html).toContain('Crisp crust');
    expect(asked).toContain('/api/restaurant/details/pepperoni-pizza/');
    expect(asked).toContain('/api/restaurant/feedback-list/pepperoni-pizza/');
  });

  it('leaves a page whose call failed to the browser: no markup, and no failed answer in the state', async () => {
    const { renderPage } = await serverBuild();
    const page = await renderPage('/food/no-such-food/', english);
    expect(page?.html).toBe('');
    const state = page?.state as { queries: unknown[] };
    expect(state.queries).toEqual([]);
  });

  it('draws in the language asked for, and the next page in another', async () => {
    const { renderPage } = await serverBuild();
    const bangla = await renderPage('/restaurant/pizza-para/', { language: 'bn', digits: 'bengali' });
    expect(bangla?.html).toContain('Pizza Para');
    expect(bangla?.html).toContain('৳');
    expect(bangla?.html).not.toContain('Skip to content');
    const again = await renderPage('/restaurant/pizza-para/', english);
    expect(again?.html).toContain('Skip to content');
    expect(again?.html).not.toContain('৳');
  });

  it('draws a large page whole and in order, with no inline script to put parts in place', async () => {
    const { renderPage } = await serverBuild();
    const page = await renderPage('/restaurant/big-menu/', english);
    expect(page?.html).toContain('Pizza 299');
    expect(page?.html.length).toBeGreaterThan(100_000);
    expect(page?.html).toContain('<footer');
    // The Content-Security-Policy forbids inline scripts.
    expect(page?.html).not.toContain('<script');
    expect(page?.html).not.toContain('<template');
  });

  it('reads the language from the cookie the browser keeps, with English by default', async () => {
    const { choiceFromCookie } = await serverBuild();
    expect(choiceFromCookie('bn.latin')).toEqual({ language: 'bn', digits: 'latin' });
    expect(choiceFromCookie('fr.latin')).toEqual({ language: 'en', digits: 'latin' });
    expect(choiceFromCookie(undefined)).toEqual(english);
  });
});
