import { describe, expect, it } from 'vitest';
import { FoodCreateBody, FoodUpdateBody, OWNER_STATUS_MOVES, RestaurantUpdateBody } from './owner.ts';
import { fieldErrors } from './testing.ts';

const food = { name: 'Beef Tehari', price: '250', category: '2', tags: 3, image: '/media/tehari.webp' };

describe('owner bodies', () => {
  it('reads a food as the form sends it: numbers as strings, available by default', () => {
    expect(FoodCreateBody.parse(food)).toEqual({
      ...food,
      description: '',
      price: 250,
      category: 2,
      is_available: true,
    });
    expect(FoodUpdateBody.parse({ ...food, image: null, is_available: 'false' })).toMatchObject({
      image: null,
      is_available: false,
    });
  });

  it('refuses a bad price, category, tag and availability, each on its field', () => {
    expect(
      fieldErrors(FoodCreateBody, { ...food, price: '99.999', category: 'x', tags: 0, is_available: 'no' }),
    ).toEqual({
      price: ['Price can have at most 2 decimals.'],
      category: ['Choose a category.'],
      tags: ['Choose a sub category (tag).'],
      is_available: ['is_available must be true or false.'],
    });
    expect(fieldErrors(FoodCreateBody, { ...food, price: -1, image: undefined })).toEqual({
      price: ['Price cannot be negative.'],
      image: ['Upload an image of the food.'],
    });
  });

  it('drops NUL from owner text and asks for blank names', () => {
    expect(FoodCreateBody.parse({ ...food, name: 'Tehari\0', description: ' Spicy\0 ' })).toMatchObject({
      name: 'Tehari',
      description: 'Spicy',
    });
    expect(
      fieldErrors(RestaurantUpdateBody, { name: ' ', address: 'Dhanmondi', phone_number: '01712345678' }),
    ).toEqual({
      name: ['Name is required.'],
    });
  });

  it('lets an owner move only Pending or Paid lines, to Completed or Canceled', () => {
    expect(OWNER_STATUS_MOVES.Pending).toEqual(['Completed', 'Canceled']);
    expect(OWNER_STATUS_MOVES.Paid).toEqual(['Completed', 'Canceled']);
    expect(OWNER_STATUS_MOVES.Completed).toEqual([]);
  });
});
