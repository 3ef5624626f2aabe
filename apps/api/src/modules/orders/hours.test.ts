import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../db/schema/index.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createShopper, ISO, orderingWorld, shopperCalls } from '../../test/shopping.ts';

/** A one-hour window starting two hours from now in Dhaka (UTC+6), so now is outside it. */
function windowExcludingNow() {
  const dhakaHour = (new Date().getUTCHours() + 6) % 24;
  const hh = (h: number) => String(h % 24).padStart(2, '0');
  return { open: `${hh(dhakaHour + 2)}:00`, close: `${hh(dhakaHour + 3)}:00` };
}

describe('delivery hours (DELIVERY_HOURS set, now outside them)', () => {
  let ctx: TestContext;
  const hours = windowExcludingNow();
  beforeAll(async () => {
    ctx = await createTestContext({ DELIVERY_HOURS: `${hours.open}-${hours.close}` });
  });
  afterAll(() => ctx.close());

  it('refuses orders with the configured times, cash and online, and keeps the cart', async () => {
    const world = await orderingWorld(ctx.db);
    const customer = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, customer.auth);
    await calls.add(world.kacchi.slug);
    const message = `We take orders from ${hours.open} to ${hours.close} (Bangladesh time). Ordering opens again at ${hours.open}.`;
    const cash = await calls.checkout({ address: 'Banani', payment_method: 'cash_on_delivery' });
    const online = await calls.pay(customer.user.id, { address: 'Banani', total_amount: 250 });
    for (const res of [cash, online]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: message });
    }
    const [{ n }] = (await ctx.db
      .select({ n: count() })
      .from(orders)
      .where(eq(orders.userId, customer.user.id))) as [{ n: number }];
    expect(n).toBe(0);
    expect((await calls.list()).json().items).toHaveLength(1);
  });

  it('GET orders/hours/ says closed and when ordering opens again (within a day, on the hour)', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/orders/hours/' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toEqual({ ...hours, is_open: false, opens_at: expect.stringMatching(ISO) });
    const opensIn = Date.parse(body.opens_at) - Date.now();
    expect(opensIn).toBeGreaterThan(0);
    expect(opensIn).toBeLessThanOrEqual(2 * 60 * 60 * 1000);
    expect(new Date(body.opens_at).getUTCMinutes()).toBe(0);
  });
});

describe('delivery hours (unset outside production)', () => {
  it('GET orders/hours/ answers always open', async () => {
    const ctx = await createTestContext();
    try {
      const res = await ctx.app.inject({ method: 'GET', url: '/api/orders/hours/' });
      expect(res.json()).toEqual({ open: '00:00', close: '24:00', is_open: true, opens_at: null });
    } finally {
      await ctx.close();
    }
  });
});
