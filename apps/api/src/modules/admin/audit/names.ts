import { and, type AnyColumn, eq, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { auditLog, categories, orderLines, restaurants, tags, users } from '../../../db/schema/index.ts';

/** A user's name as people read it: first and last name, else the username; null when no user joined. */
export const displayName = (user: { firstName: AnyColumn; lastName: AnyColumn; username: AnyColumn }) =>
  sql<
    string | null
  >`coalesce(nullif(trim(concat_ws(' ', ${user.firstName}, ${user.lastName})), ''), ${user.username})`;

/** The user an audit row is about (its entity is 'user'). */
export const targetUser = alias(users, 'audit_target_user');

const about = (entity: string, id: SQL) =>
  and(eq(auditLog.entity, entity), sql`${auditLog.entityId} = ${id}`);

/** The left joins that give an audit row's entity its name: one row each at most, found by primary key. */
export const entityJoins = {
  user: [targetUser, about('user', sql`${targetUser.id}`)],
  restaurant: [restaurants, about('restaurant', sql`${restaurants.id}`)],
  category: [categories, about('category', sql`${categories.id}`)],
  tag: [tags, about('tag', sql`${tags.id}`)],
  orderLine: [orderLines, about('order_line', sql`${orderLines.id}`)],
} as const;

/**
 * The name of what an audit row is about, as it is now (a user's name, a restaurant's, a category's, a
 * tag's, an order line's food), else as the row's snapshot had it once the thing is deleted, else null.
 */
export const entityName = sql<string | null>`coalesce(
  case ${auditLog.entity}
    when 'user' then ${displayName(targetUser)}
    when 'restaurant' then ${restaurants.name}
    when 'category' then ${categories.name}
    when 'tag' then ${tags.name}
    when 'order_line' then ${orderLines.itemName}
  end,
  ${auditLog.after} ->> 'name',
  ${auditLog.before} ->> 'name'
)`;
