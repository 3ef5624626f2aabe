// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../lib/auth-storage';
import { later } from '../../testing/fake-api';
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

const ELIGIBILITY = `/api/restaurant/feedback-eligibility/${pizza.slug}/`;

describe('reviews on the food page', () => {
  it('shows the average rating and how many gave each number of stars', async () => {
    serve({ ...pizza, rating_average: 4.25, rating_count: 4 }, [
      comment(1, { rating: 5 }),
      comment(2, { rating: 5 }),
      comment(3, { rating: 4 }),
      comment(4, { rating: 3 }),
    ]);
    openPage();
    const summary = await screen.findByTestId('rating-summary');
    expect(within(summary).getByTestId('rating-average').textContent).toBe('4.3');
    expect(summary.textContent).toContain('4 ratings');
    const rows = within(await screen.findByTestId('rating-distribution')).getAllByRole('listitem');
    expect(rows.map((row) => row.querySelector('.sr-only')?.textContent)).toEqual([
      '5 stars: 2',
      '4 stars: 1',
      '3 stars: 1',
      '2 stars: 0',
      '1 star: 0',
    ]);
  });

  it('shows no summary for a food nobody rated', async () => {
    serve(pizza);
    openPage();
    await screen.findByTestId('no-comments');
    expect(screen.queryByTestId('rating-summary')).toBeNull();
  });

  it('folds a long comment behind Read more, and unfolds it', async () => {
    const long = `${'Crisp base and a rich sauce. '.repeat(20)}The end.`;
    serve(pizza, [comment(1, { comment: long }), comment(2, { comment: 'Short and sweet.' })]);
    openPage();
    const [first, second] = await screen.findAllByTestId('comment');
    const text = within(first!).getByTestId('comment-text');
    expect(text.textContent?.endsWith('…')).toBe(true);
    expect(text.textContent).not.toContain('The end.');
    const more = within(first!).getByRole('button', { name: 'Read more' });
    expect(more.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(more);
    expect(text.textContent).toBe(long);
    expect(more.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(within(first!).getByRole('button', { name: 'Show less' }));
    expect(text.textContent).not.toContain('The end.');
    expect(within(second!).queryByRole('button', { name: 'Read more' })).toBeNull();
  });

  it('tells a customer who has not received the food why they cannot rate it', async () => {
    setStoredUser(user('customer'));
    serve(pizza, [], (request) => (request.url === ELIGIBILITY ? { body: { can_rate: false } } : undefined));
    openPage();
    expect((await screen.findByTestId('comment-buyers-only')).textContent).toContain(
      'Only customers who received this food can rate it.',
    );
    expect(screen.queryByTestId('comment-form')).toBeNull();
  });

  it("shows the form to a customer who received it, and the server's refusal if it comes", async () => {
    setStoredUser(user('customer'));
    serve(pizza, [], (request) => {
      if (request.url === ELIGIBILITY) return { body: { can_rate: true } };
      if (request.method === 'POST')
        return { status: 403, body: { error: 'Only customers who received it.' } };
      return undefined;
    });
    openPage();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Great' } });
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByTestId('comment-error')).textContent).toBe('Only customers who received it.');
  });

  it('refreshes the rating summary after a rating is posted', async () => {
    setStoredUser(user('customer'));
    const food = { ...pizza };
    const comments: Comment[] = [];
    serve(food, comments, (request) => {
      if (request.url === ELIGIBILITY) return { body: { can_rate: true } };
      if (request.method !== 'POST') return undefined;
      comments.push(comment(1, { rating: 5 }));
      Object.assign(food, { rating_average: 5, rating_count: 1 });
      return { status: 201, body: comments[0] };
    });
    openPage();
    fireEvent.click(await screen.findByRole('radio', { name: '5 stars' }));
    fireEvent.change(screen.getByLabelText('Your comment'), { target: { value: 'Great' } });
    expect(screen.queryByTestId('rating-summary')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Post comment' }));
    expect((await screen.findByTestId('rating-average')).textContent).toBe('5.0');
    expect(screen.getByTestId('rating-summary').textContent).toContain('1 rating');
  });

  it('shows the restaurant reply under its comment', async () => {
    serve(pizza, [comment(1, { reply: 'Thanks for coming!', replied_at: '2025-03-06T10:00:00Z' })]);
    openPage();
    const reply = await screen.findByTestId('comment-reply');
    expect(reply.textContent).toContain('Reply from the restaurant');
    expect(reply.textContent).toContain('Thanks for coming!');
    expect(reply.querySelector('time')?.textContent).toBe('6 Mar 2025');
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });

  it("lets the food's owner reply once: the button disables while sending, then the reply shows", async () => {
    setStoredUser(user('restaurant_owner'));
    const comments: Comment[] = [comment(1, { comment: 'Too salty' })];
    const pending = later();
    const requests = serve(pizza, comments, (request) => {
      if (request.url === '/api/restaurant/info/') return { body: { id: pizza.restaurant } };
      if (request.method !== 'POST' || request.url !== '/api/restaurant/feedback-reply/1/') return undefined;
      const { reply } = request.body as { reply: string };
      if (!reply.trim()) return { status: 400, body: { reply: ['Reply is required.'] } };
      comments[0] = { ...comments[0]!, reply, replied_at: '2025-03-06T10:00:00Z' };
      return pending.reply;
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'Reply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    expect((await screen.findByTestId('reply-error')).textContent).toBe('Reply is required.');
    fireEvent.change(screen.getByLabelText('Your reply'), { target: { value: 'We will fix it.' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send reply' }));
    const sending = (await screen.findByRole('button', { name: 'Sending…' })) as HTMLButtonElement;
    expect(sending.disabled).toBe(true);
    pending.settle({ status: 201, body: comments[0] });
    expect((await screen.findByTestId('comment-reply')).textContent).toContain('We will fix it.');
    expect(screen.queryByTestId('reply-form')).toBeNull();
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts.at(-1)?.body).toEqual({ reply: 'We will fix it.' });
  });

  it("offers no Reply to another restaurant's owner or to customers", async () => {
    setStoredUser(user('restaurant_owner'));
    serve(pizza, [comment(1)], (request) =>
      request.url === '/api/restaurant/info/' ? { body: { id: pizza.restaurant + 1 } } : undefined,
    );
    openPage();
    await screen.findByTestId('comment');
    await waitFor(() => expect(screen.getByTestId('comment-customers-only')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Reply' })).toBeNull();
  });
});
