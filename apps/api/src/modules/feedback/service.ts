import { and, desc, eq, sql } from 'drizzle-orm';
import type { Comment, FeedbackBody } from '@bhoj/contract';
import { comments, foods, restaurants, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { notFound } from '../../lib/errors.ts';
import { isJoined, isoCreatedAt } from '../../lib/rows.ts';

/** A food can be commented on, and its comments read, where its detail page opens. */
const openFood = (slug: string) => and(eq(foods.slug, slug), eq(restaurants.isApproved, true));

/** Ratings and comments on foods. */
export function feedbackService({ db }: Pick<Deps, 'db'>) {
  return {
    /** A food's comments, newest first. One query: the food row comes back even without comments. */
    async list(foodSlug: string): Promise<Comment[]> {
      const rows = await db
        .select({
          id: comments.id,
          username: users.username,
          first_name: users.firstName,
          last_name: users.lastName,
          rating: comments.rating,
          comment: comments.comment,
          created_at: comments.createdAt,
        })
        .from(foods)
        .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
        .leftJoin(comments, eq(comments.foodId, foods.id))
        .leftJoin(users, eq(users.id, comments.userId))
        .where(openFood(foodSlug))
        .orderBy(desc(comments.createdAt), desc(comments.id));
      if (rows.length === 0) throw notFound();
      return rows.filter(isJoined).map(isoCreatedAt);
    },

    /**
     * One comment per customer per food: a second post replaces the rating and text of the first (and
     * keeps its id and date). One statement: the food is found by slug inside the INSERT … SELECT, the
     * unique (food_id, user_id) index turns a repeat into an update, and the author's names are joined
     * to what RETURNING gives back.
     */
    async post(foodSlug: string, userId: number, input: FeedbackBody): Promise<Comment> {
      const saved = db.$with('saved', {
        id: comments.id,
        userId: comments.userId,
        rating: comments.rating,
        comment: comments.comment,
        createdAt: comments.createdAt,
      }).as(sql`
        insert into ${comments} (food_id, user_id, rating, comment)
        select ${foods.id}, ${userId}, ${input.rating}, ${input.comment}
        from ${foods} join ${restaurants} on ${restaurants.id} = ${foods.restaurantId}
        where ${openFood(foodSlug)}
        on conflict (food_id, user_id) do update
          set rating = excluded.rating, comment = excluded.comment, updated_at = now()
        returning id, user_id, rating, comment, created_at`);
      const [row] = await db
        .with(saved)
        .select({
          id: saved.id,
          username: users.username,
          first_name: users.firstName,
          last_name: users.lastName,
          rating: saved.rating,
          comment: saved.comment,
          created_at: saved.createdAt,
        })
        .from(saved)
        .innerJoin(users, eq(users.id, saved.userId));
      if (!row) throw notFound();
      return isoCreatedAt(row);
    },
  };
}
