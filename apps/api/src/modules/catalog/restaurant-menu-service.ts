import type { Food, MenuCategory, RestaurantCard, RestaurantMenu } from '@bhoj/contract';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { deliveryHoursAt } from '../orders/delivery-hours.ts';
import { toFood } from './food-query.ts';
import { selectRestaurantCards, selectRestaurantMenu } from './restaurant-menu-query.ts';

/** The storefront's restaurant cards and each restaurant's whole menu. */
export function restaurantMenuService({ db, config }: Pick<Deps, 'db' | 'config'>) {
  return {
    /** Every approved restaurant by name, with its rating and delivery fee. */
    cards: (): Promise<RestaurantCard[]> => selectRestaurantCards(db),

    /** An approved restaurant and its available foods, grouped by category. */
    async menu(slug: string): Promise<RestaurantMenu> {
      const rows = await selectRestaurantMenu(db, slug);
      const restaurant = rows[0]?.restaurant;
      if (!restaurant) throw notFound();
      // A left-joined food is all null (no available food) or whole, so a row with an id is a Food row.
      const menu = rows.flatMap(({ food }) =>
        food?.id == null ? [] : [toFood(food as Parameters<typeof toFood>[0])],
      );
      // Orders follow the site's delivery hours; only the window is answered (not whether it is open now),
      // so the answer does not change with the clock and stays in the answer cache.
      const { open, close } = deliveryHoursAt(config.deliveryHours);
      return {
        restaurant: { ...restaurant, delivery_hours: { open, close } },
        categories: groupByCategory(menu),
      };
    },
  };
}

/** Foods already sorted by category, cut into one group per category. */
function groupByCategory(menu: Food[]): MenuCategory[] {
  const groups: MenuCategory[] = [];
  for (const food of menu) {
    const last = groups.at(-1);
    if (last?.id === food.category) last.foods.push(food);
    else
      groups.push({ id: food.category, name: food.category_name, slug: food.category_slug, foods: [food] });
  }
  return groups;
}
