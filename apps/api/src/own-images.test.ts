import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, foods, restaurants, users } from './db/schema/index.ts';
import { createTestContext, type TestContext } from './test/context.ts';
import { createCategory, createFood, createUpload } from './test/factories.ts';
import { ownerWorld } from './modules/owner/testing.ts';
import { form, png } from './modules/uploads/test-images.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof ownerWorld>>;
/** The other owner's upload: an upload, but not the caller's. */
let theirs: string;
/** Images the demo seed wrote: upload rows without an uploader. */
let seeded: string;
let seededElsewhere: string;
/** A path no upload recorded: no such file. */
const MADE_UP = '/media/uploads/2026/01/0123456789abcdef0123456789abcdef.1600x1200.webp';

beforeAll(async () => {
  ctx = await createTestContext();
  world = await ownerWorld(ctx.db);
  theirs = await createUpload(ctx.db, world.other.user.id);
  seeded = await createUpload(ctx.db, null, 'demo/kacchi.webp');
  seededElsewhere = await createUpload(ctx.db, null, 'demo/borhani.webp');
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const NOT_OWN = ['Upload the image here: only images uploaded from this account are accepted.'];
const absolute = (path: string) => ctx.config.publicUrl + path;
const send = (method: 'POST' | 'PUT', url: string, headers: Headers, payload: object) =>
  ctx.app.inject({ method, url, headers, payload });

/** A real upload through POST /api/uploads/: answers its absolute URL. */
async function upload(headers: Headers): Promise<string> {
  const payload = form({ file: { data: await png(), name: 'dish.png', type: 'image/png' } });
  const res = await ctx.app.inject({ method: 'POST', url: '/api/uploads/', headers, payload });
  expect(res.statusCode).toBe(201);
  return res.json().url;
}

type Call = (image: string) => Promise<{ statusCode: number; json: () => Record<string, unknown> }>;

/** Sends each image in `refused` and expects 400 on `field`, then `own`, expecting `ok`; answers that body. */
async function expectOnlyOwn(
  call: Call,
  field: string,
  refused: string[],
  own: { image: string; ok: number },
) {
  for (const image of refused) {
    const res = await call(image);
    expect(res.statusCode, image).toBe(400);
    expect(res.json(), image).toEqual({ [field]: NOT_OWN });
  }
  const res = await call(own.image);
  expect(res.statusCode).toBe(own.ok);
  expect(res.json()[field]).toBe(own.image);
  return res.json();
}

/** The record's current image (a seed image) sent back as answers carry it: 200, and it stays. */
async function expectKeptWhenSentBack(call: Call, field: string) {
  const res = await call(absolute(seeded));
  expect(res.statusCode).toBe(200);
  expect(res.json()[field]).toBe(absolute(seeded));
}

describe('image fields take the account’s own uploads only', () => {
  const foodBody = (image: string | null, name = 'Morog Polao') => ({
    name,
    price: 280,
    category: world.category.id,
    tags: world.tag.id,
    is_available: true,
    image,
  });

  it('food add: another owner’s upload, a seed image or a made-up path is refused, no food written', async () => {
    const before = await ctx.db.select().from(foods);
    const add = (image: string) =>
      send('POST', '/api/restaurant/item/add', world.owner.auth, foodBody(image));
    const refused = [theirs, absolute(theirs), seeded, MADE_UP];
    await expectOnlyOwn(add, 'image', refused, { image: await upload(world.owner.auth), ok: 201 });
    expect(await ctx.db.select().from(foods)).toHaveLength(before.length + 1);
  });

  it('food update: keeps a seed image sent back; refuses another food’s image, another owner’s upload', async () => {
    const food = await createFood(ctx.db, world.refs(world.restaurant.id), { name: 'Tehari', image: seeded });
    const put = (image: string | null, name = 'Beef Tehari') =>
      send('PUT', `/api/restaurant/item/update/${food.id}/`, world.owner.auth, foodBody(image, name));
    for (const image of [absolute(seeded), seeded, null]) {
      const res = await put(image);
      expect(res.statusCode, String(image)).toBe(200);
      expect(res.json().image).toBe(absolute(seeded));
    }
    const refused = [seededElsewhere, theirs, MADE_UP];
    const own = await upload(world.owner.auth);
    await expectOnlyOwn((image) => put(image, 'Mutton Tehari'), 'image', refused, { image: own, ok: 200 });
    const [row] = await ctx.db.select().from(foods).where(eq(foods.id, food.id));
    expect(row).toMatchObject({ name: 'Mutton Tehari', image: own.replace(ctx.config.publicUrl, '') });
    // Refused before anything changed: the name of a refused update was not written.
    expect((await put(theirs, 'Stolen Tehari')).statusCode).toBe(400);
    expect((await ctx.db.select().from(foods).where(eq(foods.id, food.id)))[0]?.name).toBe('Mutton Tehari');
  });

  it('restaurant update: keeps the cover sent back; refuses another owner’s upload or a made-up path', async () => {
    await ctx.db
      .update(restaurants)
      .set({ coverImage: seeded })
      .where(eq(restaurants.id, world.restaurant.id));
    const put = (cover_image: string) =>
      send('PUT', '/api/restaurant/update/', world.owner.auth, {
        name: 'Kacchi Ghor',
        address: 'House 12, Road 7, Dhanmondi, Dhaka',
        phone_number: '01812345678',
        cover_image,
      });
    await expectKeptWhenSentBack(put, 'cover_image');
    const refused = [theirs, seededElsewhere, MADE_UP];
    const own = await upload(world.owner.auth);
    await expectOnlyOwn(put, 'cover_image', refused, { image: own, ok: 200 });
  });

  it('category create and update: an admin may not use an owner’s upload; the seed image sent back is kept', async () => {
    const post = (image: string) =>
      send('POST', '/api/restaurant/category/', world.admin.auth, { name: 'Pitha', image });
    const ownerUpload = await upload(world.owner.auth);
    const before = await ctx.db.select().from(categories);
    await expectOnlyOwn(post, 'image', [ownerUpload, seeded, MADE_UP], {
      image: await upload(world.admin.auth),
      ok: 201,
    });
    expect(await ctx.db.select().from(categories)).toHaveLength(before.length + 1);

    const category = await createCategory(ctx.db, 'Bhorta');
    await ctx.db.update(categories).set({ image: seeded }).where(eq(categories.id, category.id));
    // The category form sends the current image back as the answers carry it.
    const put = (image: string, name = 'Bhorta & Bhaji') =>
      send('PUT', `/api/restaurant/category/update/${category.id}/`, world.admin.auth, { name, image });
    await expectKeptWhenSentBack(put, 'image');
    await expectOnlyOwn(put, 'image', [ownerUpload, seededElsewhere, MADE_UP], {
      image: await upload(world.admin.auth),
      ok: 200,
    });
  });

  it('profile image: keeps the current one sent back; refuses another account’s upload', async () => {
    const { customer } = world;
    await ctx.db.update(users).set({ profileImage: seeded }).where(eq(users.id, customer.user.id));
    const put = (profile_image: string) =>
      send('PUT', '/api/accounts/profile/', customer.auth, {
        first_name: 'Rahim',
        last_name: 'Uddin',
        phone_number: '01712345678',
        profile_image,
      });
    await expectKeptWhenSentBack(put, 'profile_image');
    const own = await upload(customer.auth);
    await expectOnlyOwn(put, 'profile_image', [theirs, seededElsewhere, MADE_UP], { image: own, ok: 200 });
  });
});
