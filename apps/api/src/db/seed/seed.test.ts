import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { users } from '../schema/index.ts';
import { DEMO_ACCOUNTS, seedDemoData } from './index.ts';

let ctx: TestContext;
let firstRun: boolean;
let seconds: number;

beforeAll(async () => {
  ctx = await createTestContext();
  const started = Date.now();
  firstRun = await seedDemoData(ctx.db, ctx.storage);
  seconds = (Date.now() - started) / 1000;
}, 120_000);
afterAll(() => ctx.close());

const one = async <T>(query: ReturnType<typeof sql>) => (await ctx.db.execute(query)).rows[0] as T;
const column = async (query: ReturnType<typeof sql>) =>
  (await ctx.db.execute(query)).rows.map((r) => Object.values(r as object)[0]);

describe('demo seed', () => {
  it('seeds an empty database, quickly', () => {
    expect(firstRun).toBe(true);
    expect(seconds).toBeLessThan(60);
  });

  it('has at least 12 restaurants, each with its own owner, one left unapproved', async () => {
    const r = await one<{ n: number; owners: number; unapproved: number }>(sql`
      select count(*)::int as n, count(distinct owner_id)::int as owners,
             count(*) filter (where not is_approved)::int as unapproved
      from restaurants r join users u on u.id = r.owner_id and u.role = 'restaurant_owner'`);
    expect(r.n).toBeGreaterThanOrEqual(12);
    expect(r.owners).toBe(r.n);
    expect(r.unapproved).toBe(1);
  });

  it('has the spec categories and more, and exactly the five tags', async () => {
    const names = await column(sql`select name from categories`);
    expect(names).toEqual(expect.arrayContaining(['Pizza', 'Pasta', 'Burgers', 'Drinks', 'Desserts']));
    expect(names.length).toBeGreaterThanOrEqual(9);
    expect((await column(sql`select slug from tags order by slug`)).sort()).toEqual([
      'budget-friendly-spots',
      'healthy-food-to-explore',
      'homechefs',
      'popular',
      'quick-and-affordable',
    ]);
  });

  it('has at least 150 foods spread over every category, tag and restaurant', async () => {
    const r = await one<{
      n: number;
      empty_categories: number;
      thin_tags: number;
      thin_restaurants: number;
    }>(sql`
      select (select count(*)::int from foods) as n,
        (select count(*)::int from categories c where (select count(*) from foods f where f.category_id = c.id) < 10) as empty_categories,
        (select count(*)::int from tags t where (select count(*) from foods f where f.tag_id = t.id) < 20) as thin_tags,
        (select count(*)::int from restaurants r where (select count(*) from foods f where f.restaurant_id = r.id) < 6) as thin_restaurants`);
    expect(r).toEqual({ n: expect.any(Number), empty_categories: 0, thin_tags: 0, thin_restaurants: 0 });
    expect(r.n).toBeGreaterThanOrEqual(150);
  });

  it('stores real WebP images for every food, category and cover', async () => {
    const urls = await column(sql`
      select image from foods union select image from categories union select cover_image from restaurants`);
    expect(urls.every((u) => typeof u === 'string' && u.startsWith('/media/demo/'))).toBe(true);
    for (const url of new Set(urls as string[])) {
      const file = await readFile(join(ctx.dataDir, 'media', url.replace('/media/', '')));
      expect((await sharp(file).metadata()).format).toBe('webp');
    }
    const uploads = await one<{ n: number }>(sql`select count(*)::int as n from uploads`);
    expect(uploads.n).toBe(new Set(urls).size);
  });

  it('has comments with ratings, and past orders in every status over several months', async () => {
    const r = await one<{
      comments: number;
      statuses: number;
      months: number;
      bad_totals: number;
      recent: number;
    }>(sql`
      select (select count(*)::int from comments) as comments,
        (select count(distinct status)::int from order_lines) as statuses,
        (select count(distinct date_trunc('month', created_at))::int from orders) as months,
        (select count(*)::int from orders where total <> subtotal + delivery_fee) as bad_totals,
        (select count(*)::int from orders where created_at > now() - interval '7 days') as recent`);
    expect(r.comments).toBeGreaterThan(100);
    expect(r.statuses).toBe(4);
    expect(r.months).toBeGreaterThanOrEqual(3);
    expect(r.bad_totals).toBe(0);
    expect(r.recent).toBeGreaterThan(5);
  });

  it("gives the demo owner's restaurant orders in every status", async () => {
    const statuses = await column(sql`
      select distinct ol.status from order_lines ol
      join restaurants r on r.id = ol.restaurant_id join users u on u.id = r.owner_id
      where u.email = ${DEMO_ACCOUNTS.owner.email}`);
    expect(statuses.sort()).toEqual(['Canceled', 'Completed', 'Paid', 'Pending']);
  });

  it('charges each restaurant its delivery fee once per order', async () => {
    const wrong = await column(sql`
      select o.id from orders o
      where o.delivery_fee <> (select sum(r.delivery_fee) from restaurants r
        where r.id in (select restaurant_id from order_lines where order_id = o.id))`);
    expect(wrong).toEqual([]);
  });

  it('creates demo accounts that sign in with their documented passwords', async () => {
    for (const [role, account] of [
      ['admin', DEMO_ACCOUNTS.admin],
      ['restaurant_owner', DEMO_ACCOUNTS.owner],
      ['customer', DEMO_ACCOUNTS.customer],
    ] as const) {
      const [user] = await ctx.db.select().from(users).where(eq(users.email, account.email));
      expect(user?.role).toBe(role);
      expect(await verifyPassword(user!.passwordHash, account.password)).toBe(true);
    }
    const [customer] = await ctx.db.select().from(users).where(eq(users.email, DEMO_ACCOUNTS.customer.email));
    expect(customer).toMatchObject({ firstName: expect.any(String), lastName: expect.any(String) });
    expect(customer!.phoneNumber).toMatch(/^\+8801\d{9}$/);
  });

  it('does nothing on a database that has users', async () => {
    const before = await one<{ n: number }>(sql`select count(*)::int as n from foods`);
    expect(await seedDemoData(ctx.db, ctx.storage)).toBe(false);
    expect(await one<{ n: number }>(sql`select count(*)::int as n from foods`)).toEqual(before);
  });
});
