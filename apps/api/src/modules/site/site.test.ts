import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../db/seed/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';

describe('GET /api/site-config/', () => {
  describe('with demo data off', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ DEMO_DATA: 'false' });
    });
    afterAll(() => ctx.close());

    it('answers no demo accounts', async () => {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/site-config/' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ demo_accounts: null });
    });
  });

  describe('with demo data on', () => {
    let ctx: TestContext;
    beforeAll(async () => {
      ctx = await createTestContext({ DEMO_DATA: 'true' });
    });
    afterAll(() => ctx.close());

    it("answers the demo owner's and admin's sign-in, for the quick sign-in buttons", async () => {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/site-config/',
        headers: { authorization: 'Token unknown' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        demo_accounts: {
          owner: { email: DEMO_ACCOUNTS.owner.email, password: DEMO_ACCOUNTS.owner.password },
          admin: { email: DEMO_ACCOUNTS.admin.email, password: DEMO_ACCOUNTS.admin.password },
        },
      });
    });
  });
});
