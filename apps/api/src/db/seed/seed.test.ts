import { mkdtemp, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sizedImage } from '@bhoj/contract';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../../lib/passwords.ts';
import { MEDIA_PREFIX, diskStorage } from '../../lib/storage.ts';
import { openTestDatabase } from '../../test/context.ts';
import type { Database } from '../client.ts';
import { ensureAdmin } from '../ensure-admin.ts';
import {
  categories,
  comments,
  foods,
  orderLines,
  orders,
  payments,
  restaurants,
  tags,
  uploads,
  users,
} from '../schema/index.ts';
import { DAY, dhakaDay, dhakaHour } from './dhaka-time.ts';
import { DEMO_ACCOUNTS, planDemoData, seedDemoData } from './index.ts';

/** 15:00 in Dhaka on 18 June 2025: a fixed clock keeps every date in the demo data the same. */
const NOW = new Date('2025-06-18T09:00:00Z');
const poisha = (taka: number) => Math.round(taka * 100);
const monthOf = (date: Date) => {
  const { year, month } = dhakaDay(date);
  return `${year}-${month + 1}`;
};

describe('demo seed', () => {
  let database: Database;
  let mediaDir: string;
  let result: Awaited<ReturnType<typeof seedDemoData>>;

  const rows = async () => {
    const { db } = database;
    return {
      users: await db.select().from(users),
      restaurants: await db.select().from(restaurants),
      categories: await db.select().from(categories),
      tags: await db.select().from(tags),
      foods: await db.select().from(foods),
      comments: await db.select().from(comments),
      orders: await db.select().from(orders),
      lines: await db.select().from(orderLines),
      payments: await db.select().from(payments),
      uploads: await db.select().from(uploads),
    };
  };
  let seeded: Awaited<ReturnType<typeof rows>>;

  beforeAll(async () => {
    database = await openTestDatabase();
    mediaDir = await mkdtemp(join(tmpdir(), 'bhoj-seed-'));
    result = await seedDemoData(database.db, diskStorage(mediaDir), { now: NOW });
    seeded = await rows();
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (mediaDir) await rm(mediaDir, { recursive: true, force: true });
  });

  it('answers the demo accounts, each able to sign in with its role', async () => {
    expect(result).toEqual(DEMO_ACCOUNTS);
    const roles = { admin: 'admin', owner: 'restaurant_owner', customer: 'customer' } as const;
    for (const name of ['admin', 'owner', 'customer'] as const) {
      const account = DEMO_ACCOUNTS[name];
      const user = seeded.users.find((u) => u.email === account.email);
      expect(user?.role, name).toBe(roles[name]);
      expect(await verifyPassword(user?.passwordHash ?? '', account.password), name).toBe(true);
      expect(account.password.length).toBeGreaterThanOrEqual(8);
    }
    const customer = seeded.users.find((u) => u.email === DEMO_ACCOUNTS.customer.email);
    expect(customer?.firstName).not.toBe('');
    expect(customer?.lastName).not.toBe('');
    expect(customer?.phoneNumber).toMatch(/^\+8801[3-9]\d{8}$/);
  });

  it('creates customers with Bangladeshi mobile numbers and lowercase emails', () => {
    const customers = seeded.users.filter((u) => u.role === 'customer');
    expect(customers.length).toBeGreaterThanOrEqual(10);
    for (const user of seeded.users) {
      expect(user.email).toBe(user.email.toLowerCase());
      expect(user.email).toMatch(/@bhoj\.local$/);
      if (user.phoneNumber) expect(user.phoneNumber).toMatch(/^\+8801[3-9]\d{8}$/);
    }
    expect(customers.filter((u) => u.phoneNumber).length).toBeGreaterThanOrEqual(10);
  });

  it('gives every restaurant its own owner, one of them the demo owner, and leaves one unapproved', () => {
    expect(seeded.restaurants.length).toBeGreaterThanOrEqual(12);
    const byId = new Map(seeded.users.map((u) => [u.id, u]));
    for (const restaurant of seeded.restaurants) {
      expect(byId.get(restaurant.ownerId)?.role).toBe('restaurant_owner');
      expect(restaurant.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      expect(restaurant.coverImage.startsWith(MEDIA_PREFIX)).toBe(true);
      expect(restaurant.deliveryFee).toBeGreaterThanOrEqual(40);
      expect(restaurant.deliveryFee).toBeLessThanOrEqual(80);
    }
    expect(new Set(seeded.restaurants.map((r) => r.ownerId)).size).toBe(seeded.restaurants.length);
    const demoOwner = seeded.users.find((u) => u.email === DEMO_ACCOUNTS.owner.email);
    expect(seeded.restaurants.some((r) => r.ownerId === demoOwner?.id && r.isApproved)).toBe(true);
    expect(seeded.restaurants.filter((r) => !r.isApproved)).toHaveLength(1);
    expect(new Set(seeded.restaurants.map((r) => r.deliveryFee)).size).toBeGreaterThan(3);
  });

  it('creates the categories, each with an image, and exactly the five home-page tags', () => {
    const names = seeded.categories.map((c) => c.name);
    for (const name of [
      'Pizza',
      'Pasta',
      'Burgers',
      'Drinks',
      'Desserts',
      'Biryani',
      'Kebab',
      'Chinese',
      'Bakery',
    ])
      expect(names).toContain(name);
    for (const category of seeded.categories) expect(category.image.startsWith(MEDIA_PREFIX)).toBe(true);
    expect(seeded.tags.map((t) => [t.slug, t.name]).sort()).toEqual([
      ['budget-friendly-spots', 'Budget friendly spots'],
      ['healthy-food-to-explore', 'Healthy food to explore'],
      ['homechefs', 'Homechefs'],
      ['popular', 'Popular'],
      ['quick-and-affordable', 'Quick and affordable'],
    ]);
  });

  it('spreads at least 150 foods over every category, tag and restaurant', () => {
    const approved = new Set(seeded.restaurants.filter((r) => r.isApproved).map((r) => r.id));
    const count = (key: (f: (typeof seeded.foods)[number]) => number, id: number) =>
      seeded.foods.filter((f) => key(f) === id).length;
    expect(seeded.foods.length).toBeGreaterThanOrEqual(150);
    for (const category of seeded.categories)
      expect(count((f) => f.categoryId, category.id)).toBeGreaterThanOrEqual(10);
    const pizza = seeded.categories.find((c) => c.slug === 'pizza');
    expect(count((f) => f.categoryId, pizza?.id ?? 0)).toBeGreaterThanOrEqual(12);
    for (const restaurant of seeded.restaurants)
      expect(count((f) => f.restaurantId, restaurant.id)).toBeGreaterThanOrEqual(6);
    // Each home slider fills up with foods that are on sale at approved restaurants.
    const onSale = seeded.foods.filter((f) => f.isAvailable && approved.has(f.restaurantId));
    for (const tag of seeded.tags)
      expect(onSale.filter((f) => f.tagId === tag.id).length, tag.slug).toBeGreaterThanOrEqual(20);
    expect(seeded.foods.some((f) => !f.isAvailable)).toBe(true);
    expect(seeded.foods.some((f) => poisha(f.price) % 100 === 50)).toBe(true);
    expect(seeded.foods.find((f) => f.slug === 'beef-kacchi-biryani')?.name).toBe('Beef Kacchi Biryani');
    expect(seeded.foods.find((f) => f.slug === 'margherita-pizza-2')?.name).toBe('Margherita Pizza');
    const months = new Set(seeded.foods.map((f) => monthOf(f.createdAt)));
    expect(months.size).toBeGreaterThanOrEqual(6);
    for (const food of seeded.foods) expect(food.createdAt.getTime()).toBeLessThan(NOW.getTime());
  });

  it('stores every image as a small WebP with an uploads row, and gives categories different pictures', async () => {
    const urls = new Set([
      ...seeded.categories.map((c) => c.image),
      ...seeded.restaurants.map((r) => r.coverImage),
      ...seeded.foods.map((f) => f.image),
    ]);
    const keys = new Set(seeded.uploads.map((u) => u.key));
    for (const url of urls) {
      const key = url.slice(MEDIA_PREFIX.length);
      expect(keys.has(key), key).toBe(true);
      const file = join(mediaDir, key);
      const meta = await sharp(file).metadata();
      expect(meta.format).toBe('webp');
      expect((await stat(file)).size).toBeLessThan(30_000);
      // Its name gives its size, and a copy of each narrower width lies beside it (srcset).
      const sized = sizedImage(url)!;
      expect(sized, url).toMatchObject({ width: meta.width, height: meta.height });
      for (const candidate of sized.candidates.slice(0, -1)) {
        const copy = await sharp(join(mediaDir, candidate.url.slice(MEDIA_PREFIX.length))).metadata();
        expect(copy.width, candidate.url).toBe(candidate.width);
      }
    }
    for (const upload of seeded.uploads) {
      expect(upload.userId).toBeNull();
      expect(upload.contentType).toBe('image/webp');
    }
    const imagesOf = (categoryId: number) =>
      new Set(seeded.foods.filter((f) => f.categoryId === categoryId).map((f) => f.image));
    const seen = new Set<string>();
    for (const category of seeded.categories)
      for (const image of imagesOf(category.id)) {
        expect(seen.has(image), image).toBe(false);
        seen.add(image);
      }
  });

  it('adds customers’ comments, mostly four and five stars', () => {
    const customerIds = new Set(seeded.users.filter((u) => u.role === 'customer').map((u) => u.id));
    expect(seeded.comments.length).toBeGreaterThan(200);
    for (const comment of seeded.comments) {
      expect(customerIds.has(comment.userId)).toBe(true);
      expect(comment.rating).toBeGreaterThanOrEqual(1);
      expect(comment.rating).toBeLessThanOrEqual(5);
      expect(comment.comment.length).toBeGreaterThan(5);
    }
    const perFood = new Map<number, number>();
    for (const comment of seeded.comments)
      perFood.set(comment.foodId, (perFood.get(comment.foodId) ?? 0) + 1);
    expect(perFood.size).toBeGreaterThan(seeded.foods.length / 2);
    for (const count of perFood.values()) expect(count).toBeGreaterThanOrEqual(2);
    for (const count of perFood.values()) expect(count).toBeLessThanOrEqual(6);
    // The home page ranks by the rating kept on each food row: it counts the seeded comments.
    for (const food of seeded.foods) {
      const its = seeded.comments.filter((c) => c.foodId === food.id);
      expect([food.ratingCount, food.ratingSum]).toEqual([its.length, its.reduce((s, c) => s + c.rating, 0)]);
    }
    const high = seeded.comments.filter((c) => c.rating >= 4).length;
    expect(high / seeded.comments.length).toBeGreaterThan(0.65);
  });

  it('adds a year of orders whose money adds up', () => {
    expect(seeded.orders.length).toBeGreaterThanOrEqual(60);
    expect(seeded.orders.length).toBeLessThanOrEqual(120);
    const fee = new Map(seeded.restaurants.map((r) => [r.id, poisha(r.deliveryFee)]));
    for (const order of seeded.orders) {
      const lines = seeded.lines.filter((line) => line.orderId === order.id);
      expect(lines.length).toBeGreaterThanOrEqual(1);
      expect(lines.length).toBeLessThanOrEqual(3);
      expect(new Set(lines.map((line) => line.status)).size).toBe(1);
      const subtotal = lines.reduce((sum, line) => sum + poisha(line.itemPrice) * line.quantity, 0);
      const restaurantIds = [...new Set(lines.map((line) => line.restaurantId ?? 0))];
      const fees = restaurantIds.reduce<number>((sum, id) => sum + (fee.get(id) ?? 0), 0);
      expect(poisha(order.subtotal)).toBe(subtotal);
      expect(poisha(order.deliveryFee)).toBe(fees);
      expect(poisha(order.total)).toBe(poisha(order.subtotal) + poisha(order.deliveryFee));
      expect(order.createdAt.getTime()).toBeLessThanOrEqual(NOW.getTime());
      expect(NOW.getTime() - order.createdAt.getTime()).toBeLessThan(366 * DAY);
      expect(dhakaHour(order.createdAt)).toBeGreaterThanOrEqual(10);
      expect(dhakaHour(order.createdAt)).toBeLessThan(22);
    }
    for (const line of seeded.lines) {
      const food = seeded.foods.find((f) => f.id === line.foodId);
      expect(line.itemName).toBe(food?.name);
      expect(line.itemImage).toBe(food?.image);
      expect(line.restaurantName).toBe(seeded.restaurants.find((r) => r.id === line.restaurantId)?.name);
    }
    expect(new Set(seeded.lines.map((line) => line.status))).toEqual(
      new Set(['Pending', 'Paid', 'Completed', 'Canceled']),
    );
    expect(new Set(seeded.orders.map((o) => monthOf(o.createdAt))).size).toBeGreaterThanOrEqual(12);
    expect(new Set(seeded.orders.map((o) => o.paymentMethod))).toEqual(
      new Set(['cash_on_delivery', 'online_payment']),
    );
    const completed = seeded.lines.filter((line) => line.status === 'Completed').length;
    expect(completed / seeded.lines.length).toBeGreaterThan(0.5);
  });

  it('gives the demo owner and the demo customer orders in every status, this month and this week', () => {
    const demoOwner = seeded.users.find((u) => u.email === DEMO_ACCOUNTS.owner.email);
    const demoRestaurant = seeded.restaurants.find((r) => r.ownerId === demoOwner?.id);
    const ownLines = seeded.lines.filter((line) => line.restaurantId === demoRestaurant?.id);
    expect(new Set(ownLines.map((line) => line.status)).size).toBe(4);
    expect(new Set(ownLines.map((line) => monthOf(line.createdAt))).size).toBeGreaterThanOrEqual(12);
    const lastWeek = ownLines.filter((line) => NOW.getTime() - line.createdAt.getTime() < 7 * DAY);
    expect(lastWeek.length).toBeGreaterThanOrEqual(4);
    expect(
      seeded.orders.filter((o) => NOW.getTime() - o.createdAt.getTime() < 7 * DAY).length,
    ).toBeGreaterThanOrEqual(10);
    expect(seeded.orders.filter((o) => monthOf(o.createdAt) === monthOf(NOW)).length).toBeGreaterThanOrEqual(
      5,
    );

    const customer = seeded.users.find((u) => u.email === DEMO_ACCOUNTS.customer.email);
    const mine = new Set(seeded.orders.filter((o) => o.userId === customer?.id).map((o) => o.id));
    expect(mine.size).toBeGreaterThanOrEqual(5);
    const myStatuses = new Set(
      seeded.lines.filter((line) => mine.has(line.orderId)).map((line) => line.status),
    );
    expect(myStatuses.size).toBeGreaterThanOrEqual(3);
  });

  it('records a paid sandbox payment for every paid online order', () => {
    const statusOf = new Map(seeded.lines.map((line) => [line.orderId, line.status]));
    const online = seeded.orders.filter((o) => o.paymentMethod === 'online_payment');
    for (const order of online) {
      const payment = seeded.payments.find((p) => p.orderId === order.id);
      expect(payment?.provider).toBe('sandbox');
      expect(payment?.amount).toBe(order.total);
      const paid = ['Paid', 'Completed'].includes(statusOf.get(order.id) ?? '');
      expect(payment?.state).toBe(
        paid ? 'paid' : statusOf.get(order.id) === 'Pending' ? 'initiated' : 'cancelled',
      );
      expect(order.paidAt !== null).toBe(paid);
    }
    expect(seeded.payments.filter((p) => p.state === 'paid').length).toBeGreaterThan(5);
    expect(seeded.payments).toHaveLength(online.length);
  });

  it('does nothing when the database already holds data', async () => {
    expect(await seedDemoData(database.db, diskStorage(mediaDir), { now: NOW })).toBeNull();
    const again = await rows();
    for (const [table, list] of Object.entries(again))
      expect(list.length, table).toBe(seeded[table as keyof typeof seeded].length);
  });

  it('plans exactly the same data on every run', () => {
    expect(planDemoData(NOW)).toEqual(planDemoData(NOW));
  });
});

describe('demo seed after ADMIN_EMAIL made an admin', () => {
  it('still seeds, and leaves that admin and its password alone', async () => {
    const database = await openTestDatabase();
    const mediaDir = await mkdtemp(join(tmpdir(), 'bhoj-seed-'));
    try {
      const admin = { email: DEMO_ACCOUNTS.admin.email, password: 'ops-chosen-secret' };
      await ensureAdmin(database.db, admin);
      expect(await seedDemoData(database.db, diskStorage(mediaDir), { now: NOW })).toEqual(DEMO_ACCOUNTS);
      const all = await database.db.select().from(users);
      const admins = all.filter((u) => u.email === admin.email);
      expect(admins).toHaveLength(1);
      expect(await verifyPassword(admins[0]?.passwordHash ?? '', admin.password)).toBe(true);
      expect(all.filter((u) => u.role === 'restaurant_owner').length).toBeGreaterThanOrEqual(12);
    } finally {
      await database.close();
      await rm(mediaDir, { recursive: true, force: true });
    }
  }, 60_000);
});
