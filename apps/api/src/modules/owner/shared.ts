import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { BusinessError, DetailError, FieldErrors, OWNER_MESSAGES } from '@bhoj/contract';
import { restaurants } from '../../db/schema/index.ts';
import type { Access } from '../../lib/auth.ts';
import { businessError } from '../../lib/errors.ts';

export const tags = ['owner'];
export const security = [{ token: [] }];
export const ownerOnly: { access: Access } = { access: ['restaurant_owner'] };

/** 401 without a valid token, 403 for other roles. */
export const guarded = { 401: DetailError, 403: DetailError };
/** 404: another restaurant's row (`{"detail"}`), or no restaurant yet (`{"error"}`). */
export const notFoundAnswer = { 404: z.union([DetailError, BusinessError]) };
export const badRequest = { 400: z.union([FieldErrors, BusinessError]) };

/**
 * The id of the restaurant `userId` owns, as a scalar subquery (null when none; one per owner). Every
 * owner query puts it in its WHERE, so another restaurant's rows are simply not found.
 */
export const ownRestaurantId = (userId: number) =>
  sql<number>`(select ${restaurants.id} from ${restaurants} where ${restaurants.ownerId} = ${userId})`;

/** 404 `{"error": "Restaurant not found"}`: an owner an admin has not given a restaurant yet. */
export const restaurantNotFound = () => businessError(404, OWNER_MESSAGES.restaurantNotFound);
