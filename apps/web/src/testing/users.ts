import type { StoredUser } from '../lib/auth-storage';

/** A signed-in customer, as the app stores them after sign-in (the profile fixtures use the same id). */
export const customer: StoredUser = { token: 'tok', role: 'customer', username: 'rina', id: 11 };
