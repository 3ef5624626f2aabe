import { z } from 'zod';
import { BusinessError, DetailError } from '@bhoj/contract';
import type { Access } from '../../lib/auth.ts';

export const tags = ['owner'];
export const ownerOnly: { access: Access } = { access: ['restaurant_owner'] };
/** 404: another restaurant's row (`{"detail"}`), or no restaurant yet (`{"error"}`). */
export const notFoundOrNoRestaurant = { 404: z.union([DetailError, BusinessError]) };
