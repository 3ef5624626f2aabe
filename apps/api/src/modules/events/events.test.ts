import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood } from '../../test/factories.ts';
import { ownerWorld, placeOrder } from '../owner/testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof ownerWorld>>;
let base: string;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await ownerWorld(ctx.db);
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
// Closing with streams still open must not hang: the events module ends them first.
afterAll(() => ctx.close());

interface Frame {
  event: string;
  data: unknown;
}

/** Opens GET /api/events/ over real HTTP and parses its frames (comments are skipped). */
async function openStream(headers: Record<string, string>) {
  const controller = new AbortController();
  const res = await fetch(`${base}/api/events/`, { headers, signal: controller.signal });
  const reader = res.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const frames: Frame[] = [];
  const pump = (async () => {
    try {
      for (;;) {
        const { value, done } = await reader.read();
        if (done) return;
        buffer += value;
        let end: number;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const field = (name: string) =>
            block
              .split('\n')
              .find((line) => line.startsWith(`${name}: `))
              ?.slice(name.length + 2);
          const event = field('event');
          if (event) frames.push({ event, data: JSON.parse(field('data') ?? 'null') });
        }
      }
    } catch {
      // Aborted by the test.
    }
  })();
  /** Waits for the frame number `n` (0-based). */
  const frame = async (n: number, timeoutMs = 5000) => {
    const until = Date.now() + timeoutMs;
    while (frames.length <= n) {
      if (Date.now() > until) throw new Error(`no frame ${n} within ${timeoutMs} ms`);
      await new Promise((tick) => setTimeout(tick, 10));
    }
    return frames[n]!;
  };
  return { res, frames, frame, close: () => (controller.abort(), pump) };
}

const move = (id: number, status: string, headers: Record<string, string>) =>
  ctx.app.inject({ method: 'POST', url: `/api/order-status/${id}/`, headers, payload: { status } });

describe('GET /api/events/', () => {
  it('answers 401 without a valid token', async () => {
    const res = await fetch(`${base}/api/events/`);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ detail: 'Authentication credentials were not provided.' });
    const bad = await fetch(`${base}/api/events/`, { headers: { authorization: 'Token nope' } });
    expect(bad.status).toBe(401);
  });

  it('streams order.status to the ordering customer only, when the owner moves their line', async () => {
    const { lineIds, orderId } = await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.restaurant, price: 150, quantity: 1 },
    ]);
    const other = await placeOrder(ctx.db, world.admin.user.id, [
      { restaurant: world.otherRestaurant, price: 90, quantity: 1 },
    ]);
    // Like a browser, which always offers compression: the stream is still sent as it is written.
    const customer = await openStream({ ...world.customer.auth, 'accept-encoding': 'gzip, deflate, br' });
    const bystander = await openStream(world.admin.auth);
    expect(customer.res.status).toBe(200);
    expect(customer.res.headers.get('content-encoding')).toBeNull();
    expect(customer.res.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
    expect(customer.res.headers.get('cache-control')).toBe('no-cache, no-transform');
    expect(customer.res.headers.get('x-accel-buffering')).toBe('no');
    // CORS and security headers of the API still apply to the hijacked answer.
    expect(customer.res.headers.get('access-control-allow-origin')).toBe('*');
    expect(customer.res.headers.get('x-content-type-options')).toBe('nosniff');

    expect((await move(lineIds[0]!, 'Completed', world.owner.auth)).statusCode).toBe(200);
    expect(await customer.frame(0)).toEqual({
      event: 'order.status',
      data: { line_id: lineIds[0], order_id: orderId, status: 'Completed' },
    });
    // The bystander's first event is about their own line: the customer's never reached them.
    expect((await move(other.lineIds[0]!, 'Canceled', world.other.auth)).statusCode).toBe(200);
    expect(await bystander.frame(0)).toEqual({
      event: 'order.status',
      data: { line_id: other.lineIds[0], order_id: other.orderId, status: 'Canceled' },
    });
    expect(customer.frames).toHaveLength(1);
    await customer.close();
    await bystander.close();
  });

  it('streams order.created to the owner when a customer checks out from them', async () => {
    const food = await createFood(ctx.db, world.refs(world.restaurant.id), {
      name: 'Live Kacchi',
      price: 300,
    });
    const owner = await openStream(world.owner.auth);
    const otherOwner = await openStream(world.other.auth);
    const shop = (method: 'POST', url: string, payload: object) =>
      ctx.app.inject({ method, url, headers: world.customer.auth, payload });
    expect((await shop('POST', `/api/cart/add-to-cart/${food.slug}/`, { quantity: 2 })).statusCode).toBe(201);
    const order = await shop('POST', '/api/orders/', {
      address: 'Road 1',
      payment_method: 'cash_on_delivery',
    });
    expect(order.statusCode).toBe(201);
    const { id, items } = order.json();
    expect(await owner.frame(0)).toEqual({
      event: 'order.created',
      data: { order_id: id, line_ids: [items[0].id], restaurant_id: world.restaurant.id },
    });
    // Not to another restaurant's owner: their first event is their own line's.
    const theirs = await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.otherRestaurant, price: 10, quantity: 1 },
    ]);
    await move(theirs.lineIds[0]!, 'Completed', world.other.auth);
    await new Promise((tick) => setTimeout(tick, 100));
    expect(otherOwner.frames).toEqual([]);
    await owner.close();
    await otherOwner.close();
  });

  it('stops delivering to a stream once the client has gone', async () => {
    const { lineIds } = await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.restaurant, price: 150, quantity: 1 },
    ]);
    const gone = await openStream(world.customer.auth);
    await gone.close();
    const still = await openStream(world.customer.auth);
    expect((await move(lineIds[0]!, 'Canceled', world.owner.auth)).statusCode).toBe(200);
    expect((await still.frame(0)).data).toMatchObject({ line_id: lineIds[0] });
    expect(gone.frames).toEqual([]);
    // Left open on purpose: closing the app ends it.
  });
});
