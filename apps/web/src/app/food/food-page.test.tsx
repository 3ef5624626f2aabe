// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../lib/auth-storage';
import { comment, pizza, pizzaPage, serve, user } from '../../testing/food-page';
import { renderPage } from '../../testing/render-page';
import { FoodPage } from './food-page';
import type { Comment } from '@bhoj/contract';

const openPage = () => renderPage(<FoodPage />, pizzaPage);

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('FoodPage', () => {
  it('shows the breadcrumb, the food and its links', async () => {
    serve(pizza);
    openPage();
    expect(await screen.findByRole('heading', { level: 1, name: 'Pepperoni Pizza' })).toBeTruthy();
    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    expect(within(breadcrumb).getByRole('link', { name: 'Pizza' }).getAttribute('href')).toBe(
      '/category/pizza/',
    );
    expect(within(breadcrumb).getByText('Pepperoni Pizza').getAttribute('aria-current')).toBe('page');
    expect(screen.getByTestId('food-category').getAttribute('href')).toBe('/category/pizza/');
    expect(screen.getByTestId('food-restaurant').getAttribute('href')).toBe('/restaurant/pizza-para/');
    expect(screen.getByTestId('food-price').textContent).toBe('TK 1,250.00');
    expect(screen.getByText('Spicy pepperoni and mozzarella.')).toBeTruthy();
  });

  it("says 'Food not found' for an unknown slug", async () => {
    serve(null);
    openPage();
    expect(await screen.findByRole('heading', { name: 'Food not found' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Back to home' }).getAttribute('href')).toBe('/');
  });

  it('quantity: starts at 1, minus stops at 1, the field takes typing', async () => {
    serve(pizza);
    openPage();
    const quantity = (await screen.findByLabelText('Quantity')) as HTMLInputElement;
    const minus = screen.getByRole('button', { name: 'Decrease quantity' });
    expect(quantity.value).toBe('1');
    expect(minus).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity' }));
    expect(quantity.value).toBe('3');
    fireEvent.click(minus);
    expect(quantity.value).toBe('2');
    fireEvent.change(quantity, { target: { value: '12' } });
    expect(quantity.value).toBe('12');
    fireEvent.change(quantity, { target: { value: '0' } });
    fireEvent.blur(quantity);
    expect(quantity.value).toBe('1');
  });

  it("puts a visitor's Add to cart into the guest cart in this browser, sending nothing", async () => {
    const requests = serve(pizza);
    const { router } = openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('add-to-cart-done')).toBeTruthy();
    expect(router.state.location.pathname).toBe('/food/pepperoni-pizza/');
    expect(JSON.parse(localStorage.getItem('bhoj_guest_cart') ?? '{}')).toMatchObject({
      lines: [{ slug: 'pepperoni-pizza', quantity: 1 }],
    });
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("adds a customer's chosen quantity to the cart and shows the server's error text", async () => {
    setStoredUser(user('customer'));
    let reply = { status: 201, body: { id: 1, quantity: 2 } as unknown };
    const requests = serve(pizza, [], (request) =>
      request.method === 'POST' && request.url === '/api/cart/add-to-cart/pepperoni-pizza/'
        ? reply
        : undefined,
    );
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Increase quantity' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByTestId('add-to-cart-done')).toBeTruthy();
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.body).toEqual({ quantity: 2 });
    expect(post?.headers.get('Authorization')).toBe('Token tok');

    reply = { status: 400, body: { error: 'This food is not available right now.' } };
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect((await screen.findByTestId('add-to-cart-error')).textContent).toBe(
      'This food is not available right now.',
    );
  });

  it('disables Add to cart for an unavailable food and says so', async () => {
    serve({ ...pizza, is_available: false });
    openPage();
    expect((await screen.findByTestId('food-unavailable')).textContent).toBe('Currently unavailable');
    expect(screen.getByRole('button', { name: 'Add to cart' })).toHaveProperty('disabled', true);
  });

  it.each(['restaurant_owner', 'admin'] as const)(
    'shows %s "You can not access" instead of Add to cart',
    async (role) => {
      setStoredUser(user(role));
      serve(pizza);
      openPage();
      expect((await screen.findByTestId('cannot-shop')).textContent).toBe('You can not access');
      expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
      expect(screen.getByTestId('comment-customers-only')).toBeTruthy();
      expect(screen.queryByTestId('comment-form')).toBeNull();
    },
  );

  it("lists comments with stars, the writer's name and the date; 'No comments yet' without any", async () => {
    serve(pizza, [
      comment(1, { first_name: 'Rahim', last_name: 'Uddin', rating: 5, comment: 'Best pizza' }),
      comment(2, { username: 'karim', rating: 2 }),
    ]);
    openPage();
    const items = await screen.findAllByTestId('comment');
    expect(items.map((item) => within(item).getByTestId('comment-author').textContent)).toEqual([
      'Rahim Uddin',
      'karim',
    ]);
    expect(within(items[0]!).getByRole('img', { name: 'Rated 5 out of 5' })).toBeTruthy();
    expect(items[0]?.textContent).toContain('Best pizza');
    expect(items[0]?.querySelector('time')?.textContent).toBe('5 Mar 2025');

    cleanup();
    vi.unstubAllGlobals();
    serve(pizza, []);
    openPage();
    expect((await screen.findByTestId('no-comments')).textContent).toBe('No comments yet');
  });

  it('sends a visitor who posts a comment to sign-in', async () => {
    serve(pizza);
    const { router } = openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Post comment' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/'));
    expect(router.state.location.search).toBe('?returnTo=%2Ffood%2Fpepperoni-pizza%2F');
  });

  it("posts a customer's rating and comment, shows field errors in red, and on success refreshes the list and resets the form", async () => {
    setStoredUser(user('customer'));
    const comments: Comment[] = [];
    const requests = serve(pizza, comments, (request) => {
      if (request.method !== 'POST' || request.url !== '/api/restaurant/feedback/pepperoni-pizza/')
        return undefined;
      const body = request.body as { rating: number; comment: string };
      if (body.rating < 1) return { status: 400, body: { rating: ['Choose a rating from 1 to 5.'] } };
      const posted = comment(10, { rating: body.rating, comment: body.comment, first_name: 'Sam' });
      comments.push(posted);
      return { status: 201, body: posted };
    });
    openPage();
    const text = (await screen.findByLabelText('Your comment')) as HTMLTextAreaElement;
    fireEvent.change(text, { target: { value: 'Lovely crust' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    const error = await screen.findByText('Choose a rating from 1 to 5.');
    expect(error.className).toContain('text-red');
    expect(screen.getByRole('radiogroup', { name: 'Your rating' }).getAttribute('aria-invalid')).toBe('true');

    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect(await screen.findByTestId('comment-posted')).toBeTruthy();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ rating: 4, comment: 'Lovely crust' });
    expect(posts.at(-1)?.headers.get('Authorization')).toBe('Token tok');
    expect(text.value).toBe('');
    expect(screen.getByRole('radio', { name: '4 stars' }).getAttribute('aria-checked')).toBe('false');
    await waitFor(() => expect(screen.getAllByTestId('comment')).toHaveLength(1));
    expect(screen.getByTestId('comment').textContent).toContain('Lovely crust');
    expect(screen.queryByText('Choose a rating from 1 to 5.')).toBeNull();
  });
});
