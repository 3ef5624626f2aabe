import type { Restaurant } from '@bhoj/contract';
import type { RestaurantUpdateBody } from '../api/types';

/** Spec section 5: the restaurant form shows the first present of these messages. */
export const RESTAURANT_ERROR_FIELDS = ['name', 'address', 'phone_number', 'cover_image', 'error'] as const;

export type RestaurantFormValues = {
  name: string;
  phone_number: string;
  address: string;
  cover_image: string;
};

export function restaurantFormDefaults(restaurant: Restaurant): RestaurantFormValues {
  return {
    name: restaurant.name,
    phone_number: restaurant.phone_number ?? '',
    address: restaurant.address,
    cover_image: restaurant.cover_image,
  };
}

/** The request body; an unchanged cover image is sent as null, which keeps it. */
export function toRestaurantBody(values: RestaurantFormValues, original: Restaurant): RestaurantUpdateBody {
  return {
    name: values.name.trim(),
    phone_number: values.phone_number.trim(),
    address: values.address.trim(),
    cover_image:
      values.cover_image && values.cover_image !== original.cover_image ? values.cover_image : null,
  };
}
