import type { Profile } from '@bhoj/contract';
import type { StoredUser } from '../lib/auth-storage';

/** A signed-in customer, as the app stores them after sign-in. */
export const customer: StoredUser = { token: 'tok', role: 'customer', username: 'rina', id: 11 };

/** The signed-in customer's profile, complete enough to order; `fields` change it. */
export function profileOf(fields: Partial<Profile> = {}): Profile {
  return {
    id: 11,
    username: 'rina',
    email: 'rina@example.com',
    first_name: 'Rina',
    last_name: 'Akter',
    phone_number: '01700000000',
    profile_image: '',
    role: 'customer',
    language: 'en',
    ...fields,
  };
}
