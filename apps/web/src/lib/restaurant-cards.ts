import type { RestaurantCard } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

// Read by the restaurant list and by the home page's kitchens carousel, so it lives below both features.

/** GET /api/restaurant/cards/: approved restaurants by name, with rating and delivery fee. */
export const restaurantCardsQueryOptions = () =>
  queryOptions({
    queryKey: ['restaurants', 'cards'],
    queryFn: ({ signal }) => api.get<RestaurantCard[]>('restaurant/cards/', { signal }),
  });

export const useRestaurantCards = () => useQuery(restaurantCardsQueryOptions());
