import type { Food } from '@bhoj/contract';

/** A catalog food for tests: `Food {id}`, a pizza of Pizza Para, tagged popular, not yet rated; `fields` change it. */
export const catalogFood = (id: number, fields: Partial<Food> = {}): Food => ({
  id,
  name: `Food ${id}`,
  slug: `food-${id}`,
  description: '',
  price: 100 + id,
  image: '',
  is_available: true,
  category: 1,
  category_name: 'pizza',
  category_slug: 'pizza',
  tags: 1,
  food_tag: 'popular',
  restaurant: 1,
  restaurant_name: 'Pizza Para',
  restaurant_slug: 'pizza-para',
  rating_average: 0,
  rating_count: 0,
  created_at: '2025-01-01T00:00:00Z',
  ...fields,
});
