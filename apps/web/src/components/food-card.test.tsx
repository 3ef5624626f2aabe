// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { FoodCard, type FoodCardData } from './food-card';

afterEach(cleanup);

const margherita: FoodCardData = {
  slug: 'margherita-pizza',
  name: 'Margherita Pizza',
  price: 650,
  image: '',
  restaurant_name: 'Pizza Para',
  rating_average: 4.25,
  rating_count: 12,
  is_available: true,
};

const show = (food: FoodCardData) =>
  render(
    <MemoryRouter>
      <FoodCard food={food} />
    </MemoryRouter>,
  );

describe('FoodCard', () => {
  it('shows whose food it is, its average rating and how many rated it', () => {
    show(margherita);
    expect(screen.getByRole('link', { name: 'Margherita Pizza' }).getAttribute('href')).toBe(
      '/food/margherita-pizza/',
    );
    expect(screen.getByTestId('food-card-restaurant').textContent).toBe('From Pizza Para');
    const rating = screen.getByTestId('food-card-rating');
    expect(rating.textContent).toContain('4.3 (12)');
    expect(rating.textContent).toContain('Rated 4.3 out of 5 by 12 customers');
    expect(screen.queryByTestId('food-card-unavailable')).toBeNull();
  });

  it("says 'No ratings yet' before the first rating, and marks an unavailable food", () => {
    show({ ...margherita, rating_count: 0, rating_average: 0, is_available: false });
    expect(screen.getByTestId('food-card-rating').textContent).toBe('No ratings yet');
    expect(screen.getByTestId('food-card-unavailable').textContent).toBe('Unavailable');
  });
});
