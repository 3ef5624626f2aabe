import type { Access } from '../../lib/auth.ts';

export const tags = ['admin'];
/** The route config of every admin call. */
export const adminOnly: { access: Access } = { access: ['admin'] };
