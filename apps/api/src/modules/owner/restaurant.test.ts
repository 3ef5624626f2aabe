import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines, restaurants } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUpload, createUser } from '../../test/factories.ts';
import { restaurantFor } from '../catalog/testing.ts';
import { ownerWorld, placeOrder } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof ownerWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await ownerWorld(ctx.db);
  await createUpload(ctx.db, world.owner.user.id, COVER.slice('/media/'.length));
  await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Kacchi' });
  await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Old Special', isAvailable: false });
});
afterAll(() => ctx.close());

const COVER = '/media/uploads/2026/03/00112233445566778899aabbccddeeff.webp';
const info = (headers: Record<string, string>) =>
  ctx.app.inject({ method: 'GET', url: '/api/restaurant/info/', headers });
const update = (payload: object, headers = world.owner.auth) =>
  ctx.app.inject({ method: 'PUT', url: '/api/restaurant/update/', headers, payload });
const form = (overrides: Record<string, unknown> = {}) => ({
  name: 'Kacchi Ghor',
  address: 'House 12, Road 7, Dhanmondi, Dhaka',
  phone_number: '01812345678',
  cover_image: null,
  ...overrides,
});

describe('GET restaurant/info/', () => {
  it('answers the owner’s restaurant in the Restaurant shape', async () => {
    const res = await info(world.owner.auth);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: world.restaurant.id,
      name: 'Kacchi Ghor',
      slug: 'kacchi-ghor',
      address: 'House 1, Road 2, Dhanmondi, Dhaka',
      phone_number: null,
      email: world.owner.user.email,
      cover_image: '',
      is_approved: true,
      owner: world.owner.user.username,
      owner_id: world.owner.user.id,
      total_foods: 1,
    });
  });

  it('answers an unapproved restaurant to its owner too', async () => {
    const { owner, restaurant } = await restaurantFor(ctx.db, 'Pending Place', false);
    expect((await info(owner.auth)).json()).toMatchObject({ id: restaurant.id, is_approved: false });
  });

  it('answers 404 {"error": "Restaurant not found"} to an owner without one', async () => {
    const { auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    const res = await info(auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Restaurant not found' });
  });
});

describe('PUT restaurant/update/', () => {
  it('changes name, address, phone and cover; the slug follows; past orders stay linked', async () => {
    const { lineIds } = await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.restaurant, price: 300, quantity: 1, status: 'Completed' },
    ]);
    const res = await update(form({ name: 'Kacchi Ghor Dhanmondi', cover_image: COVER }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: world.restaurant.id,
      name: 'Kacchi Ghor Dhanmondi',
      slug: 'kacchi-ghor-dhanmondi',
      address: 'House 12, Road 7, Dhanmondi, Dhaka',
      phone_number: '+8801812345678',
      cover_image: ctx.config.publicUrl + COVER,
      total_foods: 1,
    });
    const [line] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, lineIds[0]!));
    expect(line?.restaurantId).toBe(world.restaurant.id);
    const stats = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/data/',
      headers: world.owner.auth,
    });
    expect(stats.json().total_sales).toBe(300);
    const renamed = await ctx.app.inject({
      method: 'GET',
      url: '/api/restaurant/info/kacchi-ghor-dhanmondi/',
    });
    expect(renamed.json()).toMatchObject({ name: 'Kacchi Ghor Dhanmondi' });
    expect(
      (await ctx.app.inject({ method: 'GET', url: '/api/restaurant/info/kacchi-ghor/' })).statusCode,
    ).toBe(404);
  });

  it('keeps the cover on null or "", and the slug while the name is unchanged', async () => {
    for (const cover_image of [null, '', undefined]) {
      const res = await update(form({ name: 'Kacchi Ghor Dhanmondi', cover_image }));
      expect(res.json()).toMatchObject({
        slug: 'kacchi-ghor-dhanmondi',
        cover_image: ctx.config.publicUrl + COVER,
      });
    }
  });

  it('gives a slug another restaurant holds -2', async () => {
    const res = await update(form({ name: 'Other Place' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().slug).toBe('other-place-2');
    const [theirs] = await ctx.db
      .select()
      .from(restaurants)
      .where(eq(restaurants.id, world.otherRestaurant.id));
    expect(theirs?.slug).toBe('other-place');
  });

  it('answers 400 on each bad field and changes nothing', async () => {
    const before = (await info(world.owner.auth)).json();
    const cases: [Record<string, unknown>, Record<string, string[]>][] = [
      [{ name: '' }, { name: ['Name is required.'] }],
      [{ address: undefined }, { address: ['Address is required.'] }],
      [
        { phone_number: '12345' },
        { phone_number: ['Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.'] },
      ],
      [{ name: 'x'.repeat(201) }, { name: ['Name must be at most 200 characters.'] }],
      [
        { cover_image: 'http://evil.example/x.png' },
        { cover_image: ['Upload the image here: links to images elsewhere are not accepted.'] },
      ],
    ];
    for (const [overrides, expected] of cases) {
      const res = await update(form({ name: 'Changed', ...overrides }));
      expect(res.statusCode, JSON.stringify(overrides)).toBe(400);
      expect(res.json()).toEqual(expected);
    }
    expect((await info(world.owner.auth)).json()).toEqual(before);
  });

  it('answers 404 "Restaurant not found" to an owner without one', async () => {
    const { auth } = await createUser(ctx.db, { role: 'restaurant_owner' });
    const res = await update(form({ name: 'Phantom' }), auth);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: 'Restaurant not found' });
  });
});
