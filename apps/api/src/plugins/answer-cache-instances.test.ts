import type { AddressInfo } from 'node:net';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app.ts';
import { loadConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import type { ChangeFeed } from '../lib/change-feed.ts';
import { diskStorage } from '../lib/storage.ts';
import { openTestDatabase } from '../test/context.ts';
import { catalogWorld } from '../modules/catalog/testing.ts';
import { openStream } from '../modules/events/testing.ts';
import { createCategory, createFood, createUser } from '../test/factories.ts';
import { toldChangeFeed } from '../test/told-change-feed.ts';
import { unheard } from '../test/unheard.ts';

// Two API instances on one database, each following the database's own change feed: on PostgreSQL
// through a LISTEN connection of its own, on PGlite (one process) in the database's one session.
let database: Database;
let dataDir: string;
let apps: Awaited<ReturnType<typeof buildApp>>[];

async function instance(changes?: ChangeFeed) {
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    DEMO_DATA: 'false',
    ANSWER_CACHE_MB: '4',
    TOKEN_CACHE_SIZE: '100',
  });
  return buildApp({ config, database, storage: diskStorage(join(dataDir, 'media')), changes });
}

beforeAll(async () => {
  database = await openTestDatabase();
  dataDir = await mkdtemp(join(tmpdir(), 'bhoj-api-'));
  apps = [await instance(), await instance()];
});
afterAll(async () => {
  for (const app of apps) await app.close();
  await database.close();
  await rm(dataDir, { recursive: true, force: true });
});

const categories = (app: (typeof apps)[number]) =>
  app.inject({ method: 'GET', url: '/api/restaurant/categories/' }).then((res) => res.body);

/** Calls `read` until `seen` holds, for at most 5 s. */
async function eventually<T>(read: () => Promise<T>, seen: (answer: T) => boolean) {
  for (const deadline = Date.now() + 5000; Date.now() < deadline;) {
    const answer = await read();
    if (seen(answer)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error('the instance never saw the write');
}

describe('the answer cache across instances', () => {
  it("a write on one instance is seen by the other's next reads", async () => {
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const admin = await createUser(database.db, { role: 'admin' });
    await categories(second);
    const before = await categories(second);
    // The second instance serves its stored answer (kept at the second ask): a change nobody hears does not show.
    await unheard(database.db, (tx) => createCategory(tx, 'Breakfast'));
    expect(await categories(second)).toBe(before);
    const res = await first.inject({
      method: 'POST',
      url: '/api/restaurant/category/',
      headers: admin.auth,
      payload: { name: 'Desserts' },
    });
    expect(res.statusCode).toBe(201);
    const after = await eventually(
      () => categories(second),
      (body) => body.includes('Desserts'),
    );
    expect(after).toContain('Breakfast');
  });
});

describe('changes neither instance made', () => {
  it('a statement run straight on the database is seen by both', async () => {
    for (const app of apps) {
      await categories(app);
      expect(await categories(app)).not.toContain('Iftar');
    }
    await database.db.execute(sql`insert into categories (name, slug) values ('Iftar', 'iftar')`);
    for (const app of apps) {
      await eventually(
        () => categories(app),
        (body) => body.includes('Iftar'),
      );
    }
  });

  it('a token revoked straight on the database is refused by both', async () => {
    const customer = await createUser(database.db);
    const cart = (app: (typeof apps)[number]) =>
      app.inject({ method: 'GET', url: '/api/cart/list/', headers: customer.auth });
    for (const app of apps) expect((await cart(app)).statusCode).toBe(200);
    await database.db.execute(
      sql`update auth_tokens set revoked_at = now() where user_id = ${customer.user.id}`,
    );
    for (const app of apps) {
      const refused = await eventually(
        () => cart(app),
        (res) => res.statusCode !== 200,
      );
      expect(refused.statusCode).toBe(401);
    }
  });
});

describe('signed-in reads across instances', () => {
  const cartOf = (app: (typeof apps)[number], auth: Record<string, string>) =>
    app.inject({ method: 'GET', url: '/api/cart/list/', headers: auth });

  it("a cart write on one instance is seen by the other's next reads", async () => {
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const { refs } = await catalogWorld(database.db);
    const food = await createFood(database.db, refs, { name: 'Across Kebab' });
    const customer = await createUser(database.db);
    expect((await cartOf(second, customer.auth)).json().items).toEqual([]);
    const added = await first.inject({
      method: 'POST',
      url: `/api/cart/add-to-cart/${food.slug}/`,
      headers: customer.auth,
      payload: { quantity: 2 },
    });
    expect(added.statusCode).toBe(201);
    const cart = await eventually(
      () => cartOf(second, customer.auth).then((res) => res.json()),
      (body) => body.items.length === 1,
    );
    expect(cart.items).toEqual([expect.objectContaining({ food_item_name: 'Across Kebab', quantity: 2 })]);
  });

  it('a logout on one instance makes the token fail on the other, and ends its live stream there', async () => {
    const [first, second] = apps as [(typeof apps)[0], (typeof apps)[0]];
    const customer = await createUser(database.db);
    expect((await cartOf(second, customer.auth)).statusCode).toBe(200);
    await second.listen({ port: 0, host: '127.0.0.1' });
    const stream = await openStream(
      `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`,
      customer.auth,
    );
    expect(stream.res.status).toBe(200);
    const logout = await first.inject({
      method: 'POST',
      url: '/api/accounts/logout/',
      headers: customer.auth,
    });
    expect(logout.statusCode).toBe(200);
    const refused = await eventually(
      () => cartOf(second, customer.auth),
      (res) => res.statusCode !== 200,
    );
    expect(refused.statusCode).toBe(401);
    await stream.finished();
  });
});

describe('an answer whose request began before a write', () => {
  it('is sent but not stored', async () => {
    const told = toldChangeFeed();
    let moveOnAsk = 0;
    // The plugin asks whether the feed is trusted when a request begins and again before storing its
    // answer: a change heard between the two is a write that finished while the read was running. This
    // feed hears nothing else (the categories below are written where it does not hear them).
    const racing: ChangeFeed = {
      ...told,
      trusted: () => {
        if (moveOnAsk > 0 && --moveOnAsk === 0) told.tell({ kind: 'catalog' });
        return true;
      },
    };
    const app = await instance(racing);
    try {
      moveOnAsk = 2;
      expect(await categories(app)).not.toContain('Late Night');
      await createCategory(database.db, 'Late Night');
      const stored = await categories(app);
      expect(stored).toContain('Late Night');
      await createCategory(database.db, 'Midnight');
      // Not raced: this one was stored, so the later change does not show.
      expect(await categories(app)).toBe(stored);
    } finally {
      await app.close();
    }
  });
});
