import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../../test/context.ts';
import { createUser } from '../../../test/factories.ts';
import { call, expectAdminOnly, roleTrio } from '../testing.ts';

let ctx: TestContext;
let trio: Awaited<ReturnType<typeof roleTrio>>;
beforeAll(async () => {
  ctx = await createTestContext();
  trio = await roleTrio(ctx.db);
});
afterAll(() => ctx.close());

const page = (query = '', headers = trio.admin.auth) =>
  call(ctx, 'GET', `/api/admin/audit-log/${query}`, headers);

describe('GET admin/audit-log/', () => {
  it('answers an empty page before any change', async () => {
    const res = await page();
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ count: 0, next: null, previous: null, results: [] });
  });

  it('lists every admin change, newest first, 10 per page, with who did it', async () => {
    const tags = [];
    for (let i = 1; i <= 11; i++) {
      const res = await call(ctx, 'POST', '/api/restaurant/tags/', trio.admin.auth, {
        name: `Audit Tag ${i}`,
      });
      tags.push(res.json());
    }
    const promoted = await createUser(ctx.db);
    await call(ctx, 'PUT', `/api/update-user/${promoted.user.id}/role/`, trio.admin.auth, {
      role: 'restaurant_owner',
    });

    const first = (await page()).json();
    expect(first.count).toBe(12);
    expect(first.results).toHaveLength(10);
    expect(first.next).toBe('http://localhost:3000/api/admin/audit-log/?page=2');
    expect(first.results[0]).toEqual({
      id: expect.any(Number),
      actor: trio.admin.user.username,
      // No first or last name: the username stands in.
      actor_name: trio.admin.user.username,
      action: 'role_change',
      entity: 'user',
      entity_id: promoted.user.id,
      entity_name: promoted.user.username,
      before: { role: 'customer' },
      after: { role: 'restaurant_owner' },
      created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
    });
    expect(first.results[1]).toMatchObject({
      action: 'create',
      entity: 'tag',
      entity_id: tags[10].id,
      before: null,
      after: tags[10],
    });
    const second = (await page('?page=2')).json();
    expect(second.results.map((row: { entity_id: number }) => row.entity_id)).toEqual([
      tags[1].id,
      tags[0].id,
    ]);
    expect((await page('?page=3')).statusCode).toBe(404);
  });

  it('names the admin and what each row is about, as now, or as the snapshot had it once deleted', async () => {
    const rahim = await createUser(ctx.db, { role: 'admin', firstName: 'Rahim', lastName: 'Uddin' });
    const karim = await createUser(ctx.db, { firstName: 'Karim', lastName: '' });
    await call(ctx, 'PUT', `/api/update-user/${karim.user.id}/role/`, rahim.auth, {
      role: 'restaurant_owner',
    });
    const tag = (await call(ctx, 'POST', '/api/restaurant/tags/', rahim.auth, { name: 'Named Tag' })).json();
    const renamed = await call(ctx, 'PUT', `/api/restaurant/tag/update/${tag.id}/`, rahim.auth, {
      name: 'Renamed Tag',
    });
    expect(renamed.statusCode).toBe(200);
    // While the tag lives its name is today's; once deleted, the name each row's snapshot kept.
    expect((await page()).json().results[0].entity_name).toBe('Renamed Tag');
    expect((await page()).json().results[1].entity_name).toBe('Renamed Tag');
    expect((await call(ctx, 'DELETE', `/api/restaurant/tag/delete/${tag.id}/`, rahim.auth)).statusCode).toBe(
      200,
    );
    const results = (await page()).json().results.slice(0, 4);
    expect(
      results.map((row: Record<string, unknown>) => [
        row.actor_name,
        row.action,
        row.entity,
        row.entity_name,
      ]),
    ).toEqual([
      ['Rahim Uddin', 'delete', 'tag', 'Renamed Tag'],
      ['Rahim Uddin', 'update', 'tag', 'Renamed Tag'],
      ['Rahim Uddin', 'create', 'tag', 'Named Tag'],
      ['Rahim Uddin', 'role_change', 'user', 'Karim'],
    ]);
    expect(results[3].actor).toBe(rahim.user.username);
  });

  it('keeps the rows of an admin who is gone, with actor null', async () => {
    const gone = await createUser(ctx.db, { role: 'admin' });
    await call(ctx, 'POST', '/api/restaurant/tags/', gone.auth, { name: 'Orphan Tag' });
    await ctx.db.delete(users).where(eq(users.id, gone.user.id));
    const [newest] = (await page()).json().results;
    expect(newest).toMatchObject({
      actor: null,
      actor_name: null,
      entity_name: 'Orphan Tag',
      action: 'create',
      entity: 'tag',
      after: { name: 'Orphan Tag' },
    });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'GET', '/api/admin/audit-log/');
  });
});
