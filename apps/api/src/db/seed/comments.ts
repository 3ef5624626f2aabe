import { COMMENT_TEXTS } from './content/comment-texts.ts';
import { HOUR } from './dhaka-time.ts';
import type { Random } from './random.ts';
import type { CommentPlan, CustomerPlan, FoodPlan, RestaurantPlan } from './types.ts';

type Rating = 1 | 2 | 3 | 4 | 5;
const RATING_WEIGHTS: readonly (readonly [Rating, number])[] = [
  [5, 46],
  [4, 34],
  [3, 11],
  [2, 5],
  [1, 4],
];

/** 2–6 comments on most foods of approved restaurants, at most one per customer and food. */
export function planComments(
  rng: Random,
  now: Date,
  foods: readonly FoodPlan[],
  restaurants: readonly RestaurantPlan[],
  customers: readonly CustomerPlan[],
): CommentPlan[] {
  const approved = new Set(restaurants.filter((r) => r.isApproved).map((r) => r.slug));
  const comments: CommentPlan[] = [];
  for (const food of foods) {
    if (!approved.has(food.restaurantSlug) || !rng.chance(0.72)) continue;
    const authors = rng.shuffle(customers).slice(0, rng.int(2, 6));
    const unused = new Map<Rating, string[]>();
    for (const author of authors) {
      const rating = rng.weighted(RATING_WEIGHTS);
      const texts = unused.get(rating) ?? rng.shuffle(COMMENT_TEXTS[rating]);
      unused.set(rating, texts.length > 1 ? texts.slice(1) : rng.shuffle(COMMENT_TEXTS[rating]));
      const from = Math.max(food.createdAt.getTime(), author.createdAt.getTime()) + HOUR;
      const createdAt = new Date(from + Math.floor(rng.next() * (now.getTime() - HOUR - from)));
      comments.push({
        foodSlug: food.slug,
        userEmail: author.email,
        rating,
        comment: texts[0] ?? '',
        createdAt,
      });
    }
  }
  return comments;
}
