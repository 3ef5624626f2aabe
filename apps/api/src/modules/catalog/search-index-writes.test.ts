import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { pageWindow } from '../../lib/paging.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUpload, createUser } from '../../test/factories.ts';
import type { Db } from '../../db/client.ts';
import { foodSearchService } from './food-search-service.ts';
import { readListedFoods } from './search-index-load.ts';
import { twoRestaurantsWorld } from './testing.ts';

/** Two owners with a restaurant each, a category, a tag, an admin and an image the first owner uploaded. */
async function searchWorld(db: Db) {
  const world = await twoRestaurantsWorld(db);
  const image = await createUpload(db, world.owner.user.id);
  return { ...world, image, admin: await createUser(db, { role: 'admin' }) };
}

let ctx: TestContext;
let world: Awaited<ReturnType<typeof searchWorld>>;
let service: ReturnType<typeof foodSearchService>;
/** Rebuilds wait here while a test holds them. */
let gate: Promise<void> = Promise.resolve();
let openGate = () => {};
const holdRebuilds = () => {
  gate = new Promise((resolve) => (openGate = resolve));
};

beforeAll(async () => {
  ctx = await createTestContext({ SEARCH_INDEX: 'true' });
  world = await searchWorld(ctx.db);
  const refs = world.refs(world.restaurant.id);
  await createFood(ctx.db, refs, { name: 'Tandoori Chicken' });
  await createFood(ctx.db, refs, { name: 'Chicken Biryani' });
  await createFood(ctx.db, world.refs(world.otherRestaurant.id), { name: 'Chicken Roll' });
  service = foodSearchService(
    { db: ctx.db, changes: ctx.changes, config: ctx.config, log: ctx.app.log },
    {
      quietMs: 0,
      read: async (abandoned) => {
        await gate;
        return readListedFoods(ctx.db, abandoned);
      },
    },
  );
});
afterAll(async () => {
  openGate();
  await service.close();
  await ctx.close();
});
beforeEach(() => openGate());

const names = async (text: string) =>
  (await service.find(text, pageWindow(1, 10))).results.map((food) => food.name);
/** Waits for the rebuild a search asked for, and says whether the index now answers. */
const rebuilt = async () => {
  await service.find('rebuild', pageWindow(1, 10));
  await service.settled();
  return service.indexed();
};

const call = (method: 'POST' | 'PUT', url: string, payload: object, headers = world.owner.auth) =>
  ctx.app.inject({ method, url: `/api${url}`, headers, payload });
const foodBody = (name: string, extra: object = {}) => ({
  name,
  price: 120,
  image: world.image,
  category: world.category.id,
  tags: world.tag.id,
  is_available: true,
  ...extra,
});

describe('the search index under writes', () => {
  it('answers from the index once built, as the statement did before', async () => {
    expect(service.indexed()).toBe(false);
    const before = await names('chicken');
    expect(before).toEqual(['Chicken Biryani', 'Chicken Roll', 'Tandoori Chicken']);
    expect(await rebuilt()).toBe(true);
    expect(await names('chicken')).toEqual(before);
    expect(service.indexed()).toBe(true);
  });

  it('reads a food’s row once per index, and afresh once a change has retired that index', async () => {
    expect(await rebuilt()).toBe(true);
    await names('biryani');
    const statements = vi.spyOn(ctx.db, 'execute');
    try {
      expect(await names('biryani')).toEqual(['Chicken Biryani']);
      expect(statements).not.toHaveBeenCalled();

      const [biryani] = (await service.find('biryani', pageWindow(1, 10))).results;
      const renamed = foodBody('Kacchi Biryani');
      const res = await call('PUT', `/restaurant/item/update/${biryani!.id}/`, renamed);
      expect(res.statusCode).toBe(200);
      expect(await rebuilt()).toBe(true);
      statements.mockClear();
      expect(await names('biryani')).toEqual(['Kacchi Biryani']);
      expect(statements).toHaveBeenCalled();
    } finally {
      statements.mockRestore();
    }
    const back = await call(
      'PUT',
      `/restaurant/item/update/${(await service.find('kacchi', pageWindow(1, 1))).results[0]!.id}/`,
      foodBody('Chicken Biryani'),
    );
    expect(back.statusCode).toBe(200);
  });

  it('finds a new food, a renamed one and not one made unavailable on the very next search', async () => {
    expect(await rebuilt()).toBe(true);
    const added = await call('POST', '/restaurant/item/add', foodBody('Truffle Fries'));
    expect(added.statusCode).toBe(201);
    expect(service.indexed()).toBe(false);
    expect(await names('truffle')).toEqual(['Truffle Fries']);
    expect(await rebuilt()).toBe(true);
    expect(await names('truffle')).toEqual(['Truffle Fries']);

    const id = added.json().id;
    expect((await call('PUT', `/restaurant/item/update/${id}/`, foodBody('Garlic Fries'))).statusCode).toBe(
      200,
    );
    expect(await names('truffle')).toEqual([]);
    expect(await names('garlic')).toEqual(['Garlic Fries']);
    expect(await rebuilt()).toBe(true);
    expect(await names('garlic')).toEqual(['Garlic Fries']);

    const off = foodBody('Garlic Fries', { is_available: false });
    expect((await call('PUT', `/restaurant/item/update/${id}/`, off)).statusCode).toBe(200);
    expect(await names('garlic')).toEqual([]);
    expect(await rebuilt()).toBe(true);
    expect(await names('garlic')).toEqual([]);
  });

  it('drops the foods of a restaurant the admin unapproves, and finds them again when approved', async () => {
    expect(await rebuilt()).toBe(true);
    const approve = (is_approved: boolean) =>
      call(
        'PUT',
        `/restaurant/admin/approve/${world.otherRestaurant.id}/`,
        { is_approved },
        world.admin.auth,
      );
    expect((await approve(false)).statusCode).toBe(200);
    expect(await names('chicken')).toEqual(['Chicken Biryani', 'Tandoori Chicken']);
    expect(await rebuilt()).toBe(true);
    expect(await names('chicken')).toEqual(['Chicken Biryani', 'Tandoori Chicken']);
    expect((await approve(true)).statusCode).toBe(200);
    expect(await names('chicken roll')).toEqual(['Chicken Roll']);
  });

  it('finds foods by their category’s new name once the admin renames it', async () => {
    expect(await rebuilt()).toBe(true);
    expect(await names('smokehouse')).toEqual([]);
    const url = `/restaurant/category/update/${world.category.id}/`;
    const renamed = await call('PUT', url, { name: 'Smokehouse', image: null }, world.admin.auth);
    expect(renamed.statusCode).toBe(200);
    expect(await names('smokehouse')).toEqual(['Chicken Roll', 'Chicken Biryani', 'Tandoori Chicken']);
    expect(await rebuilt()).toBe(true);
    expect(await names('smokehouse')).toEqual(['Chicken Roll', 'Chicken Biryani', 'Tandoori Chicken']);
  });

  it('answers through the statement during a rebuild, and throws away a rebuild a write overtook', async () => {
    expect(await rebuilt()).toBe(true);
    holdRebuilds();
    expect((await call('POST', '/restaurant/item/add', foodBody('Mango Lassi'))).statusCode).toBe(201);
    // This search asks for a rebuild, which waits at the gate: it and the next are answered by SQL.
    expect(await names('mango')).toEqual(['Mango Lassi']);
    expect(await names('lassi')).toEqual(['Mango Lassi']);
    expect((await call('POST', '/restaurant/item/add', foodBody('Mango Pudding'))).statusCode).toBe(201);
    openGate();
    await service.settled();
    expect(service.indexed()).toBe(false);
    expect(await names('mango')).toEqual(['Mango Lassi', 'Mango Pudding']);
    expect(await rebuilt()).toBe(true);
    expect(await names('mango')).toEqual(['Mango Lassi', 'Mango Pudding']);
  });

  it('answers through the route the same, whichever way it ranks', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/restaurant/search/?q=mango' });
    expect(res.json()).toMatchObject({ count: 2, count_is_exact: true });
    expect(res.json().results.map((food: { name: string }) => food.name)).toEqual([
      'Mango Lassi',
      'Mango Pudding',
    ]);
  });
});
