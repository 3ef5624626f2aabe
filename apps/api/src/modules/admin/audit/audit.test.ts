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
    expect(first.next).toBe('http://localhost/api/admin/audit-log/?page=2');
    expect(first.results[0]).toEqual({
      id: expect.any(Number),
      actor: trio.admin.user.username,
      action: 'role_change',
      entity: 'user',
      entity_id: promoted.user.id,
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

  it('keeps the rows of an admin who is gone, with actor null', async () => {
    const gone = await createUser(ctx.db, { role: 'admin' });
    await call(ctx, 'POST', '/api/restaurant/tags/', gone.auth, { name: 'Orphan Tag' });
    await ctx.db.delete(users).where(eq(users.id, gone.user.id));
    const [newest] = (await page()).json().results;
    expect(newest).toMatchObject({
      actor: null,
      action: 'create',
      entity: 'tag',
      after: { name: 'Orphan Tag' },
    });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'GET', '/api/admin/audit-log/');
  });
});
