import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Database, openPostgres } from '../db/client.ts';
import { openTestDatabase, testDatabaseKind } from '../test/context.ts';
import { adminQuery, requiredDatabaseUrl } from '../test/global-setup.ts';
import { closedPort } from '../test/redis.ts';
import { databaseChangeFeed } from './change-feed.ts';
import { FOLLOWED_TABLES, type Heard } from './changes.ts';

/** Tables no answer or token kept in memory shows: a change to them tells no one. */
const NOT_FOLLOWED = ['audit_log', 'cart_merges', 'password_reset_tokens', 'uploads'];

let database: Database;
let feed: ReturnType<typeof databaseChangeFeed>;
const heard: Heard[] = [];
const warnings: string[] = [];
beforeAll(async () => {
  database = await openTestDatabase();
  feed = databaseChangeFeed(database, { reconnectMs: 50 });
  feed.subscribe((one) => void heard.push(one));
  await feed.listen({
    warn: (_obj, msg) => void warnings.push(msg),
    error: (_obj, msg) => void warnings.push(msg),
  });
});
afterAll(async () => {
  await feed.close();
  await database.close();
});

/** What the feed heard from `write` on, once it has caught up with the database. */
async function heardFrom(write: () => Promise<unknown>) {
  await feed.caughtUp();
  heard.length = 0;
  await write();
  await feed.caughtUp();
  return [...heard];
}

describe('the tables the database tells of', () => {
  it('are the followed ones, on every operation; every other table is in nothing kept', async () => {
    const { rows } = await database.db.execute<{ tbl: string; type: number }>(sql`
      select c.relname as tbl, t.tgtype as type from pg_trigger t join pg_class c on c.oid = t.tgrelid
      where t.tgfoid = 'notify_change'::regproc`);
    const events = new Map<string, Set<string>>();
    // tgtype bits: 4 insert, 8 delete, 16 update, 32 truncate.
    const names = { 4: 'insert', 8: 'delete', 16: 'update', 32: 'truncate' } as const;
    for (const { tbl, type } of rows) {
      const set = events.get(tbl) ?? new Set();
      for (const [bit, name] of Object.entries(names)) if (type & Number(bit)) set.add(name);
      events.set(tbl, set);
    }
    expect([...events.keys()].sort()).toEqual(Object.keys(FOLLOWED_TABLES).sort());
    for (const [tbl, set] of events) {
      // A new account or token is in nothing kept yet.
      const expected = ['users', 'auth_tokens'].includes(tbl)
        ? ['delete', 'truncate', 'update']
        : ['delete', 'insert', 'truncate', 'update'];
      expect([...set].sort(), tbl).toEqual(expected);
    }
    const { rows: tables } = await database.db.execute<{ name: string }>(
      sql`select tablename as name from pg_tables where schemaname = 'public'`,
    );
    const others = tables.map((t) => t.name).filter((name) => !events.has(name));
    expect(others.sort()).toEqual(NOT_FOLLOWED);
  });
});

describe('the database change feed', () => {
  it('hears a committed change once per table and operation, with no mark of its own among them', async () => {
    const told = await heardFrom(() =>
      database.db.transaction(async (tx) => {
        await tx.execute(
          sql`insert into categories (name, slug) values ('Soups', 'soups'), ('Pies', 'pies')`,
        );
        await tx.execute(sql`insert into categories (name, slug) values ('Rolls', 'rolls')`);
        await tx.execute(sql`update categories set name = 'Soup' where slug = 'soups'`);
      }),
    );
    expect(told).toEqual([{ kind: 'catalog' }, { kind: 'catalog' }]);
  });

  it('hears nothing of a statement that changed no row, nor of a transaction rolled back', async () => {
    const told = await heardFrom(async () => {
      await database.db.execute(sql`update carts set user_id = user_id where false`);
      await database.db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into categories (name, slug) values ('Gone', 'gone')`);
          throw new Error('rolled back');
        })
        .catch(() => {});
    });
    expect(told).toEqual([]);
  });

  it("tells which user changed: a user's row, and a token revoked, moved or cut short", async () => {
    const { rows } = await database.db.execute<{ id: number }>(sql`
      insert into users (username, email, password_hash) values ('rahim', 'rahim@bhoj.test', 'x') returning id`);
    const id = rows[0]!.id;
    const token = (hash: string) =>
      database.db.execute(sql`insert into auth_tokens (user_id, token_hash, expires_at)
        values (${id}, ${hash}, now() + interval '30 days')`);
    expect(await heardFrom(() => token('a'))).toEqual([]);
    expect(
      await heardFrom(() => database.db.execute(sql`update users set first_name = 'Rahim' where id = ${id}`)),
    ).toEqual([{ kind: 'catalog' }, { kind: 'user', userId: id }]);
    // The hourly sliding expiry changes nothing kept: a later expiry is no news.
    const slide = sql`update auth_tokens set last_used_at = now(), expires_at = expires_at + interval '1 hour'`;
    expect(await heardFrom(() => database.db.execute(slide))).toEqual([]);
    const cut = sql`update auth_tokens set expires_at = now() where token_hash = 'a'`;
    expect(await heardFrom(() => database.db.execute(cut))).toEqual([{ kind: 'user', userId: id }]);
    await token('b');
    const revoke = sql`update auth_tokens set revoked_at = now() where user_id = ${id}`;
    expect(await heardFrom(() => database.db.execute(revoke))).toEqual([{ kind: 'user', userId: id }]);
  });
});

if (testDatabaseKind === 'postgresql') {
  describe('the listener on PostgreSQL', () => {
    it('once lost, distrusts the feed until it is back, and the return is heard as "any"', async () => {
      expect(feed.trusted()).toBe(true);
      heard.length = 0;
      const { rows } = await database.db.execute<{ name: string }>(sql`select current_database() as name`);
      await adminQuery(
        new URL(requiredDatabaseUrl()),
        `select pg_terminate_backend(pid) from pg_stat_activity
         where datname = '${rows[0]!.name}' and application_name = 'bhoj-changes'`,
      );
      await vi.waitFor(() => expect(feed.trusted()).toBe(false), { timeout: 5000, interval: 5 });
      // Nothing is kept meanwhile: a write has nothing to wait for.
      await feed.caughtUp();
      await vi.waitFor(() => expect(feed.trusted()).toBe(true), { timeout: 10_000, interval: 20 });
      expect(heard).toContainEqual({ kind: 'any' });
      expect(warnings).toContain('change feed: listener connection failed');
    });

    it('a feed that cannot listen at all starts untrusted, says so, and keeps trying', async () => {
      const away = openPostgres(`postgres://postgres@127.0.0.1:${await closedPort()}/bhoj`);
      const lonely = databaseChangeFeed(away, { reconnectMs: 20 });
      const said: string[] = [];
      await lonely.listen({ warn: (_obj, msg) => void said.push(msg), error: () => {} });
      expect(lonely.trusted()).toBe(false);
      await lonely.caughtUp();
      expect(said).toEqual(['change feed: could not connect the listener']);
      await vi.waitFor(() => expect(said).toContain('change feed: could not reconnect the listener'));
      await lonely.close();
      await away.close();
    });
  });
}
