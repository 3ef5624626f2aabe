import { join } from 'node:path';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { type BusEvent, type EventBus, inProcessEventBus } from '../../lib/events.ts';
import { diskStorage } from '../../lib/storage.ts';
import { openTestDatabase } from '../../test/context.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';

let database: Database;
let dataDir: string;
beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'bhoj-events-'));
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const appWith = (events: EventBus) =>
  buildApp({
    config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, DEMO_DATA: 'false' }),
    database,
    storage: diskStorage(join(dataDir, 'media')),
    events,
  });

const cash = { address: 'Mirpur 10', payment_method: 'cash_on_delivery' };

describe('order.created', () => {
  it("tells each restaurant's owner about their lines of a new order, after it is committed", async () => {
    const bus = inProcessEventBus();
    const app = await appWith(bus);
    const world = await orderingWorld(database.db);
    const heard: BusEvent[] = [];
    bus.subscribe(world.first.owner.user.id, (event) => heard.push(event));
    bus.subscribe(world.second.owner.user.id, (event) => heard.push(event));
    const calls = shopperCalls(app, (await createShopper(database.db)).auth);
    await calls.add(world.kacchi.slug);
    await calls.add(world.burger.slug);
    await calls.add(world.borhani.slug);
    const order = (await calls.checkout(cash)).json();
    await expect.poll(() => heard.length).toBe(2);
    const [kacchi, burger, borhani] = order.items.map((item: { id: number }) => item.id);
    expect(heard).toEqual(
      expect.arrayContaining([
        {
          type: 'order.created',
          userId: world.first.owner.user.id,
          data: { order_id: order.id, line_ids: [kacchi, borhani], restaurant_id: world.first.restaurant.id },
        },
        {
          type: 'order.created',
          userId: world.second.owner.user.id,
          data: { order_id: order.id, line_ids: [burger], restaurant_id: world.second.restaurant.id },
        },
      ]),
    );
    await app.close();
  });

  it('still places the order when publishing fails', async () => {
    const failing: EventBus = {
      ...inProcessEventBus(),
      publish: () => Promise.reject(new Error('bus down')),
    };
    const app = await appWith(failing);
    const world = await orderingWorld(database.db, ' Bus');
    const calls = shopperCalls(app, (await createShopper(database.db)).auth);
    await calls.add(world.kacchi.slug);
    const res = await calls.checkout(cash);
    expect(res.statusCode).toBe(201);
    expect(res.json().total).toBe(310);
    await app.close();
  });
});
