import {
  CATALOG_PAGE_SIZES as SIZES,
  Food,
  FOOD_SEARCH_COUNT_CAP,
  FOOD_SEARCH_PAGE_SIZE,
  FoodSearchPage,
  FoodSearchQuery,
  OWNER_FOODS_PAGE_SIZE,
  PagedFoods,
  PagedSearchFoods,
  PageQuery,
  SEARCH_PAGE_SIZE,
  SearchPageAnswer,
  SearchPageQuery,
  SearchQuery,
  SlugParams,
  TagParams,
} from '@bhoj/contract';
import type { App, Deps } from '../../deps.ts';
import { paged } from '../../lib/paging.ts';
import { catalogFoodsService } from './foods-service.ts';
import { notModifiedAnswer } from '../../lib/etag.ts';
import { badRequest, notFoundAnswer } from '../../lib/route-schema.ts';
import { foodSearchService } from './food-search-service.ts';
import { publicRead, tags } from './route-parts.ts';
import { searchPageService } from './search-page-service.ts';
import { catalogSearchService } from './search-service.ts';

const pagedAnswer = (schema: typeof PagedFoods | typeof PagedSearchFoods) => ({
  200: schema,
  ...notModifiedAnswer,
  ...notFoundAnswer,
});
const unknownIsEmpty = 'An unknown slug answers an empty page; a page past the end answers 404.';

export async function foodRoutes(app: App, deps: Deps) {
  const foods = catalogFoodsService(deps);
  const search = catalogSearchService(deps);
  const ranked = foodSearchService(deps);
  app.addHook('onClose', () => ranked.close());
  const searchPage = searchPageService(deps);

  app.get(
    '/restaurant/foods/',
    {
      // An owner's token changes the answer: only answers to callers without a token are shared.
      config: { access: 'public', publicAnswer: 'anonymous' },
      schema: {
        tags,
        summary: 'All available foods, newest first, 6 per page',
        description: "With a restaurant owner's token: that owner's own foods, available or not.",
        querystring: PageQuery,
        response: pagedAnswer(PagedFoods),
      },
    },
    // An owner's token selects their own foods (the owner dashboard); everyone else sees the catalog.
    (request) =>
      request.user?.role === 'restaurant_owner'
        ? paged(request, OWNER_FOODS_PAGE_SIZE, (window) => foods.listOwn(request.user!.id, window))
        : paged(request, SIZES.foods, (window) => foods.listPublic(window)),
  );

  app.get(
    '/restaurant/details/:slug/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'A food, also when unavailable (is_available says so)',
        params: SlugParams,
        response: { 200: Food, ...notModifiedAnswer, ...notFoundAnswer },
      },
    },
    (request) => foods.detail(request.params.slug),
  );

  app.get(
    '/restaurant/category-foods/:slug/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: "A category's available foods, newest first, 10 per page",
        description: unknownIsEmpty,
        params: SlugParams,
        querystring: PageQuery,
        response: pagedAnswer(PagedFoods),
      },
    },
    (request) =>
      paged(request, SIZES.categoryFoods, (window) => foods.listByCategory(request.params.slug, window)),
  );

  app.get(
    '/restaurant/restaurant-food-list/:slug/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: "An approved restaurant's available foods, newest first, 6 per page",
        description: unknownIsEmpty,
        params: SlugParams,
        querystring: PageQuery,
        response: pagedAnswer(PagedFoods),
      },
    },
    (request) =>
      paged(request, SIZES.restaurantFoods, (window) => foods.listByRestaurant(request.params.slug, window)),
  );

  app.get(
    '/restaurant/tag-food-list/:tag/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: "A tag's available foods (tag by slug), newest first, 6 per page",
        description: unknownIsEmpty,
        params: TagParams,
        querystring: PageQuery,
        response: pagedAnswer(PagedFoods),
      },
    },
    (request) => paged(request, SIZES.tagFoods, (window) => foods.listByTag(request.params.tag, window)),
  );

  app.get(
    '/restaurant/search-food/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: 'Search available foods by name or category name, 10 per page',
        description:
          'Case-insensitive; every word must appear in the food name or its category name. Names ' +
          'starting with the text come first. Blank text answers no results.',
        querystring: SearchQuery,
        response: pagedAnswer(PagedSearchFoods),
      },
    },
    (request) => paged(request, SIZES.search, (window) => search.search(request.query.search, window)),
  );

  app.get(
    '/restaurant/search/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: `Search available foods, best match first, ${FOOD_SEARCH_PAGE_SIZE} per page, counted up to ${FOOD_SEARCH_COUNT_CAP}`,
        description:
          'Every word must appear in the food name or its category name, ignoring case; a name is also ' +
          'found by its words in the other script (a Bangla name by its Latin spelling, a Latin dish ' +
          'word by its Bangla one). Names starting ' +
          'with the text come first (an equal name first, then by name), then names with a later word ' +
          'starting with it, then the other matches, newest first in both. `count_is_exact` is false ' +
          `when more than ${FOOD_SEARCH_COUNT_CAP} foods match: count is then ${FOOD_SEARCH_COUNT_CAP}. ` +
          'Blank text answers no results.',
        querystring: FoodSearchQuery,
        response: { 200: FoodSearchPage, ...notModifiedAnswer, ...notFoundAnswer, ...badRequest },
      },
    },
    (request) => paged(request, FOOD_SEARCH_PAGE_SIZE, (window) => ranked.find(request.query.q, window)),
  );

  app.get(
    '/restaurant/search-results/',
    {
      config: publicRead,
      schema: {
        tags,
        summary: `The search page: the ranked search with filters and typo tolerance, ${SEARCH_PAGE_SIZE} per page`,
        description:
          'Ranked and counted as restaurant/search/, narrowed by `category` and `restaurant` (slugs; an ' +
          'unknown one finds nothing) and `min_price`/`max_price` (taka, inclusive). A word of the text ' +
          'that is in no food name is also searched as the catalog words spelt most like it ' +
          '(`also_searched`); those matches come last. Blank text answers no results.',
        querystring: SearchPageQuery,
        response: { 200: SearchPageAnswer, ...notModifiedAnswer, ...notFoundAnswer, ...badRequest },
      },
    },
    (request) => paged(request, SEARCH_PAGE_SIZE, (window) => searchPage.find(request.query, window)),
  );
}
