import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSearchNames } from '../../db/fill-search-names.ts';
import { foods } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood } from '../../test/factories.ts';
import { catalogWorld, minute } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await catalogWorld(ctx.db);
  const food = (name: string, n: number) => createFood(ctx.db, world.refs, { name, createdAt: minute(n) });
  await food('কাচ্চি বিরিয়ানি', 1);
  await food('Chicken Biryani', 2);
  await food('বিরিয়ানি স্পেশাল', 3);
  await food('মোরগ পোলাও', 4);
  await food('Beef Tehari', 5);
  await food('চিকেন বার্গার', 6);
});
afterAll(() => ctx.close());

const names = async (text: string) => {
  const res = await ctx.app.inject({
    method: 'GET',
    url: `/api/restaurant/search/?q=${encodeURIComponent(text)}`,
  });
  expect(res.statusCode).toBe(200);
  return (res.json().results as { name: string }[]).map((food) => food.name);
};

describe('GET restaurant/search/ across scripts', () => {
  it('finds Bangla names by Bangla words, those starting with the text first', async () => {
    expect(await names('বিরিয়ানি')).toEqual(['বিরিয়ানি স্পেশাল', 'Chicken Biryani', 'কাচ্চি বিরিয়ানি']);
    expect(await names('মোরগ')).toEqual(['মোরগ পোলাও']);
  });

  it('finds Bangla names by their Latin spellings, the dictionary’s and the letters’', async () => {
    expect(await names('kacchi')).toEqual(['কাচ্চি বিরিয়ানি']);
    expect(await names('Biryani')).toEqual(['বিরিয়ানি স্পেশাল', 'Chicken Biryani', 'কাচ্চি বিরিয়ানি']);
    expect(await names('biriyani')).toEqual(['বিরিয়ানি স্পেশাল', 'কাচ্চি বিরিয়ানি']);
    expect(await names('morog')).toEqual(['মোরগ পোলাও']);
    expect(await names('kacchi biryani')).toEqual(['কাচ্চি বিরিয়ানি']);
  });

  it('finds Latin names by the Bangla words of the dish dictionary', async () => {
    expect(await names('চিকেন')).toEqual(['চিকেন বার্গার', 'Chicken Biryani']);
    // The dictionary links scripts, not synonyms within Bangla: চিকেন বার্গার holds no মুরগি.
    expect(await names('মুরগি')).toEqual(['Chicken Biryani']);
    expect(await names('তেহারি')).toEqual(['Beef Tehari']);
    expect(await names('chicken')).toEqual(['Chicken Biryani', 'চিকেন বার্গার']);
  });

  it('follows a rename by the owner', async () => {
    const food = await createFood(ctx.db, world.refs, { name: 'হালিম' });
    expect(await names('haleem')).toEqual(['হালিম']);
    const res = await ctx.app.inject({
      method: 'PUT',
      url: `/api/restaurant/item/update/${food.id}/`,
      headers: world.owner.auth,
      payload: {
        name: 'ফুচকা',
        description: 'Crisp shells.',
        price: 120,
        category: world.category.id,
        tags: world.tag.id,
        is_available: true,
      },
    });
    expect(res.statusCode).toBe(200);
    expect(await names('haleem')).toEqual([]);
    expect(await names('phuchka')).toEqual(['ফুচকা']);
    const [row] = await ctx.db.select().from(foods).where(eq(foods.id, food.id));
    expect(row?.searchName).toBe('ফুচকা\t fuchka phuchka');
  });

  it('fills the search names of rows older than the column when the database is migrated', async () => {
    const old = await createFood(ctx.db, world.refs, { name: 'দই ফুচকা' });
    await ctx.db.update(foods).set({ searchName: '' }).where(eq(foods.id, old.id));
    expect(await names('doi')).toEqual([]);
    await fillSearchNames(ctx.db, 1);
    const [row] = await ctx.db.select().from(foods).where(eq(foods.id, old.id));
    expect(row?.searchName).toBe('দই ফুচকা\t doi yogurt fuchka phuchka');
    expect(await names('doi')).toEqual(['দই ফুচকা']);
  });
});
