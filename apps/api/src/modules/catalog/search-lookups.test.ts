import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUser } from '../../test/factories.ts';
import { catalogWorld } from './testing.ts';

let ctx: TestContext;
let admin: Awaited<ReturnType<typeof createUser>>;
let world: Awaited<ReturnType<typeof catalogWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  admin = await createUser(ctx.db, { role: 'admin' });
  world = await catalogWorld(ctx.db);
  await createFood(ctx.db, world.refs, { name: 'Bhapa Doi' });
});
afterAll(() => ctx.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, headers: Record<string, string> = {}, payload?: object) =>
  ctx.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

const names = async (text: string) => {
  const res = await call('GET', `/api/restaurant/search/?q=${encodeURIComponent(text)}`);
  expect(res.statusCode).toBe(200);
  return (res.json().results as { name: string }[]).map((food) => food.name);
};

describe('the ranked search follows the categories and restaurants it keeps in memory', () => {
  it('finds foods by a category renamed since the last search', async () => {
    expect(await names('pitha')).toEqual([]);
    const res = await call('PUT', `/api/restaurant/category/update/${world.category.id}/`, admin.auth, {
      name: 'Pitha and Doi',
    });
    expect(res.statusCode).toBe(200);
    expect(await names('pitha')).toEqual(['Bhapa Doi']);
  });

  it('stops finding the foods of a restaurant an admin unapproves, and finds them again', async () => {
    const { user } = await createUser(ctx.db);
    const created = await call('POST', '/api/restaurant/create/', admin.auth, {
      name: 'Toggle Kitchen',
      address: 'House 1, Road 2, Banani, Dhaka',
      phone_number: '01712345678',
      is_approved: true,
      owner: user.id,
    });
    const restaurantId = created.json().id;
    await createFood(ctx.db, { ...world.refs, restaurantId }, { name: 'Toggle Tehari' });
    expect(await names('toggle')).toEqual(['Toggle Tehari']);
    const approval = (is_approved: boolean) =>
      call('PUT', `/api/restaurant/admin/approve/${restaurantId}/`, admin.auth, { is_approved });
    expect((await approval(false)).statusCode).toBe(200);
    expect(await names('toggle')).toEqual([]);
    expect((await approval(true)).statusCode).toBe(200);
    expect(await names('toggle')).toEqual(['Toggle Tehari']);
  });
});
