import type { Comment, Food } from '@bhoj/contract';
import type { StoredUser } from '../lib/auth-storage';
import { fakeApi } from './fake-api';

/** The food the page tests open. */
export const pizza: Food = {
  id: 7,
  name: 'Pepperoni Pizza',
  slug: 'pepperoni-pizza',
  description: 'Spicy pepperoni and mozzarella.',
  price: 1250,
  image: '',
  is_available: true,
  category: 1,
  category_name: 'Pizza',
  category_slug: 'pizza',
  tags: 2,
  food_tag: 'popular',
  restaurant: 3,
  restaurant_name: 'Pizza Para',
  restaurant_slug: 'pizza-para',
  rating_average: 0,
  rating_count: 0,
  created_at: '2025-01-02T10:00:00Z',
};

export const comment = (id: number, fields: Partial<Comment> = {}): Comment => ({
  id,
  username: 'sam',
  first_name: '',
  last_name: '',
  rating: 4,
  comment: 'Tasty',
  created_at: '2025-03-05T10:00:00Z',
  reply: null,
  replied_at: null,
  ...fields,
});

export const user = (role: StoredUser['role']): StoredUser => ({ token: 'tok', role, username: 'sam' });

/** Answers the food and its comments; `extra` answers anything else. Answers the requests made. */
export function serve(
  food: Food | null,
  comments: Comment[] = [],
  extra: Parameters<typeof fakeApi>[0] = () => undefined,
) {
  return fakeApi((request) => {
    if (request.url === `/api/restaurant/details/${pizza.slug}/`) {
      return food ? { body: food } : { status: 404, body: { detail: 'Not found.' } };
    }
    if (request.url === `/api/restaurant/feedback-list/${pizza.slug}/`) return { body: comments };
    return extra(request);
  });
}

/** Where the food page of `pizza` opens. */
export const pizzaPage = { path: '/food/:slug', url: `/food/${pizza.slug}/` };
