import type { Restaurant } from '@bhoj/contract';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api, ApiError, isClientError } from '../../../lib/api-client';
import { ownerKeys } from './keys';

/** GET /api/restaurant/info/: the signed-in owner's restaurant; 404 {"error": "Restaurant not found"} without one. */
export function getOwnerRestaurant(signal?: AbortSignal): Promise<Restaurant> {
  return api.get<Restaurant>('restaurant/info/', { signal });
}

export const ownerRestaurantQueryOptions = () =>
  queryOptions({
    queryKey: ownerKeys.restaurant(),
    queryFn: ({ signal }) => getOwnerRestaurant(signal),
    staleTime: 60_000,
    // A 4xx (no restaurant yet) answers the same on a retry.
    retry: (failures, error) => !isClientError(error) && failures < 2,
  });

export function useOwnerRestaurant() {
  return useQuery(ownerRestaurantQueryOptions());
}

/**
 * The owner has no restaurant yet (an admin creates it): restaurant-scoped calls answer 404
 * {"error": "Restaurant not found"} — unlike a missing row or page, which answer 404 {"detail"}.
 */
export function isRestaurantMissing(error: unknown): boolean {
  if (!(error instanceof ApiError) || error.status !== 404) return false;
  const data = error.data as { error?: unknown } | null;
  return typeof data?.error === 'string';
}
