import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments, users } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createBuyer, createFood, createUser } from '../../test/factories.ts';
import { catalogWorld, restaurantFor } from '../catalog/testing.ts';

let ctx: TestContext;
let food: Awaited<ReturnType<typeof createFood>>;
let refs: Awaited<ReturnType<typeof catalogWorld>>['refs'];
beforeAll(async () => {
  ctx = await createTestContext();
  ({ refs } = await catalogWorld(ctx.db));
  food = await createFood(ctx.db, refs, { name: 'Beef Tehari' });
});
afterAll(() => ctx.close());

const post = (slug: string, payload: unknown, headers: Record<string, string> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/restaurant/feedback/${slug}/`,
    payload: payload as object,
    headers,
  });
const list = (slug: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/restaurant/feedback-list/${slug}/` });
const rowsOf = (foodId: number) => ctx.db.select().from(comments).where(eq(comments.foodId, foodId));

describe('POST restaurant/feedback/{slug}/', () => {
  it('lets a customer rate and comment: 201 with the Comment', async () => {
    const customer = await createBuyer(ctx.db, food, { firstName: 'Rahim', lastName: 'Uddin' });
    const res = await post('beef-tehari', { rating: 4, comment: '  Rich and smoky.  ' }, customer.auth);
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body).toEqual({
      id: expect.any(Number),
      username: customer.user.username,
      first_name: 'Rahim',
      last_name: 'Uddin',
      rating: 4,
      comment: 'Rich and smoky.',
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
      reply: null,
      replied_at: null,
    });
    const [row] = await rowsOf(food.id);
    expect(row).toMatchObject({
      id: body.id,
      userId: customer.user.id,
      rating: 4,
      comment: 'Rich and smoky.',
    });
  });

  it("updates the customer's one comment on a second post, still 201", async () => {
    const other = await createFood(ctx.db, refs, { name: 'Morog Polao' });
    const customer = await createBuyer(ctx.db, other);
    const first = (await post('morog-polao', { rating: 2, comment: 'Too dry.' }, customer.auth)).json();
    const second = await post('morog-polao', { rating: '5', comment: 'Better today!' }, customer.auth);
    expect(second.statusCode).toBe(201);
    expect(second.json()).toMatchObject({ id: first.id, rating: 5, comment: 'Better today!' });
    expect(second.json().created_at).toBe(first.created_at);
    const rows = await rowsOf(other.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ rating: 5, comment: 'Better today!' });
  });

  it('refuses owners and admins (403) and visitors (401)', async () => {
    for (const role of ['restaurant_owner', 'admin'] as const) {
      const res = await post(
        'beef-tehari',
        { rating: 5, comment: 'Mine!' },
        (await createUser(ctx.db, { role })).auth,
      );
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    const anonymous = await post('beef-tehari', { rating: 5, comment: 'Hi' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    expect(await rowsOf(food.id)).toHaveLength(1);
  });

  it('answers 400 on the rating unless it is a whole number from 1 to 5', async () => {
    const { auth } = await createBuyer(ctx.db, food);
    for (const rating of [0, 6, 'x', 3.5, '', true, null]) {
      const res = await post('beef-tehari', { rating, comment: 'Fine.' }, auth);
      expect(res.statusCode, String(rating)).toBe(400);
      expect(Object.keys(res.json())).toEqual(['rating']);
    }
    const missing = await post('beef-tehari', { comment: 'Fine.' }, auth);
    expect(missing.json()).toEqual({ rating: ['Rating is required.'] });
    expect((await post('beef-tehari', { rating: 0, comment: 'Fine.' }, auth)).json()).toEqual({
      rating: ['Choose a rating from 1 to 5 stars.'],
    });
  });

  it('answers 400 on the comment when blank, missing or too long', async () => {
    const { auth } = await createBuyer(ctx.db, food);
    expect((await post('beef-tehari', { rating: 3, comment: '   ' }, auth)).json()).toEqual({
      comment: ['Comment is required.'],
    });
    expect((await post('beef-tehari', { rating: 3 }, auth)).json()).toEqual({
      comment: ['Comment is required.'],
    });
    const long = await post('beef-tehari', { rating: 3, comment: 'x'.repeat(2001) }, auth);
    expect(long.statusCode).toBe(400);
    expect(Object.keys(long.json())).toEqual(['comment']);
    expect((await post('beef-tehari', { rating: 3, comment: 'x'.repeat(2000) }, auth)).statusCode).toBe(201);
  });

  it('drops NUL characters from the comment', async () => {
    const shingara = await createFood(ctx.db, refs, { name: 'Shingara' });
    const res = await post(
      'shingara',
      { rating: 4, comment: 'Hot\u0000 and fresh' },
      (await createBuyer(ctx.db, shingara)).auth,
    );
    expect(res.statusCode).toBe(201);
    expect(res.json().comment).toBe('Hot and fresh');
  });

  it('answers 404 for an unknown food and for a food of an unapproved restaurant', async () => {
    const { auth } = await createUser(ctx.db);
    const hidden = await restaurantFor(ctx.db, 'Hidden Kitchen', false);
    await createFood(ctx.db, { ...refs, restaurantId: hidden.restaurant.id }, { name: 'Hidden Dish' });
    for (const slug of ['no-such-food', 'hidden-dish']) {
      const res = await post(slug, { rating: 3, comment: 'Hm.' }, auth);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Not found.' });
    }
  });

  it('accepts comments on an unavailable food (its page still opens)', async () => {
    const pitha = await createFood(ctx.db, refs, { name: 'Seasonal Pitha', isAvailable: false });
    const res = await post(
      'seasonal-pitha',
      { rating: 5, comment: 'Come back soon.' },
      (await createBuyer(ctx.db, pitha)).auth,
    );
    expect(res.statusCode).toBe(201);
  });
});

describe('GET restaurant/feedback-list/{slug}/', () => {
  it("answers a food's comments newest first, as a plain array", async () => {
    const fuchka = await createFood(ctx.db, refs, { name: 'Fuchka' });
    const posted = [];
    for (const [rating, text] of [
      [5, 'First!'],
      [3, 'Second.'],
      [1, 'Third.'],
    ] as const) {
      const { auth } = await createBuyer(ctx.db, fuchka);
      posted.push((await post('fuchka', { rating, comment: text }, auth)).json());
    }
    const res = await list('fuchka');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(posted.reverse());
    expect(Object.keys(res.json()[0]).sort()).toEqual(
      [
        'id',
        'username',
        'first_name',
        'last_name',
        'rating',
        'comment',
        'created_at',
        'reply',
        'replied_at',
      ].sort(),
    );
  });

  it('answers [] for a food without comments, 404 for an unknown food', async () => {
    await createFood(ctx.db, refs, { name: 'Plain Rice' });
    expect((await list('plain-rice')).json()).toEqual([]);
    const unknown = await list('no-such-food');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
  });

  it("shows the author's current names", async () => {
    const jhalmuri = await createFood(ctx.db, refs, { name: 'Jhalmuri' });
    const customer = await createBuyer(ctx.db, jhalmuri);
    await post('jhalmuri', { rating: 4, comment: 'Crunchy.' }, customer.auth);
    await ctx.db.update(users).set({ firstName: 'Karim' }).where(eq(users.id, customer.user.id));
    expect((await list('jhalmuri')).json()[0]).toMatchObject({ first_name: 'Karim', last_name: '' });
  });
});
