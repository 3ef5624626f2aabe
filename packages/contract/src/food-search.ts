import { z } from 'zod';
import { SEARCH_MAX_LENGTH, SearchFood } from './catalog.ts';
import { withoutNul } from './fields.ts';

/** `restaurant/search/` counts matches only up to this many; past it the count says "1,000+". */
export const FOOD_SEARCH_COUNT_CAP = 1000;
export const FOOD_SEARCH_PAGE_SIZE = 10;
/** The last page that can hold counted matches. */
export const FOOD_SEARCH_MAX_PAGE = FOOD_SEARCH_COUNT_CAP / FOOD_SEARCH_PAGE_SIZE;

const PAGE_MESSAGE = `Choose a page from 1 to ${FOOD_SEARCH_MAX_PAGE}.`;

/** `?q=&page=` of `restaurant/search/`: unlike the older search, bad input is refused, not guessed. */
export const FoodSearchQuery = z.object({
  q: z
    .string({ error: 'Search text must be text.' })
    .overwrite(withoutNul)
    .trim()
    .max(SEARCH_MAX_LENGTH, `Search text must be at most ${SEARCH_MAX_LENGTH} characters.`)
    .default(''),
  page: z
    .string({ error: PAGE_MESSAGE })
    .regex(/^\d+$/, PAGE_MESSAGE)
    .transform(Number)
    .pipe(z.number().int().min(1, PAGE_MESSAGE).max(FOOD_SEARCH_MAX_PAGE, PAGE_MESSAGE))
    .default(1),
});

/**
 * One page of `restaurant/search/`. `count` is exact while `count_is_exact`; otherwise at least
 * `count` (the cap) foods match and only the first `count` can be paged through.
 */
export const FoodSearchPage = z.object({
  count: z.number().int(),
  count_is_exact: z.boolean(),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(SearchFood),
});
export type FoodSearchPage = z.infer<typeof FoodSearchPage>;
