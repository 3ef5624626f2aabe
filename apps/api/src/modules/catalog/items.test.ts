import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { comments } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createTag, createUser } from '../../test/factories.ts';
import { catalogWorld, FOOD_KEYS, foodsNamed, minute, restaurantFor } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
let raters: number[];
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
  raters = [];
  for (let i = 0; i < 3; i++) raters.push((await createUser(ctx.db)).user.id);
});
afterAll(() => ctx.close());

const items = (headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: '/api/restaurant/items/', headers });
type Item = { name: string; food_tag: string };

async function rate(foodId: number, ...ratings: number[]) {
  await ctx.db
    .insert(comments)
    .values(ratings.map((rating, i) => ({ foodId, userId: raters[i]!, rating, comment: 'Rated.' })));
}

describe('GET restaurant/items/', () => {
  it('answers at most 24 listed foods per tag, best rated first, then most rated, then newest', async () => {
    const popular = await createTag(ctx.db, 'Popular');
    const popularRefs = { ...world.refs, tagId: popular.id };
    const made = await foodsNamed(ctx.db, popularRefs, 'Plate', 26); // Plate 26 is the newest
    await rate(made[0]!.id, 5, 5); // Plate 01: 5.0 from two ratings
    await rate(made[1]!.id, 5); // Plate 02: 5.0 from one
    await rate(made[2]!.id, 4, 5); // Plate 03: 4.5
    await rate(made[3]!.id, 1); // Plate 04: 1.0, still above the unrated
    await createFood(ctx.db, popularRefs, { name: 'Plate Off', isAvailable: false, createdAt: minute(90) });
    const hidden = await restaurantFor(ctx.db, 'Hidden Kitchen', false);
    await createFood(
      ctx.db,
      { ...popularRefs, restaurantId: hidden.restaurant.id },
      { name: 'Plate Hidden', createdAt: minute(91) },
    );
    const quick = await createTag(ctx.db, 'Quick and affordable');
    await foodsNamed(ctx.db, { ...world.refs, tagId: quick.id }, 'Snack', 2, 100);

    const res = await items();
    expect(res.statusCode).toBe(200);
    const body = res.json() as Item[];
    const popularNames = body.filter((f) => f.food_tag === 'popular').map((f) => f.name);
    expect(popularNames).toHaveLength(24);
    expect(popularNames.slice(0, 6)).toEqual([
      'Plate 01',
      'Plate 02',
      'Plate 03',
      'Plate 04',
      'Plate 26',
      'Plate 25',
    ]);
    // The two oldest unrated foods fall beyond the 24.
    expect(popularNames).not.toContain('Plate 05');
    expect(popularNames).not.toContain('Plate 06');
    expect(popularNames).not.toContain('Plate Off');
    expect(popularNames).not.toContain('Plate Hidden');
    // Tags in name order, each tag's foods together.
    expect(body.map((f) => f.food_tag).filter((t, i, all) => all.indexOf(t) === i)).toEqual([
      'popular',
      'quick-and-affordable',
    ]);
    expect(body.filter((f) => f.food_tag === 'quick-and-affordable').map((f) => f.name)).toEqual([
      'Snack 02',
      'Snack 01',
    ]);
    expect(Object.keys(body[0]!).sort()).toEqual(FOOD_KEYS);
  });

  it('answers an ETag and 304 while nothing changed; a new rating changes it', async () => {
    const first = await items();
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^W\/".+"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const same = await items({ 'if-none-match': etag });
    expect(same.statusCode).toBe(304);
    expect(same.body).toBe('');

    // A 5-star rating lifts Plate 05 into the 24: the answer, and so the ETag, changes.
    const plate5 = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/details/plate-05/' });
    await rate(plate5.json().id as number, 5);
    const changed = await items({ 'if-none-match': etag });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect((changed.json() as Item[]).map((f) => f.name)).toContain('Plate 05');
  });
});
