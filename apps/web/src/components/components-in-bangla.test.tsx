// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../i18n';
import { ConfirmDeleteDialog } from './dashboard/confirm-delete-dialog';
import { takaTick } from './dashboard/taka-tick';
import { ErrorState } from './error-state';
import { FoodCard } from './food-card';
import { PasswordField } from './form/password-field';
import { NotFoundPage } from './not-found-page';
import { Pagination } from './pagination';
import { StarRating, StarRatingInput } from './star-rating';
import { StatusBadge } from './status-badge';

beforeEach(() => applyLanguage({ language: 'bn', digits: 'bengali' }));
afterEach(async () => {
  cleanup();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

const inRouter = (element: React.ReactNode) => render(<MemoryRouter>{element}</MemoryRouter>);

describe('the shared components in Bangla', () => {
  it('a food card: price in taka, rating and count in Bengali digits, read out in Bangla', () => {
    inRouter(
      <FoodCard
        food={{
          slug: 'kacchi',
          name: 'Kacchi Biryani',
          price: 1250,
          image: '',
          restaurant_name: 'Kacchi Bhai',
          rating_average: 4.5,
          rating_count: 1200,
          is_available: false,
        }}
      />,
    );
    expect(screen.getByTestId('food-price').textContent).toBe('৳১,২৫০.০০');
    expect(screen.getByTestId('food-card-unavailable').textContent).toBe('এখন পাওয়া যাচ্ছে না');
    expect(screen.getByTestId('food-card-restaurant').textContent).toBe('রেস্তোরাঁ: Kacchi Bhai');
    const rating = screen.getByTestId('food-card-rating');
    expect(rating.textContent).toContain('৪.৫ (১,২০০)');
    expect(rating.textContent).toContain('১,২০০জন ক্রেতার দেওয়া গড় রেটিং ৫-এর মধ্যে ৪.৫');
  });

  it('a food card with no ratings says so', () => {
    inRouter(
      <FoodCard
        food={{
          slug: 'doi',
          name: 'Mishti Doi',
          price: '90.50',
          image: '',
          restaurant_name: 'Bogura Doi Ghar',
          rating_average: 0,
          rating_count: 0,
          is_available: true,
        }}
      />,
    );
    expect(screen.getByTestId('food-card-rating').textContent).toBe('এখনও কোনো রেটিং নেই');
    expect(screen.getByTestId('food-price').textContent).toBe('৳৯০.৫০');
  });

  it('pagination: page buttons in Bengali digits, Previous and Next in Bangla', () => {
    const onPageChange = vi.fn();
    render(<Pagination count={25} pageSize={10} page={2} onPageChange={onPageChange} />);
    const nav = screen.getByRole('navigation', { name: 'পৃষ্ঠা বাছাই' });
    expect(
      within(nav)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['আগের', '১', '২', '৩', 'পরের']);
    expect(screen.getByRole('button', { name: 'পৃষ্ঠা ২' }).getAttribute('aria-current')).toBe('page');
    fireEvent.click(screen.getByRole('button', { name: 'পৃষ্ঠা ৩' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('star ratings read out in Bangla', () => {
    render(
      <>
        <StarRating value={3.6} />
        <StarRatingInput value={0} onChange={() => {}} />
      </>,
    );
    expect(screen.getByRole('img', { name: 'রেটিং ৫-এর মধ্যে ৪' })).toBeTruthy();
    expect(screen.getByRole('radiogroup', { name: 'রেটিং' })).toBeTruthy();
    expect(screen.getAllByRole('radio').map((radio) => radio.getAttribute('aria-label'))).toEqual([
      '১টি তারা',
      '২টি তারা',
      '৩টি তারা',
      '৪টি তারা',
      '৫টি তারা',
    ]);
  });

  it('order statuses, the not-found page and a failed load', () => {
    const retry = vi.fn();
    inRouter(
      <>
        <StatusBadge status="Pending" />
        <StatusBadge status="Completed" />
        <NotFoundPage />
        <ErrorState onRetry={retry} />
      </>,
    );
    expect(screen.getAllByTestId('status-badge').map((badge) => badge.textContent)).toEqual([
      'অপেক্ষমাণ',
      'সম্পন্ন',
    ]);
    expect(screen.getByText('৪০৪')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'পেজটি পাওয়া যায়নি' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'হোম পেজে ফিরে যান' }).getAttribute('href')).toBe('/');
    expect(screen.getByTestId('error-state').textContent).toContain('এটি লোড করতে গিয়ে একটা সমস্যা হয়েছে।');
    fireEvent.click(screen.getByRole('button', { name: 'আবার চেষ্টা করুন' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('the delete dialog and the password toggle', () => {
    render(
      <>
        <PasswordField label="পাসওয়ার্ড" name="password" />
        <ConfirmDeleteDialog
          open
          onOpenChange={() => {}}
          description="Kacchi Bhai মুছে ফেলবেন?"
          onConfirm={() => {}}
          deleting={false}
        />
      </>,
    );
    const dialog = screen.getByRole('dialog', { name: 'মুছে ফেলবেন?' });
    expect(within(dialog).getByRole('button', { name: 'বাতিল' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'মুছে ফেলুন' })).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'বন্ধ করুন' })).toBeTruthy();
  });

  it('chart ticks in Bangla words and digits', () => {
    // Intl puts a no-break space between the number and its word.
    const ticks = [950, 15_000, 250_000].map((value) => takaTick(value).replace(/\s/gu, ' '));
    expect(ticks).toEqual(['৳৯৫০', '৳১৫ হা', '৳২.৫ লা']);
  });
});
