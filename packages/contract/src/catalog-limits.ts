// Plain numbers, without Zod: the storefront's first load imports them from `@bhoj/contract/catalog-limits`
// and stays free of the schemas.

/** Page sizes of the public paged lists (docs/api/conventions.md, "Paged lists"). */
export const CATALOG_PAGE_SIZES = {
  foods: 6,
  categoryFoods: 10,
  restaurantFoods: 6,
  tagFoods: 6,
  search: 10,
} as const;
/** restaurant/items/ answers at most this many foods per tag. */
export const ITEMS_PER_TAG = 24;
export const COMMENT_MAX_LENGTH = 2000;
/** Search text beyond this many characters is ignored. */
export const SEARCH_MAX_LENGTH = 100;
/** `restaurant/search-results/`: the search page's cards per page (a grid of 2, 3 or 4 columns). */
export const SEARCH_PAGE_SIZE = 12;
