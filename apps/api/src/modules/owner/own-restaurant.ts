import { sql } from 'drizzle-orm';
import { OWNER_MESSAGES } from '@bhoj/contract';
import { restaurants } from '../../db/schema/index.ts';
import { businessError } from '../../lib/errors.ts';

/**
 * The id of the restaurant `userId` owns, as a scalar subquery (null when none; one per owner). Every
 * owner query puts it in its WHERE, so another restaurant's rows are simply not found.
 */
export const ownRestaurantId = (userId: number) =>
  sql<number>`(select ${restaurants.id} from ${restaurants} where ${restaurants.ownerId} = ${userId})`;

/** 404 `{"error": "Restaurant not found"}`: an owner an admin has not given a restaurant yet. */
export const restaurantNotFound = () => businessError(404, OWNER_MESSAGES.restaurantNotFound);
