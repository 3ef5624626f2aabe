import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, foods, restaurants, tags } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUpload, createUser } from '../../test/factories.ts';
import { catalogWorld } from './testing.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let world: Awaited<ReturnType<typeof catalogWorld>>;
let image: string;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx.db, { role: 'admin' });
  world = await catalogWorld(ctx.db);
  image = await createUpload(ctx.db, world.owner.user.id);
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const asAdmin = (method: 'POST' | 'PUT', url: string, payload: unknown) =>
  call(method, url, admin.auth, payload as object);
const addFood = (name: string) =>
  call('POST', '/api/restaurant/item/add', world.owner.auth, {
    name,
    description: 'রান্না করা হয় অর্ডারে।',
    price: 280,
    image,
    category: world.category.id,
    tags: world.tag.id,
    is_available: true,
  });
const newRestaurant = async (name: string) => {
  const { user } = await createUser(ctx.db);
  const address = 'বাড়ি ৭, রোড ১১, গুলশান ১, ঢাকা';
  return asAdmin('POST', '/api/restaurant/create/', {
    name,
    address,
    phone_number: '01712345678',
    is_approved: true,
    owner: user.id,
  });
};

describe('names in Bangla get readable Latin slugs', () => {
  it('a category', async () => {
    const res = await asAdmin('POST', '/api/restaurant/category/', { name: 'কাচ্চি বিরিয়ানি' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ name: 'কাচ্চি বিরিয়ানি', slug: 'kacchi-biriyani' });
    const [row] = await ctx.db.select().from(categories).where(eq(categories.id, res.json().id));
    expect(row).toMatchObject({ name: 'কাচ্চি বিরিয়ানি', slug: 'kacchi-biriyani' });
    const renamed = await asAdmin('PUT', `/api/restaurant/category/update/${res.json().id}/`, {
      name: 'মোরগ পোলাও',
    });
    expect(renamed.json()).toMatchObject({ name: 'মোরগ পোলাও', slug: 'morog-polao' });
  });

  it('a tag; a client-sent slug must still be the name’s', async () => {
    const res = await asAdmin('POST', '/api/restaurant/tags/', { name: 'ঝাল খাবার', slug: 'jhal-khabar' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ id: expect.any(Number), name: 'ঝাল খাবার', slug: 'jhal-khabar' });
    const [row] = await ctx.db.select().from(tags).where(eq(tags.id, res.json().id));
    expect(row?.slug).toBe('jhal-khabar');
    const wrong = await asAdmin('POST', '/api/restaurant/tags/', { name: 'মিষ্টি', slug: 'sweets' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ slug: ['The slug is made from the name: "mishti".'] });
  });

  it('a restaurant, with a suffix when the slug is taken; an owner renaming keeps it readable', async () => {
    const first = await newRestaurant('ভোজ ঘর');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'ভোজ ঘর', slug: 'bhoj-ghor' });
    const second = await newRestaurant('ভোজ ঘর');
    expect(second.json()).toMatchObject({ name: 'ভোজ ঘর', slug: 'bhoj-ghor-2' });
    const rows = await ctx.db.select({ slug: restaurants.slug }).from(restaurants);
    expect(rows.map((r) => r.slug)).toEqual(expect.arrayContaining(['bhoj-ghor', 'bhoj-ghor-2']));

    const renamed = await call('PUT', '/api/restaurant/update/', world.owner.auth, {
      name: 'কাচ্চি ঘর',
      address: 'House 12, Road 7, Dhanmondi, Dhaka',
      phone_number: '01812345678',
      cover_image: null,
    });
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toMatchObject({ name: 'কাচ্চি ঘর', slug: 'kacchi-ghor' });
  });

  it('a food, with a suffix when the slug is taken, found by its slug', async () => {
    const first = await addFood('মোরগ পোলাও');
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ name: 'মোরগ পোলাও', slug: 'morog-polao' });
    const second = await addFood('মোরগ পোলাও');
    expect(second.json()).toMatchObject({ slug: 'morog-polao-2' });
    const [row] = await ctx.db.select().from(foods).where(eq(foods.id, second.json().id));
    expect(row).toMatchObject({ name: 'মোরগ পোলাও', slug: 'morog-polao-2' });
    const detail = await call('GET', '/api/restaurant/details/morog-polao/');
    expect(detail.json()).toMatchObject({ id: first.json().id, name: 'মোরগ পোলাও' });
  });

  it('a name with no letter or digit in any script is still refused', async () => {
    const res = await asAdmin('POST', '/api/restaurant/category/', { name: '!!! ।' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ name: ['The name needs at least one letter or digit.'] });
  });
});
