import { z } from 'zod';
import { COMMENT_MAX_LENGTH, SEARCH_MAX_LENGTH } from './catalog-limits.ts';
import { ImageUrl, paged, PageQuery } from './common.ts';
import { lenientWholeNumber, requiredText, rowId, withoutNul } from './fields.ts';

export const Category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: ImageUrl,
});
export type Category = z.infer<typeof Category>;

export const Tag = z.object({ id: z.number().int(), name: z.string(), slug: z.string() });
export type Tag = z.infer<typeof Tag>;

export * from './catalog-limits.ts';

/** ISO 8601 in UTC, e.g. "2024-05-01T10:00:00.000Z". */
const DateTime = z.iso.datetime();

export const Food = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  description: z.string(),
  /** Taka, at most two decimals. */
  price: z.number(),
  image: ImageUrl,
  is_available: z.boolean(),
  /** Category id. */
  category: z.number().int(),
  category_name: z.string(),
  category_slug: z.string(),
  /** The food's tag id (one tag per food). */
  tags: z.number().int(),
  /** The food's tag slug, e.g. "quick-and-affordable". */
  food_tag: z.string(),
  /** Restaurant id. */
  restaurant: z.number().int(),
  restaurant_name: z.string(),
  restaurant_slug: z.string(),
  /** The mean of its comments' ratings, 0 while it has none. */
  rating_average: z.number(),
  /** How many customers rated it. */
  rating_count: z.number().int(),
  created_at: DateTime,
});
export type Food = z.infer<typeof Food>;
export const PagedFoods = paged(Food);

export const Restaurant = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  address: z.string(),
  /** null when unset. */
  phone_number: z.string().nullable(),
  /** The owner's email. */
  email: z.string(),
  cover_image: ImageUrl,
  is_approved: z.boolean(),
  /** The owner's username. */
  owner: z.string(),
  owner_id: z.number().int(),
  /** How many of its foods are available. */
  total_foods: z.number().int(),
});
export type Restaurant = z.infer<typeof Restaurant>;

export const RestaurantBrief = z.object({ id: z.number().int(), name: z.string(), address: z.string() });
export type RestaurantBrief = z.infer<typeof RestaurantBrief>;

export const SearchFood = z.object({
  id: z.number().int(),
  slug: z.string(),
  name: z.string(),
  image: ImageUrl,
  price: z.number(),
  category_name: z.string(),
  restaurant_name: z.string(),
});
export type SearchFood = z.infer<typeof SearchFood>;
export const PagedSearchFoods = paged(SearchFood);

/** PostgreSQL text cannot hold NUL: free text drops it; a slug holding one is a 400, never a 500. */
const Slug = z.string().refine((slug) => !slug.includes('\0'), 'Invalid slug.');
export const SlugParams = z.object({ slug: Slug });
export const TagParams = z.object({ tag: Slug });

/** `?search=&page=`: words of the text must each match a food's name or its category's name. */
export const SearchQuery = PageQuery.extend({
  search: z
    .string()
    .catch('')
    .transform((text) => withoutNul(text).trim().slice(0, SEARCH_MAX_LENGTH)),
});

export const Comment = z.object({
  id: z.number().int(),
  username: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  rating: z.number().int().min(1).max(5),
  comment: z.string(),
  created_at: DateTime,
  /** The restaurant owner's answer, null until given (an owner answers a comment once). */
  reply: z.string().nullable(),
  replied_at: DateTime.nullable(),
});
export type Comment = z.infer<typeof Comment>;

const RATING_MESSAGE = 'Choose a rating from 1 to 5 stars.';
/** An integer 1–5; a numeric string ("4") is read as a number. */
const Rating = lenientWholeNumber({
  error: (issue) => (issue.input == null ? 'Rating is required.' : RATING_MESSAGE),
})
  .pipe(z.number().int(RATING_MESSAGE).min(1, RATING_MESSAGE).max(5, RATING_MESSAGE))
  .describe('Stars, a whole number from 1 to 5 ("4" is read as 4).');

export const FeedbackBody = z.object(
  {
    rating: Rating,
    comment: requiredText('Comment', COMMENT_MAX_LENGTH, { dropNul: true }),
  },
  { error: 'Send the rating and comment as a JSON object.' },
);
export type FeedbackBody = z.infer<typeof FeedbackBody>;

export const ReplyBody = z.object(
  { reply: requiredText('Reply', COMMENT_MAX_LENGTH, { dropNul: true }) },
  { error: 'Send the reply as a JSON object.' },
);
export type ReplyBody = z.infer<typeof ReplyBody>;

export const CommentIdParams = z.object({ id: rowId('Expected a numeric id.') });

/** Whether the caller may rate a food: only customers who received it (a Completed order line). */
export const RatingEligibility = z.object({ can_rate: z.boolean() });
export type RatingEligibility = z.infer<typeof RatingEligibility>;

/** What a customer who never received the food is told when rating it. */
export const BUYERS_ONLY_MESSAGE =
  'Only customers who received this food can rate it. Order it first; you can rate it once it is delivered.';
