import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../app.ts';
import { loadConfig } from '../../config.ts';
import { uploads } from '../../db/schema/index.ts';
import { semaphore } from '../../lib/semaphore.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { form, png } from './test-images.ts';

let ctx: TestContext;
beforeAll(async () => {
  ctx = await createTestContext({ UPLOADS_PER_HOUR: '3' });
});
afterAll(() => ctx.close());

type Api = TestContext['app'];
const upload = async (app: Api, headers: Record<string, string>) =>
  app.inject({
    method: 'POST',
    url: '/api/uploads/',
    headers,
    payload: form({ file: { data: await png(), name: 'dish.png', type: 'image/png' } }),
  });
const uploadsOf = async (userId: number) =>
  (await ctx.db.select({ n: count() }).from(uploads).where(eq(uploads.userId, userId)))[0]!.n;

describe('the hourly upload quota', () => {
  it('refuses images past UPLOADS_PER_HOUR with 429 and Retry-After, per user, profile pictures included', async () => {
    const busy = await createUser(ctx.db);
    for (let i = 0; i < 3; i++) expect((await upload(ctx.app, busy.auth)).statusCode).toBe(201);

    const refused = await upload(ctx.app, busy.auth);
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({ error: 'You can send 3 images an hour. Try again in 60 minutes.' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(3500);
    const picture = await ctx.app.inject({
      method: 'PUT',
      url: '/api/accounts/profile/',
      headers: busy.auth,
      payload: form({
        first_name: 'Rahim',
        last_name: 'Uddin',
        phone_number: '01712345678',
        profile_image: { data: await png(), name: 'me.png', type: 'image/png' },
      }),
    });
    expect(picture.statusCode).toBe(429);
    expect(await uploadsOf(busy.user.id)).toBe(3);

    // Someone else's quota is their own.
    const other = await createUser(ctx.db);
    expect((await upload(ctx.app, other.auth)).statusCode).toBe(201);
  });
});

describe('image jobs', () => {
  it('works on at most IMAGE_JOBS images at once; the others wait their turn and then succeed', async () => {
    const imageJobs = semaphore(1);
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: ctx.dataDir, DEMO_DATA: 'false' });
    const app = await buildApp({ config, database: ctx.database, storage: ctx.storage, imageJobs });
    try {
      const user = await createUser(ctx.db);
      // The one turn is taken until the test gives it back.
      let giveBack!: () => void;
      const holding = imageJobs.run(() => new Promise<void>((resolve) => (giveBack = resolve)));
      const answered: number[] = [];
      const sent = [upload(app, user.auth), upload(app, user.auth)].map((res) =>
        res.then((r) => (answered.push(r.statusCode), r)),
      );
      await vi.waitFor(() => expect(imageJobs.waiting).toBe(2));
      expect(answered).toEqual([]);
      giveBack();
      await holding;
      expect((await Promise.all(sent)).map((res) => res.statusCode)).toEqual([201, 201]);
      expect(imageJobs.running).toBe(0);
    } finally {
      await app.close();
    }
  });
});
