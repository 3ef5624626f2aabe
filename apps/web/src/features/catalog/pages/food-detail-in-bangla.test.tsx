// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Toaster } from '../../../components/toast';
import { applyLanguage } from '../../../i18n';
import { clearStoredUser, setStoredUser } from '../../../lib/auth-storage';
import { comment, pizza, pizzaPage, serve, user } from '../../../testing/food-page';
import { renderPage } from '../../../testing/render-page';
import { closeToasts } from '../../../testing/toasts';
import { FoodDetailPage } from './food-detail-page';
import type { Comment } from '@bhoj/contract';

const openPage = () => {
  render(<Toaster />);
  renderPage(<FoodDetailPage renderOrderPanel={() => null} ownRestaurantId={pizza.restaurant} />, pizzaPage);
};

beforeEach(() => applyLanguage({ language: 'bn', digits: 'bengali' }));
afterEach(async () => {
  closeToasts();
  cleanup();
  clearStoredUser();
  vi.unstubAllGlobals();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

describe('the food page in Bangla', () => {
  it('shows the price in taka, the breadcrumb, the rating summary and the comments in Bangla', async () => {
    serve({ ...pizza, rating_average: 4.5, rating_count: 2, is_available: false }, [
      comment(1, { rating: 5 }),
      comment(2, { rating: 4, reply: 'ধন্যবাদ!', replied_at: '2025-03-06T10:00:00Z' }),
    ]);
    openPage();
    expect(await screen.findByTestId('food-price')).toHaveProperty('textContent', '৳১,২৫০.০০');
    const breadcrumb = screen.getByRole('navigation');
    expect(within(breadcrumb).getByRole('link', { name: 'হোম' })).toBeTruthy();
    expect(screen.getByTestId('food-unavailable').textContent).toBe('এই মুহূর্তে পাওয়া যাচ্ছে না');
    expect(screen.getByRole('heading', { level: 2, name: 'মন্তব্য' })).toBeTruthy();
    expect(screen.getByTestId('rating-average').textContent).toBe('৪.৫');
    expect(screen.getByTestId('rating-summary').textContent).toContain('২টি রেটিং');
    expect(await screen.findByText('৫ তারা: ১')).toBeTruthy();
    const reply = screen.getByTestId('comment-reply');
    expect(reply.textContent).toContain('রেস্টুরেন্টের উত্তর');
    expect(reply.querySelector('time')?.textContent).toMatch(/^৬ .+ ২০২৫$/);
    expect(screen.getByRole('button', { name: 'মন্তব্য পোস্ট করুন' })).toBeTruthy();
    expect(screen.getByTestId('comment-form').textContent).toContain('মন্তব্য পোস্ট করতে সাইন ইন করুন।');
  });

  it("says 'not found' in Bangla for an unknown food", async () => {
    serve(null);
    openPage();
    expect(await screen.findByRole('heading', { name: 'খাবারটি পাওয়া যায়নি' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'হোমে ফিরে যান' }).getAttribute('href')).toBe('/');
  });

  it("confirms the owner's reply with a toast, and shows a refusal in Bangla", async () => {
    setStoredUser(user('restaurant_owner'));
    const comments: Comment[] = [comment(1, { comment: 'Too salty' })];
    serve(pizza, comments, (request) => {
      if (request.method !== 'POST') return undefined;
      const { reply } = request.body as { reply: string };
      if (!reply.trim()) return { status: 400, body: { detail: 'Something went wrong. Please try again.' } };
      comments[0] = { ...comments[0]!, reply, replied_at: '2025-03-06T10:00:00Z' };
      return { status: 201, body: comments[0] };
    });
    openPage();
    fireEvent.click(await screen.findByRole('button', { name: 'উত্তর দিন' }));
    fireEvent.click(screen.getByRole('button', { name: 'উত্তর পাঠান' }));
    expect((await screen.findByTestId('reply-error')).textContent).toBe('কিছু একটা ভুল হয়েছে। আবার চেষ্টা করুন।');
    expect(screen.queryByTestId('toast')).toBeNull();
    fireEvent.change(screen.getByLabelText('আপনার উত্তর'), { target: { value: 'ঠিক করে দেব।' } });
    fireEvent.click(screen.getByRole('button', { name: 'উত্তর পাঠান' }));
    expect((await screen.findByTestId('toast')).textContent).toBe('আপনার উত্তর মন্তব্যের নিচে প্রকাশিত হয়েছে।');
    expect((await screen.findByTestId('comment-reply')).textContent).toContain('ঠিক করে দেব।');
  });
});
