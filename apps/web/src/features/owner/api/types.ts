/** The owner wire shapes come from the contract; the request bodies are typed as the web app sends them. */
export { MONTHS, type Month, type OwnerOrderLine, type OwnerStats, type RecentProduct } from '@bhoj/contract';

/** PUT restaurant/update/: `cover_image` null keeps the current one. */
export type RestaurantUpdateBody = {
  name: string;
  address: string;
  phone_number: string;
  cover_image: string | null;
};

/**
 * POST restaurant/item/add and PUT restaurant/item/update/{id}/. The image is required on add; on an
 * update null keeps the current one. A missing category or tag is sent as null for the server to name.
 */
export type FoodBody = {
  name: string;
  description: string;
  price: number;
  image: string | null;
  category: number | null;
  tags: number | null;
  is_available: boolean;
};
