import type { Food, RestaurantCard, RestaurantMenu } from '@bhoj/contract';
import { catalogFood } from '../../../testing/catalog-food';

export const card: RestaurantCard = {
  id: 1,
  name: 'Pizza Para',
  slug: 'pizza-para',
  address: 'Road 7, Dhanmondi',
  cover_image: '',
  total_foods: 14,
  delivery_fee: 60,
  rating_average: 4.25,
  rating_count: 12,
};

export function menuFood(id: number, category: { id: number; name: string; slug: string }): Food {
  return catalogFood(id, {
    name: `${category.name} ${id}`,
    slug: `${category.slug}-${id}`,
    description: 'Hot and fresh.',
    price: 250,
    category: category.id,
    category_name: category.name,
    category_slug: category.slug,
  });
}

const pizza = { id: 1, name: 'Pizza', slug: 'pizza' };
const drinks = { id: 2, name: 'Drinks', slug: 'drinks' };

/** Pizza Para's menu: two drinks and three pizzas, orders 10:00–22:00. */
export const menu: RestaurantMenu = {
  restaurant: { ...card, phone_number: null, delivery_hours: { open: '10:00', close: '22:00' } },
  categories: [
    { ...drinks, foods: [menuFood(21, drinks), menuFood(22, drinks)] },
    { ...pizza, foods: [menuFood(11, pizza), menuFood(12, pizza), menuFood(13, pizza)] },
  ],
};
