import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createRestaurant, createUser } from '../../../test/factories.ts';
import { call, expectAdminOnly, roleTrio } from '../testing.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
const BASE = Date.parse('2024-05-01T10:00:00.000Z');
const minute = (n: number) => new Date(BASE + n * 60_000);

beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db); // created now: newer than every dated user below
});
afterAll(() => ctx.close());

const list = (query = '') => call(ctx, 'GET', `/api/users/${query}`, trio.admin.auth);

describe('GET users/', () => {
  let named: Awaited<ReturnType<typeof createUser>>[];
  beforeAll(async () => {
    named = [];
    const people = [
      ['rahim_uddin', 'rahim@example.test', 'Rahim', 'Uddin'],
      ['karim', 'karim.ahmed@example.test', 'Karim', 'Ahmed'],
      ['nadia', 'nadia@mail.test', 'Nadia', 'Islam'],
      ['per%cent', 'percent@example.test', '', ''],
      ['under_score', 'under@example.test', '', ''],
      ['plain', 'plain@example.test', 'Sadia', 'Rahman'],
      ['seventh', 'seventh@example.test', '', ''],
    ] as const;
    for (const [i, [username, email, firstName, lastName]] of people.entries()) {
      named.push(await createUser(ctx.db, { username, email, firstName, lastName, createdAt: minute(i) }));
    }
  });

  it('answers AdminUsers 6 per page, newest first, with absolute next/previous links', async () => {
    const first = await list();
    expect(first.statusCode).toBe(200);
    const body = first.json();
    expect(body.count).toBe(10);
    expect(body.results).toHaveLength(6);
    expect(body.previous).toBeNull();
    expect(body.next).toBe('http://localhost:3000/api/users/?page=2');
    const [newest] = body.results;
    expect(Object.keys(newest).sort()).toEqual(['email', 'id', 'phone_number', 'role', 'username']);
    // The three users made now come first (the last made first), then the dated ones, newest first.
    expect(body.results.slice(0, 3).map((u: { id: number }) => u.id)).toEqual([
      trio.customer.user.id,
      trio.owner.user.id,
      trio.admin.user.id,
    ]);
    expect(body.results.slice(3).map((u: { username: string }) => u.username)).toEqual([
      'seventh',
      'plain',
      'under_score',
    ]);
    const second = (await list('?page=2')).json();
    expect(second.results.map((u: { username: string }) => u.username)).toEqual([
      'per%cent',
      'nadia',
      'karim',
      'rahim_uddin',
    ]);
    expect(second.next).toBeNull();
    expect(second.previous).toBe('http://localhost:3000/api/users/?page=1');
    const past = await list('?page=3');
    expect(past.statusCode).toBe(404);
    expect(past.json()).toEqual({ detail: 'Invalid page.' });
  });

  it('searches username, first, last and full name and email, ignoring case', async () => {
    const names = async (search: string) =>
      (await list(`?search=${encodeURIComponent(search)}`))
        .json()
        .results.map((u: { username: string }) => u.username);
    expect(await names('RAHIM')).toEqual(['rahim_uddin']);
    expect(await names('ahmed')).toEqual(['karim']); // email and last name
    expect(await names('Sadia Rah')).toEqual(['plain']); // full name
    expect(await names('islam')).toEqual(['nadia']); // last name
    expect(await names('mail.test')).toEqual(['nadia']);
    expect(await names('rahman')).toEqual(['plain']);
    expect(await names('nobody-like-this')).toEqual([]);
  });

  it('takes % and _ in the search literally', async () => {
    const search = async (text: string) => (await list(`?search=${encodeURIComponent(text)}`)).json();
    expect((await search('%')).results.map((u: { username: string }) => u.username)).toEqual(['per%cent']);
    expect((await search('_')).results.map((u: { username: string }) => u.username)).toEqual([
      'under_score',
      'rahim_uddin',
    ]);
    expect((await search('\\')).count).toBe(0);
  });

  it('keeps the search in the next link and counts only matches', async () => {
    const body = (await list('?search=example.test')).json();
    expect(body.count).toBe(named.length - 1 + 3);
    expect(body.next).toBe('http://localhost:3000/api/users/?search=example.test&page=2');
  });

  it('reads a bad page as page 1', async () => {
    const bad = await list('?page=abc');
    expect(bad.statusCode).toBe(200);
    expect(bad.json().results).toEqual((await list()).json().results);
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'GET', '/api/users/');
    await expectAdminOnly(ctx, trio, 'GET', '/api/user-list/');
  });
});

const nameAndEmail = ({ id, username, email }: { id: number; username: string; email: string }) => ({
  id,
  username,
  email,
});

describe('GET user-list/', () => {
  it('lists customers and owners without a restaurant, newest first, as AdminUser', async () => {
    const local = await createTestContext();
    try {
      const admin = await createUser(local.db, { role: 'admin', createdAt: minute(1) });
      const customer = await createUser(local.db, { createdAt: minute(2), phoneNumber: '+8801712345678' });
      const owner = await createUser(local.db, { role: 'restaurant_owner', createdAt: minute(3) });
      await createRestaurant(local.db, owner.user.id);
      const spare = await createUser(local.db, { role: 'restaurant_owner', createdAt: minute(4) });
      const res = await call(local, 'GET', '/api/user-list/', admin.auth);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual([
        { ...nameAndEmail(spare.user), phone_number: null, role: 'restaurant_owner' },
        { ...nameAndEmail(customer.user), phone_number: '+8801712345678', role: 'customer' },
      ]);
      const found = await call(
        local,
        'GET',
        `/api/user-list/?search=${customer.user.username.toUpperCase()}`,
        admin.auth,
      );
      expect(found.json()).toEqual([
        { ...nameAndEmail(customer.user), phone_number: '+8801712345678', role: 'customer' },
      ]);
    } finally {
      await local.close();
    }
  });
});
