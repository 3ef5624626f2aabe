import { and, desc, eq, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { BUYERS_ONLY_MESSAGE, type Comment, type FeedbackBody, type RatingEligibility } from '@bhoj/contract';
import { comments, foods, orderLines, orders, restaurants, users } from '../../db/schema/index.ts';
import type { Deps } from '../../deps.ts';
import { businessError, forbidden, notFound } from '../../lib/errors.ts';
import { isJoined } from '../../lib/rows.ts';

/** A food can be commented on, and its comments read, where its detail page opens. */
const openFood = (slug: string) => and(eq(foods.slug, slug), eq(restaurants.isApproved, true));

/** Whether the user received the food: one of their order lines of it is Completed (delivered). */
const receivedBy = (userId: number) => sql`exists (
  select 1 from ${orderLines} join ${orders} on ${orders.id} = ${orderLines.orderId}
  where ${orderLines.foodId} = ${foods.id} and ${orders.userId} = ${userId}
    and ${orderLines.status} = 'Completed')`;

type CommentRow = Omit<Comment, 'created_at' | 'replied_at'> & { created_at: Date; replied_at: Date | null };
const toComment = (row: CommentRow): Comment => ({
  ...row,
  created_at: row.created_at.toISOString(),
  replied_at: row.replied_at?.toISOString() ?? null,
});

/** The Comment shape from `source` (comments, or a CTE with its columns) joined to its author. */
function commentColumns<
  S extends Record<'id' | 'rating' | 'comment' | 'reply' | 'repliedAt' | 'createdAt', PgColumn>,
>(source: S) {
  return {
    id: source.id,
    username: users.username,
    first_name: users.firstName,
    last_name: users.lastName,
    rating: source.rating,
    comment: source.comment,
    created_at: source.createdAt,
    reply: source.reply,
    replied_at: source.repliedAt,
  };
}

/** Ratings and comments on foods, and the restaurant owner's replies. */
export function feedbackService({ db }: Pick<Deps, 'db'>) {
  /** Why `post` wrote nothing: no such open food (404), or the customer never received it (403). */
  async function refusal(foodSlug: string) {
    const [food] = await db
      .select({ id: foods.id })
      .from(foods)
      .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
      .where(openFood(foodSlug));
    return food ? businessError(403, BUYERS_ONLY_MESSAGE) : notFound();
  }

  return {
    /** A food's comments, newest first. One query: the food row comes back even without comments. */
    async list(foodSlug: string): Promise<Comment[]> {
      const rows = await db
        .select(commentColumns(comments))
        .from(foods)
        .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
        .leftJoin(comments, eq(comments.foodId, foods.id))
        .leftJoin(users, eq(users.id, comments.userId))
        .where(openFood(foodSlug))
        .orderBy(desc(comments.createdAt), desc(comments.id));
      if (rows.length === 0) throw notFound();
      return rows.filter(isJoined).map((row) => toComment(row as CommentRow));
    },

    /** Whether this customer may rate the food (404 when there is no such open food). */
    async eligibility(foodSlug: string, userId: number): Promise<RatingEligibility> {
      const [food] = await db
        .select({ can_rate: sql<boolean>`${receivedBy(userId)}` })
        .from(foods)
        .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
        .where(openFood(foodSlug));
      if (!food) throw notFound();
      return food;
    },

    /**
     * One comment per customer per food, and only from a customer who received it: a second post
     * replaces the rating and text of the first (and keeps its id, date and reply). One statement: the
     * food is found by slug inside the INSERT … SELECT, along with the customer's Completed line of it;
     * the unique (food_id, user_id) index turns a repeat into an update, and the author's names are
     * joined to what RETURNING gives back.
     */
    async post(foodSlug: string, userId: number, input: FeedbackBody): Promise<Comment> {
      const saved = db.$with('saved', {
        id: comments.id,
        userId: comments.userId,
        rating: comments.rating,
        comment: comments.comment,
        reply: comments.reply,
        repliedAt: comments.repliedAt,
        createdAt: comments.createdAt,
      }).as(sql`
        insert into ${comments} (food_id, user_id, rating, comment)
        select ${foods.id}, ${userId}, ${input.rating}, ${input.comment}
        from ${foods} join ${restaurants} on ${restaurants.id} = ${foods.restaurantId}
        where ${openFood(foodSlug)} and ${receivedBy(userId)}
        on conflict (food_id, user_id) do update
          set rating = excluded.rating, comment = excluded.comment, updated_at = now()
        returning id, user_id, rating, comment, reply, replied_at, created_at`);
      const [row] = await db
        .with(saved)
        .select(commentColumns(saved))
        .from(saved)
        .innerJoin(users, eq(users.id, saved.userId));
      if (!row) throw await refusal(foodSlug);
      return toComment(row);
    },

    /**
     * The owner of the commented food's restaurant answers the comment, once. One UPDATE writes the
     * reply only where the caller owns the restaurant and no reply is there yet; when it writes
     * nothing, a read tells which: no comment (404), another owner's (403), already answered (409).
     */
    async reply(commentId: number, ownerId: number, text: string): Promise<Comment> {
      const written = await db
        .update(comments)
        .set({ reply: text, repliedAt: sql`now()` })
        .where(
          and(
            eq(comments.id, commentId),
            sql`${comments.reply} is null`,
            sql`${comments.foodId} in (select ${foods.id} from ${foods} join ${restaurants}
              on ${restaurants.id} = ${foods.restaurantId} where ${restaurants.ownerId} = ${ownerId})`,
          ),
        )
        .returning({ id: comments.id });
      const [row] = await db
        .select({ ...commentColumns(comments), owner_id: restaurants.ownerId })
        .from(comments)
        .innerJoin(users, eq(users.id, comments.userId))
        .innerJoin(foods, eq(foods.id, comments.foodId))
        .innerJoin(restaurants, eq(restaurants.id, foods.restaurantId))
        .where(eq(comments.id, commentId));
      if (!row) throw notFound();
      if (row.owner_id !== ownerId) throw forbidden();
      if (written.length === 0) throw businessError(409, 'You have already replied to this comment.');
      const { owner_id: _owner, ...comment } = row;
      return toComment(comment);
    },
  };
}
