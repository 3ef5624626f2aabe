import { ADMIN_PERSON, CUSTOMERS, CUSTOMER_ADDRESSES, type PersonSeed } from './content/people.ts';
import { RESTAURANTS } from './content/restaurants.ts';
import { DAY, HOUR } from './dhaka-time.ts';
import type { Random } from './random.ts';
import type { CustomerPlan, UserPlan } from './types.ts';

export interface DemoAccount {
  email: string;
  password: string;
}

export interface DemoAccounts {
  admin: DemoAccount;
  owner: DemoAccount;
  customer: DemoAccount;
}

/** The demo sign-ins: the web app's quick sign-in buttons and the README list these. */
export const DEMO_ACCOUNTS: Readonly<DemoAccounts> = Object.freeze({
  admin: { email: 'admin@bhoj.local', password: 'bhoj-admin-2024' },
  owner: { email: 'owner@bhoj.local', password: 'bhoj-owner-2024' },
  customer: { email: 'customer@bhoj.local', password: 'bhoj-customer-2024' },
});

/** Password of every other seeded owner and customer (emails like sadia.islam@bhoj.local). */
export const DEMO_OTHER_PASSWORD = 'bhoj-demo-2024';

export const DEMO_EMAIL_DOMAIN = 'bhoj.local';

const personEmail = (p: PersonSeed) => `${p.first}.${p.last}@${DEMO_EMAIL_DOMAIN}`.toLowerCase();
const username = (p: PersonSeed) => `${p.first}_${p.last}`.toLowerCase();

/** A Bangladeshi mobile number: +880, then 1, an operator digit 3–9 and eight digits. */
function phoneNumbers(rng: Random): () => string {
  const used = new Set<string>();
  return () => {
    for (;;) {
      const number = `+8801${rng.int(3, 9)}${String(rng.int(0, 99_999_999)).padStart(8, '0')}`;
      if (!used.has(number)) {
        used.add(number);
        return number;
      }
    }
  };
}

export interface PeoplePlan {
  users: UserPlan[];
  customers: CustomerPlan[];
  /** Owner email of each entry of RESTAURANTS, in order. */
  ownerEmails: string[];
  /** Phone number of each entry of RESTAURANTS, in order. */
  restaurantPhones: string[];
}

export function planPeople(rng: Random, now: Date): PeoplePlan {
  const phone = phoneNumbers(rng);
  const ago = (days: number) => new Date(now.getTime() - days * DAY - rng.int(1, 20) * HOUR);
  const users: UserPlan[] = [
    {
      email: DEMO_ACCOUNTS.admin.email,
      username: 'admin',
      password: DEMO_ACCOUNTS.admin.password,
      firstName: ADMIN_PERSON.first,
      lastName: ADMIN_PERSON.last,
      phoneNumber: phone(),
      role: 'admin',
      createdAt: ago(460),
    },
  ];

  const ownerEmails = RESTAURANTS.map((restaurant, i) => {
    const demo = i === 0;
    const email = demo ? DEMO_ACCOUNTS.owner.email : personEmail(restaurant.owner);
    users.push({
      email,
      username: username(restaurant.owner),
      password: demo ? DEMO_ACCOUNTS.owner.password : DEMO_OTHER_PASSWORD,
      firstName: restaurant.owner.first,
      lastName: restaurant.owner.last,
      phoneNumber: phone(),
      role: 'restaurant_owner',
      createdAt: ago(restaurant.ageDays + 1),
    });
    return email;
  });

  const customers = CUSTOMERS.map((person, i): CustomerPlan => {
    const demo = i === 0;
    const email = demo ? DEMO_ACCOUNTS.customer.email : personEmail(person);
    const createdAt = ago(rng.int(380, 440));
    users.push({
      email,
      username: username(person),
      password: demo ? DEMO_ACCOUNTS.customer.password : DEMO_OTHER_PASSWORD,
      firstName: person.first,
      lastName: person.last,
      phoneNumber: person.hasPhone ? phone() : null,
      role: 'customer',
      createdAt,
    });
    const address = rng.pick(CUSTOMER_ADDRESSES[person.city]);
    return { email, city: person.city, address, canCheckout: person.hasPhone, isDemo: demo, createdAt };
  });

  return { users, customers, ownerEmails, restaurantPhones: RESTAURANTS.map(() => phone()) };
}
