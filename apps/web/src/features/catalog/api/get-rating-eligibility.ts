import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { RatingEligibility } from '@bhoj/contract';

/** GET /api/restaurant/feedback-eligibility/{slug}/ (customers): whether they received the food, so may rate it. */
export function getRatingEligibility(slug: string, signal?: AbortSignal): Promise<RatingEligibility> {
  return api.get<RatingEligibility>(`restaurant/feedback-eligibility/${encodeURIComponent(slug)}/`, {
    signal,
  });
}

export const ratingEligibilityQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['catalog', 'rating-eligibility', slug],
    queryFn: ({ signal }) => getRatingEligibility(slug, signal),
  });

export function useRatingEligibility(slug: string, enabled: boolean) {
  return useQuery({ ...ratingEligibilityQueryOptions(slug), enabled });
}
