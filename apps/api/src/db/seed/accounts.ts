import type { Role } from '@bhoj/contract';
import { hashPassword } from '../../lib/passwords.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/index.ts';
import { FIRST_NAMES, LAST_NAMES } from './data/people.ts';
import type { Random } from './random.ts';

/** The demo accounts, listed in the README and printed at start. */
export const DEMO_ACCOUNTS = {
  admin: { email: 'admin@bhoj.local', password: 'bhoj-admin-2024' },
  owner: { email: 'owner@bhoj.local', password: 'bhoj-owner-2024' },
  customer: { email: 'customer@bhoj.local', password: 'bhoj-customer-2024' },
} as const;

export type DemoAccounts = typeof DEMO_ACCOUNTS;

/** Every other demo user (the restaurants' owners, the customers) signs in with this password. */
export const DEMO_PASSWORD = 'bhoj-demo-2024';

const phone = (random: Random) =>
  `+8801${random.pick(['3', '5', '7', '8', '9'])}${String(random.int(10_000_000, 99_999_999))}`;

/** Inserts the demo users and answers their ids: admin, owners (the demo owner first), customers. */
export async function insertDemoUsers(db: Db, random: Random, owners: number, customers: number) {
  const [adminHash, ownerHash, customerHash, demoHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.owner.password),
    hashPassword(DEMO_ACCOUNTS.customer.password),
    hashPassword(DEMO_PASSWORD),
  ]);
  const person = (i: number, role: Role, passwordHash: string, email?: string) => {
    const firstName = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const lastName = LAST_NAMES[(i * 7) % LAST_NAMES.length]!;
    const username = `${firstName}.${lastName}${i}`.toLowerCase();
    return {
      username,
      email: email ?? `${username}@bhoj.local`,
      passwordHash,
      firstName,
      lastName,
      phoneNumber: phone(random),
      role,
    };
  };
  const rows = [
    { ...person(0, 'admin', adminHash, DEMO_ACCOUNTS.admin.email), username: 'admin' },
    { ...person(1, 'restaurant_owner', ownerHash, DEMO_ACCOUNTS.owner.email), username: 'owner' },
    ...Array.from({ length: owners - 1 }, (_, i) => person(i + 2, 'restaurant_owner', demoHash)),
    { ...person(owners + 1, 'customer', customerHash, DEMO_ACCOUNTS.customer.email), username: 'customer' },
    ...Array.from({ length: customers - 1 }, (_, i) => person(owners + i + 2, 'customer', demoHash)),
  ];
  const ids = (await db.insert(users).values(rows).returning({ id: users.id })).map((r) => r.id);
  return { adminId: ids[0]!, ownerIds: ids.slice(1, owners + 1), customerIds: ids.slice(owners + 1) };
}
