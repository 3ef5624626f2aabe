import { z } from 'zod';
import { SEARCH_PAGE_SIZE } from './catalog-limits.ts';
import { SearchFood } from './catalog.ts';
import { FOOD_SEARCH_COUNT_CAP, FoodSearchQuery } from './food-search.ts';

/** The last page that can hold counted matches. */
export const SEARCH_PAGE_MAX_PAGE = Math.ceil(FOOD_SEARCH_COUNT_CAP / SEARCH_PAGE_SIZE);

const PAGE_MESSAGE = `Choose a page from 1 to ${SEARCH_PAGE_MAX_PAGE}.`;
const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** An optional slug filter; an empty value is no filter. */
const slugFilter = (what: string) =>
  z
    .string({ error: `Choose one ${what}.` })
    .max(220, `Choose one ${what}.`)
    .refine((slug) => slug === '' || SLUG.test(slug), `Choose one ${what}.`)
    .optional()
    .transform((slug) => slug || undefined);

/** An optional price in taka with at most two decimals; an empty value is no filter. */
const priceFilter = (which: string) => {
  const message = `The ${which} price must be a number of taka, like 250 or 99.50.`;
  return z
    .string({ error: message })
    .regex(/^(\d{1,10}(\.\d{1,2})?)?$/, message)
    .optional()
    .transform((price) => (price ? Number(price) : undefined));
};

/**
 * `?q=&category=&restaurant=&min_price=&max_price=&page=` of `restaurant/search-results/`: the ranked
 * search's text, narrowed by a category and a restaurant (by slug) and a price range (taka, inclusive).
 */
export const SearchPageQuery = z
  .object({
    q: FoodSearchQuery.shape.q,
    category: slugFilter('category'),
    restaurant: slugFilter('restaurant'),
    min_price: priceFilter('lowest'),
    max_price: priceFilter('highest'),
    page: z
      .string({ error: PAGE_MESSAGE })
      .regex(/^\d+$/, PAGE_MESSAGE)
      .transform(Number)
      .pipe(z.number().int().min(1, PAGE_MESSAGE).max(SEARCH_PAGE_MAX_PAGE, PAGE_MESSAGE))
      .default(1),
  })
  .refine(
    ({ min_price, max_price }) =>
      min_price === undefined || max_price === undefined || min_price <= max_price,
    { path: ['max_price'], message: 'The highest price must not be below the lowest.' },
  );
export type SearchPageQuery = z.infer<typeof SearchPageQuery>;

/** A found food as the search page's card shows it. */
export const SearchPageFood = SearchFood.extend({
  category_slug: z.string(),
  restaurant_slug: z.string(),
  rating_average: z.number(),
  rating_count: z.number().int(),
});
export type SearchPageFood = z.infer<typeof SearchPageFood>;

/**
 * One page of `restaurant/search-results/`: counted as `restaurant/search/` counts. `also_searched`
 * holds the catalog's words searched besides a word of the text that is in no food's name (a misspelt
 * "chiken" also searches "chicken"); their matches come after those of the text itself.
 */
export const SearchPageAnswer = z.object({
  count: z.number().int(),
  count_is_exact: z.boolean(),
  also_searched: z.array(z.string()),
  next: z.string().nullable(),
  previous: z.string().nullable(),
  results: z.array(SearchPageFood),
});
export type SearchPageAnswer = z.infer<typeof SearchPageAnswer>;
