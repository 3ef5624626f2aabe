import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { LIMIT_MESSAGES } from '@bhoj/contract';
import { buildApp } from '../../app.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { ownerWorld, placeOrder } from '../owner/testing.ts';
import { openStream } from './testing.ts';

let ctx: TestContext;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext({
    EVENT_STREAMS_PER_USER: '2',
    EVENT_STREAMS_TOTAL: '3',
    REQUEST_TIMEOUT_SECONDS: '1',
  });
  base = await listen(ctx.app);
});
afterAll(() => ctx.close());

async function listen(app: TestContext['app']) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The JSON body of a refused stream, once received in full. */
async function answer(stream: Awaited<ReturnType<typeof openStream>>) {
  await vi.waitFor(() => expect(stream.ended).toBe(true));
  return JSON.parse(stream.text);
}

/** Opens a stream as soon as the server has a place for it (a closed stream frees its place when the server sees it close). */
async function openOnceFree(auth: Record<string, string>) {
  let stream: Awaited<ReturnType<typeof openStream>> | undefined;
  await vi.waitFor(async () => {
    stream = await openStream(base, auth);
    expect(stream.res.status).toBe(200);
  });
  return stream!;
}

describe('limits on live-event streams', () => {
  it('caps streams per user and in total with 429 and Retry-After; a closed stream frees its place', async () => {
    const [first, second, third] = await Promise.all([1, 2, 3].map(() => createUser(ctx.db)));
    const open = (auth: Record<string, string>) => openStream(base, auth);
    const mine = [await open(first!.auth), await open(first!.auth)];
    expect(mine.map((s) => s.res.status)).toEqual([200, 200]);

    const oneTooMany = await open(first!.auth);
    expect(oneTooMany.res.status).toBe(429);
    expect(oneTooMany.res.headers.get('retry-after')).toBe('30');
    expect(await answer(oneTooMany)).toEqual({ error: LIMIT_MESSAGES.tooManyStreams });

    const theirs = await open(second!.auth);
    expect(theirs.res.status).toBe(200);
    const full = await open(third!.auth);
    expect(full.res.status).toBe(429);
    expect(await answer(full)).toEqual({ error: LIMIT_MESSAGES.streamsFull });

    await mine[0]!.close();
    mine[0] = await openOnceFree(first!.auth);
    for (const stream of [...mine, theirs]) await stream.close();
  });

  it('keeps a stream open past REQUEST_TIMEOUT_SECONDS: the timeout is for receiving requests', async () => {
    const world = await ownerWorld(ctx.db);
    const { lineIds } = await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.restaurant, price: 150, quantity: 1 },
    ]);
    const stream = await openOnceFree(world.customer.auth);
    // Past the 1 s timeout and Node's next check of it.
    await sleep(2500);
    const moved = await ctx.app.inject({
      method: 'POST',
      url: `/api/order-status/${lineIds[0]}/`,
      headers: world.owner.auth,
      payload: { status: 'Completed' },
    });
    expect(moved.statusCode).toBe(200);
    expect((await stream.frame(0)).data).toMatchObject({ line_id: lineIds[0], status: 'Completed' });
    expect(stream.ended).toBe(false);
    await stream.close();
  });

  it('ends open streams with a retry hint when the server shuts down', async () => {
    const app = await buildApp({ config: ctx.config, database: ctx.database, storage: ctx.storage });
    const stream = await openStream(await listen(app), (await createUser(ctx.db)).auth);
    expect(stream.res.status).toBe(200);
    await app.close();
    await vi.waitFor(() => expect(stream.ended).toBe(true));
    expect(stream.text).toBe(': connected\n\nretry: 2000\n\n');
  });
});
