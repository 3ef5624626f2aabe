import { BUYERS_ONLY_MESSAGE } from '@bhoj/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createBuyer, createFood, createOrder, createUser } from '../../test/factories.ts';
import { catalogWorld } from '../catalog/testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
});
afterAll(() => ctx.close());

type Headers = Record<string, string>;
const call = (method: 'GET' | 'POST', url: string, headers: Headers = {}, payload?: object) =>
  ctx.app.inject({ method, url: `/api/restaurant/${url}`, headers, payload });
const rate = (slug: string, headers: Headers, rating = 4) =>
  call('POST', `feedback/${slug}/`, headers, { rating, comment: 'Tasty.' });
const answer = (commentId: number, headers: Headers, reply = 'Thank you!') =>
  call('POST', `feedback-reply/${commentId}/`, headers, { reply });
const rowsOf = (foodId: number) => ctx.db.select().from(comments).where(eq(comments.foodId, foodId));
const lineOf = (food: { id: number; restaurantId: number }, status: 'Pending' | 'Paid' | 'Canceled') => ({
  restaurantId: food.restaurantId,
  foodId: food.id,
  price: 250,
  quantity: 1,
  status,
});

describe('rating needs a Completed order line of the food', () => {
  it('refuses a customer who never ordered it, or whose line is not Completed: 403, no row', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'Buyers Only Biryani' });
    const other = await createFood(ctx.db, world.refs, { name: 'Other Dish' });
    const never = await createUser(ctx.db);
    const waiting = await createUser(ctx.db);
    await createOrder(ctx.db, waiting.user.id, [lineOf(food, 'Pending'), lineOf(food, 'Paid')]);
    const canceled = await createUser(ctx.db);
    await createOrder(ctx.db, canceled.user.id, [lineOf(food, 'Canceled')]);
    const otherBuyer = await createBuyer(ctx.db, other);
    for (const customer of [never, waiting, canceled, otherBuyer]) {
      const res = await rate(food.slug, customer.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ error: BUYERS_ONLY_MESSAGE });
    }
    expect(await rowsOf(food.id)).toEqual([]);
  });

  it('lets a customer who received it rate it', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'Delivered Kacchi' });
    const buyer = await createBuyer(ctx.db, food);
    const res = await rate(food.slug, buyer.auth, 5);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ rating: 5, comment: 'Tasty.', reply: null, replied_at: null });
    expect(await rowsOf(food.id)).toMatchObject([{ userId: buyer.user.id, rating: 5 }]);
  });
});

describe('GET restaurant/feedback-eligibility/{slug}/', () => {
  it('tells a customer whether they may rate the food', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'Eligible Haleem' });
    const buyer = await createBuyer(ctx.db, food);
    const stranger = await createUser(ctx.db);
    const yes = await call('GET', `feedback-eligibility/${food.slug}/`, buyer.auth);
    expect(yes.statusCode).toBe(200);
    expect(yes.json()).toEqual({ can_rate: true });
    expect((await call('GET', `feedback-eligibility/${food.slug}/`, stranger.auth)).json()).toEqual({
      can_rate: false,
    });
  });

  it('answers 401 to visitors, 403 to owners, 404 for an unknown food', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'Guarded Nihari' });
    expect((await call('GET', `feedback-eligibility/${food.slug}/`)).statusCode).toBe(401);
    expect((await call('GET', `feedback-eligibility/${food.slug}/`, world.owner.auth)).statusCode).toBe(403);
    const unknown = await call('GET', 'feedback-eligibility/no-such-food/', (await createUser(ctx.db)).auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
  });
});

describe('POST restaurant/feedback-reply/{id}/', () => {
  async function ratedFood(name: string) {
    const food = await createFood(ctx.db, world.refs, { name });
    const buyer = await createBuyer(ctx.db, food);
    const comment = (await rate(food.slug, buyer.auth)).json();
    return { food, buyer, comment };
  }

  it("lets the food's owner answer once; the list shows the reply under the comment", async () => {
    const { food, buyer, comment } = await ratedFood('Replied Tehari');
    const res = await answer(comment.id, world.owner.auth, '  Glad you liked it!  ');
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({
      ...comment,
      reply: 'Glad you liked it!',
      replied_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    const [listed] = (await call('GET', `feedback-list/${food.slug}/`)).json();
    expect(listed).toMatchObject({ id: comment.id, reply: 'Glad you liked it!' });

    const again = await answer(comment.id, world.owner.auth, 'Changed my mind.');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ error: 'You have already replied to this comment.' });
    expect(await rowsOf(food.id)).toMatchObject([{ reply: 'Glad you liked it!' }]);

    // The customer's new rating keeps the reply.
    await rate(food.slug, buyer.auth, 2);
    expect(await rowsOf(food.id)).toMatchObject([{ rating: 2, reply: 'Glad you liked it!' }]);
  });

  it("refuses another restaurant's owner, customers and admins (403), visitors (401); no reply written", async () => {
    const { food, comment } = await ratedFood('Unanswered Polao');
    const stranger = await catalogWorld(ctx.db);
    const others = [stranger.owner, await createUser(ctx.db), await createUser(ctx.db, { role: 'admin' })];
    for (const other of others) {
      const res = await answer(comment.id, other.auth);
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ detail: 'You do not have permission to perform this action.' });
    }
    expect((await answer(comment.id, {})).statusCode).toBe(401);
    expect(await rowsOf(food.id)).toMatchObject([{ reply: null, repliedAt: null }]);
  });

  it('answers 404 for an unknown comment and 400 for a bad id or a blank reply', async () => {
    const { comment } = await ratedFood('Blank Reply Bhuna');
    const unknown = await answer(2_000_000_000, world.owner.auth);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Not found.' });
    expect((await call('POST', 'feedback-reply/abc/', world.owner.auth, { reply: 'Hi' })).statusCode).toBe(
      400,
    );
    const blank = await answer(comment.id, world.owner.auth, '   ');
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({ reply: ['Reply is required.'] });
  });
});
