import { z } from 'zod';
import { Food } from './catalog.ts';
import { ImageUrl } from './common.ts';

/** A restaurant's rating, derived from its foods' ratings: the mean of every star given to any of them. */
const ratingFields = {
  /** The mean of all ratings of its foods, 0 while none is rated. */
  rating_average: z.number(),
  /** How many ratings its foods have received in all. */
  rating_count: z.number().int(),
};

/** An approved restaurant as the storefront's cards and the home page's kitchens show it. */
export const RestaurantCard = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  cover_image: ImageUrl,
  /** How many of its foods are available. */
  total_foods: z.number().int(),
  /** Taka, charged once per order for this restaurant's lines. */
  delivery_fee: z.number(),
  ...ratingFields,
});
export type RestaurantCard = z.infer<typeof RestaurantCard>;

/** When orders are taken, Asia/Dhaka wall-clock "HH:MM"; `00:00`–`24:00` is around the clock. */
export const DeliveryWindow = z.object({ open: z.string(), close: z.string() });
export type DeliveryWindow = z.infer<typeof DeliveryWindow>;

/** One category of a restaurant's menu, with its available foods by name. */
export const MenuCategory = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  foods: z.array(Food),
});
export type MenuCategory = z.infer<typeof MenuCategory>;

/** restaurant/menu/{slug}/: the restaurant's page in one answer. */
export const RestaurantMenu = z.object({
  restaurant: RestaurantCard.extend({
    /** null when unset. */
    phone_number: z.string().nullable(),
    delivery_hours: DeliveryWindow,
  }),
  /** Categories by name, only those with an available food. */
  categories: z.array(MenuCategory),
});
export type RestaurantMenu = z.infer<typeof RestaurantMenu>;
