import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood, createUser, FACTORY_PASSWORD } from '../../test/factories.ts';
import { ownerWorld, placeOrder } from '../owner/testing.ts';
import { openStream } from './testing.ts';

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
    const customer = await openStream(base, {
      ...world.customer.auth,
      'accept-encoding': 'gzip, deflate, br',
    });
    const bystander = await openStream(base, world.admin.auth);
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
    const owner = await openStream(base, world.owner.auth);
    const otherOwner = await openStream(base, world.other.auth);
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
    const gone = await openStream(base, world.customer.auth);
    await gone.close();
    const still = await openStream(base, world.customer.auth);
    expect((await move(lineIds[0]!, 'Canceled', world.owner.auth)).statusCode).toBe(200);
    expect((await still.frame(0)).data).toMatchObject({ line_id: lineIds[0] });
    expect(gone.frames).toEqual([]);
    // Left open on purpose: closing the app ends it.
  });
});

describe('a live stream whose token is revoked', () => {
  const post = (url: string, headers: Record<string, string>, payload?: object) =>
    ctx.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });

  it('ends right after its token logs out; a stream of another token of the user goes on', async () => {
    const login = await post(
      '/api/accounts/login/',
      {},
      { email: world.customer.user.email, password: FACTORY_PASSWORD },
    );
    const second = { authorization: `Token ${login.json().token}` };
    const revoked = await openStream(base, second);
    const kept = await openStream(base, world.customer.auth);
    expect((await post('/api/accounts/logout/', second)).statusCode).toBe(200);
    await revoked.finished();
    const { lineIds } = await placeOrder(ctx.db, world.customer.user.id, [
      { restaurant: world.restaurant, price: 80, quantity: 1 },
    ]);
    expect((await move(lineIds[0]!, 'Completed', world.owner.auth)).statusCode).toBe(200);
    expect((await kept.frame(0)).data).toMatchObject({ line_id: lineIds[0] });
    expect(revoked.frames).toEqual([]);
    await kept.close();
  });

  it('ends when the user’s role changes', async () => {
    const customer = await createUser(ctx.db);
    const stream = await openStream(base, customer.auth);
    expect(stream.res.status).toBe(200);
    const changed = await ctx.app.inject({
      method: 'PUT',
      url: `/api/update-user/${customer.user.id}/role/`,
      headers: world.admin.auth,
      payload: { role: 'restaurant_owner' },
    });
    expect(changed.statusCode).toBe(200);
    await stream.finished();
  });
});
