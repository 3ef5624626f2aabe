import type { Restaurant, RestaurantUpdateBody } from '@bhoj/contract';

/** Which server message the restaurant form shows: the first present of these. */
export const RESTAURANT_ERROR_FIELDS = ['name', 'address', 'phone_number', 'cover_image', 'error'] as const;

export function restaurantFormDefaults(restaurant: Restaurant): RestaurantUpdateBody {
  return {
    name: restaurant.name,
    phone_number: restaurant.phone_number ?? '',
    address: restaurant.address,
    cover_image: restaurant.cover_image,
  };
}

/** The request body; an unchanged cover image is sent as null, which keeps it. */
export function toRestaurantBody(values: RestaurantUpdateBody, original: Restaurant): RestaurantUpdateBody {
  return {
    name: values.name.trim(),
    phone_number: values.phone_number.trim(),
    address: values.address.trim(),
    cover_image:
      values.cover_image && values.cover_image !== original.cover_image ? values.cover_image : null,
  };
}
