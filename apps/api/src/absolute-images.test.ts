import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, foods, restaurants, users } from './db/schema/index.ts';
import { createShopper, orderingWorld, shopperCalls } from './test/shopping.ts';
import { createTestContext, type TestContext } from './test/context.ts';
import { createUpload, createUser } from './test/factories.ts';
import { form, png } from './modules/uploads/test-images.ts';

const SITE = 'https://bhoj.example';
let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ PUBLIC_URL: SITE });
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const FOREIGN = ['Upload the image here: links to images elsewhere are not accepted.'];

/** Every string in an answer that names a file under /media/, with where it was found. */
function mediaUrls(value: unknown, at = ''): { at: string; url: string }[] {
  if (typeof value === 'string') return value.includes('/media/') ? [{ at, url: value }] : [];
  if (Array.isArray(value)) return value.flatMap((item, i) => mediaUrls(item, `${at}[${i}]`));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => mediaUrls(item, `${at}.${key}`));
  }
  return [];
}

describe('image URLs in answers', () => {
  it('are absolute under PUBLIC_URL in every answer of every read, as every role', async () => {
    const world = await orderingWorld(ctx.db);
    const image = { image: '/media/demo/thing.webp' };
    await ctx.db.update(categories).set(image).where(eq(categories.id, world.first.category.id));
    await ctx.db
      .update(restaurants)
      .set({ coverImage: '/media/demo/cover.webp' })
      .where(eq(restaurants.id, world.first.restaurant.id));
    const shopper = await createShopper(ctx.db, { profileImage: '/media/demo/me.webp' });
    const shop = shopperCalls(ctx.app, shopper.auth);
    await shop.add(world.kacchi.slug);
    expect(
      (await shop.checkout({ address: 'Road 5, Banani', payment_method: 'cash_on_delivery' })).statusCode,
    ).toBe(201);
    await shop.add(world.kacchi.slug);
    const admin = await createUser(ctx.db, { role: 'admin', profileImage: '/media/demo/admin.webp' });
    const { paths } = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const reads = Object.keys(paths).filter((p) => paths[p]?.get && p !== '/api/events/');
    const slugs: Record<string, string> = {
      slug: world.kacchi.slug,
      tag: world.first.tag.slug,
    };
    const found: string[] = [];
    for (const path of reads) {
      for (const headers of [{}, shopper.auth, world.first.owner.auth, admin.auth] as Headers[]) {
        for (const slug of [
          slugs,
          { ...slugs, slug: world.first.restaurant.slug },
          { slug: world.first.category.slug },
        ]) {
          const url = path.replace(/\{(\w+)\}/g, (_, name: string) => slug[name] ?? String(world.kacchi.id));
          const res = await ctx.app.inject({ method: 'GET', url, headers });
          if (res.statusCode !== 200 || !res.headers['content-type']?.toString().includes('json')) continue;
          for (const { at, url: media } of mediaUrls(res.json())) {
            expect(media, `${url}${at}`).toMatch(/^https:\/\/bhoj\.example\/media\/[\w/.-]+$/);
            found.push(`${path}${at.replace(/\[\d+\]/g, '[]')}`);
          }
        }
      }
    }
    // The answers that carry images were all reached: foods, categories, restaurants, cart, orders, profile.
    const fields = new Set(found.map((f) => f.split('.').pop()));
    expect([...fields].sort()).toEqual(
      ['cover_image', 'food_image', 'image', 'item_image', 'profile_image'].sort(),
    );
  });

  it('answers the upload with its absolute URL, which serves the image under /media/', async () => {
    const { auth } = await createUser(ctx.db);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/uploads/',
      headers: auth,
      payload: form({ file: { data: await png(20, 20), name: 'a.png', type: 'image/png' } }),
    });
    expect(res.statusCode).toBe(201);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(
      /^https:\/\/bhoj\.example\/media\/uploads\/\d{4}\/\d{2}\/[0-9a-f]{32}\.\d+x\d+\.webp$/,
    );
    const served = await ctx.app.inject({ method: 'GET', url: url.slice(SITE.length) });
    expect(served.statusCode).toBe(200);
  });
});

describe('image fields of requests', () => {
  const putProfile = (auth: Headers, profile_image: string) =>
    ctx.app.inject({
      method: 'PUT',
      url: '/api/accounts/profile/',
      headers: auth,
      payload: { first_name: 'Rahima', last_name: 'Akter', phone_number: '01712345678', profile_image },
    });

  it("take the site's own absolute URL or the /media/ path, store the path and answer the absolute URL", async () => {
    const { user, auth } = await createUser(ctx.db);
    const [a, b] = [await createUpload(ctx.db, user.id), await createUpload(ctx.db, user.id)];
    for (const sent of [SITE + a, b]) {
      const res = await putProfile(auth, sent);
      expect(res.statusCode, sent).toBe(200);
      const path = sent.replace(SITE, '');
      expect(res.json().profile_image).toBe(SITE + path);
      const [row] = await ctx.db.select().from(users).where(eq(users.id, user.id));
      expect(row!.profileImage).toBe(path);
    }
  });

  it('refuse images elsewhere, on every image field', async () => {
    const { auth } = await createUser(ctx.db);
    const world = await orderingWorld(ctx.db, ' x');
    const admin = await createUser(ctx.db, { role: 'admin' });
    const owner = world.first.owner.auth;
    const food = { name: 'Tehari', price: 180, category: world.first.category.id, tags: world.first.tag.id };
    const foreign = [
      'https://evil.example/media/a.webp',
      `${SITE}.evil.example/media/a.webp`,
      `${SITE}/media/../secret`,
      `${SITE}/other/a.webp`,
      'http://bhoj.example/media/a.webp',
    ];
    for (const image of foreign) {
      const calls: [string, string, Headers, object, string][] = [
        [
          'PUT',
          '/api/accounts/profile/',
          auth,
          { first_name: 'R', last_name: 'A', phone_number: '01712345678', profile_image: image },
          'profile_image',
        ],
        ['POST', '/api/restaurant/category/', admin.auth, { name: `Cat ${Math.random()}`, image }, 'image'],
        [
          'PUT',
          '/api/restaurant/update/',
          owner,
          {
            name: world.first.restaurant.name,
            address: 'Road 1, Dhaka',
            phone_number: '01712345678',
            cover_image: image,
          },
          'cover_image',
        ],
        ['POST', '/api/restaurant/item/add', owner, { ...food, image }, 'image'],
        ['PUT', `/api/restaurant/item/update/${world.kacchi.id}/`, owner, { ...food, image }, 'image'],
      ];
      for (const [method, url, headers, payload, field] of calls) {
        const res = await ctx.app.inject({ method: method as 'PUT', url, headers, payload });
        expect(res.statusCode, `${method} ${url} ${image}: ${res.body}`).toBe(400);
        expect(res.json(), `${method} ${url} ${image}`).toEqual({ [field]: FOREIGN });
      }
    }
    const [kacchi] = await ctx.db.select().from(foods).where(eq(foods.id, world.kacchi.id));
    expect(kacchi!.image).toBe('/media/k.webp');
  });
});
