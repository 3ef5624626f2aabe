import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminStats, REVENUE_WEEKDAYS } from '@bhoj/contract';
import { restaurants, users } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createRestaurant, createUser } from '../../../test/factories.ts';
import { call, expectAdminOnly, placeOrder, roleTrio } from '../testing.ts';
import { adminStatsService } from './service.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
});
afterAll(() => ctx.close());

const getStats = (headers = trio.admin.auth) => call(ctx, 'GET', '/api/restaurant/admin/data/', headers);
const utc = (iso: string) => new Date(`${iso}Z`);

describe('GET restaurant/admin/data/', () => {
  it('answers zeros, with daily_revenue keyed Fri … Thu in that order, on an empty platform', async () => {
    const res = await getStats();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      total_orders: 0,
      total_revenue: 0,
      active_restaurants: 0,
      active_customers: 0,
      daily_revenue: { Fri: 0, Sat: 0, Sun: 0, Mon: 0, Tue: 0, Wed: 0, Thu: 0 },
    });
    expect(Object.keys(res.json().daily_revenue)).toEqual([...REVENUE_WEEKDAYS]);
    // The order of the keys on the wire, not only in the parsed object.
    expect(res.body).toContain('"daily_revenue":{"Fri":0,"Sat":0,"Sun":0,"Mon":0,"Tue":0,"Wed":0,"Thu":0}');
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'GET', '/api/restaurant/admin/data/');
  });

  it("puts a Completed line made just now under today's Dhaka weekday", async () => {
    const buyer = await createUser(ctx.db);
    await placeOrder(ctx.db, buyer.user.id, [
      { restaurantId: null, price: 120, quantity: 2, status: 'Completed' },
    ]);
    const today = new Intl.DateTimeFormat('en-US', { timeZone: 'Asia/Dhaka', weekday: 'short' }).format(
      new Date(),
    );
    const body = (await getStats()).json();
    expect(body.daily_revenue[today]).toBe(240);
    expect(body.total_revenue).toBe(240);
    expect(body.total_orders).toBe(1);
    expect(body.active_customers).toBe(1);
  });
});

describe('adminStats figures against hand-computed orders', () => {
  // Thursday 9 May 2024, 18:00 in Dhaka (UTC+6): the week is Fri 3 May 00:00 … Thu 9 May 23:59:59 Dhaka,
  // that is 2024-05-02T18:00Z … 2024-05-09T18:00Z.
  const now = utc('2024-05-09T12:00:00');
  let figures: AdminStats;

  beforeAll(async () => {
    const local = await createTestContext();
    try {
      const { db } = local;
      const a = await createUser(db);
      const b = await createUser(db);
      const c = await createUser(db);
      const promoted = await createUser(db);
      const owner = await createUser(db, { role: 'restaurant_owner' });
      await createRestaurant(db, owner.user.id);
      await createRestaurant(db, (await createUser(db, { role: 'restaurant_owner' })).user.id);
      const hidden = await createRestaurant(db, (await createUser(db, { role: 'restaurant_owner' })).user.id);
      await db.update(restaurants).set({ isApproved: false }).where(eq(restaurants.id, hidden.id));

      // Customer a: two orders this week.
      await placeOrder(
        db,
        a.user.id,
        [
          // Fri 3 May 00:00:00 Dhaka: the first instant of the week.
          {
            restaurantId: null,
            price: 100,
            quantity: 2,
            status: 'Completed',
            createdAt: utc('2024-05-02T18:00:00'),
          },
          // Thu 2 May 23:59:59 Dhaka: a week ago, outside daily_revenue but in total_revenue.
          {
            restaurantId: null,
            price: 50,
            quantity: 1,
            status: 'Completed',
            createdAt: utc('2024-05-02T17:59:59'),
          },
          {
            restaurantId: null,
            price: 1000,
            quantity: 1,
            status: 'Pending',
            createdAt: utc('2024-05-06T10:00:00'),
          },
        ],
        utc('2024-05-02T17:59:59'),
      );
      await placeOrder(
        db,
        a.user.id,
        [
          // Thu 9 May 23:59 Dhaka: the last minute of today.
          {
            restaurantId: null,
            price: 10.5,
            quantity: 3,
            status: 'Completed',
            createdAt: utc('2024-05-09T17:59:00'),
          },
          // Wednesday 8 May in UTC, but Thursday 9 May 02:00 in Dhaka.
          {
            restaurantId: null,
            price: 40,
            quantity: 1,
            status: 'Completed',
            createdAt: utc('2024-05-08T20:00:00'),
          },
          {
            restaurantId: null,
            price: 500,
            quantity: 1,
            status: 'Canceled',
            createdAt: utc('2024-05-05T10:00:00'),
          },
          {
            restaurantId: null,
            price: 99,
            quantity: 1,
            status: 'Paid',
            createdAt: utc('2024-05-07T10:00:00'),
          },
        ],
        utc('2024-05-08T20:00:00'),
      );
      // Customer b: 38 days ago, not active. Sunday revenue of this week comes from customer c.
      await placeOrder(
        db,
        b.user.id,
        [{ restaurantId: null, price: 70, quantity: 1, status: 'Canceled' }],
        utc('2024-04-01T12:00:00'),
      );
      await placeOrder(
        db,
        c.user.id,
        [
          {
            restaurantId: null,
            price: 25,
            quantity: 2,
            status: 'Completed',
            createdAt: utc('2024-05-05T06:00:00'),
          },
        ],
        utc('2024-04-10T12:00:01'),
      );
      // An order by someone who is an admin now: not a customer.
      await placeOrder(
        db,
        promoted.user.id,
        [{ restaurantId: null, price: 5, quantity: 1, status: 'Pending' }],
        utc('2024-05-09T11:00:00'),
      );
      await db.update(users).set({ role: 'admin' }).where(eq(users.id, promoted.user.id));
      figures = await adminStatsService({ db }).summary(now);
    } finally {
      await local.close();
    }
  });

  it('counts orders (not lines), approved restaurants and customers with an order in 30 days', () => {
    expect(figures.total_orders).toBe(5);
    expect(figures.active_restaurants).toBe(2);
    // a (twice) and c (29 days 23:59:59 ago); not b (38 days), not the admin.
    expect(figures.active_customers).toBe(2);
  });

  it('sums quantity × price of Completed lines only', () => {
    expect(figures.total_revenue).toBe(200 + 50 + 31.5 + 40 + 50);
  });

  it('buckets the last 7 Dhaka days by weekday, Fri … Thu', () => {
    expect(figures.daily_revenue).toEqual({ Fri: 200, Sat: 0, Sun: 50, Mon: 0, Tue: 0, Wed: 0, Thu: 71.5 });
    expect(Object.keys(figures.daily_revenue)).toEqual([...REVENUE_WEEKDAYS]);
  });
});
