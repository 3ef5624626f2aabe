import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orderLines } from '../../../db/schema/index.ts';
import { type BusEvent, inProcessEventBus } from '../../../lib/events.ts';
import { createTestContext } from '../../../test/context.ts';
import { createUser } from '../../../test/factories.ts';
import { auditRowsOf, call, expectAdminOnly, placeOrder, roleTrio } from '../testing.ts';

/** The test context, with an event bus whose published events are recorded. */
async function contextWithEvents() {
  const bus = inProcessEventBus();
  const published: BusEvent[] = [];
  const events = { ...bus, publish: async (event: BusEvent) => void published.push(event) };
  return { ...(await createTestContext({}, { events })), published };
}

let ctx: Awaited<ReturnType<typeof contextWithEvents>>;
let trio: Awaited<ReturnType<typeof roleTrio>>;
let buyer: Awaited<ReturnType<typeof createUser>>;
let placed: Awaited<ReturnType<typeof placeOrder>>[];
const at = (iso: string) => new Date(`${iso}Z`);

beforeAll(async () => {
  ctx = await contextWithEvents();
  trio = await roleTrio(ctx.db);
  buyer = await createUser(ctx.db);
  placed = [];
  // 12 lines over 6 orders: statuses cycle Pending, Paid, Completed, Canceled; later orders are newer.
  const statuses = ['Pending', 'Paid', 'Completed', 'Canceled'] as const;
  for (let i = 0; i < 6; i++) {
    const time = at(`2024-05-0${i + 1}T10:00:00`);
    placed.push(
      await placeOrder(
        ctx.db,
        buyer.user.id,
        [0, 1].map((j) => ({
          restaurantId: null,
          restaurantName: 'Kacchi Bhai',
          itemName: `Dish ${i}-${j}`,
          price: 150.5,
          quantity: j + 1,
          status: statuses[(i * 2 + j) % 4]!,
        })),
        time,
      ),
    );
  }
});
afterAll(() => ctx.close());

const list = (query = '') => call(ctx, 'GET', `/api/admin/orders/${query}`, trio.admin.auth);
const setStatus = (id: number, payload: unknown, headers = trio.admin.auth) =>
  call(ctx, 'POST', `/api/admin/order-status/${id}/`, headers, payload);

describe('GET admin/orders/', () => {
  it('answers every order line, 10 per page, newest first, in the admin OrderLine shape', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.count).toBe(12);
    expect(body.results).toHaveLength(10);
    expect(body.next).toBe('http://localhost:3000/api/admin/orders/?page=2');
    const newest = placed[5]!;
    expect(body.results[0]).toEqual({
      id: newest.lines[1]!.id,
      order: newest.order.id,
      item_name: 'Dish 5-1',
      item_price: 150.5,
      quantity: 2,
      subtotal: 301,
      status: 'Canceled',
      restaurant: 'Kacchi Bhai',
      username: buyer.user.username,
      email: buyer.user.email,
      created_at: '2024-05-06T10:00:00.000Z',
      payment_method: 'cash_on_delivery',
    });
    const second = (await list('?page=2')).json();
    expect(second.results.map((l: { item_name: string }) => l.item_name)).toEqual(['Dish 0-1', 'Dish 0-0']);
  });

  it('filters by status, keeping it in the links; "" lists all; another value is a 400', async () => {
    const completed = (await list('?status=Completed')).json();
    expect(completed.count).toBe(3);
    expect(completed.results.every((l: { status: string }) => l.status === 'Completed')).toBe(true);
    expect((await list('?status=')).json().count).toBe(12);
    const bad = await list('?status=Shipped');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({ status: ['Choose Pending, Paid, Completed or Canceled.'] });
    expect((await list('?status=Pending&page=9')).json()).toEqual({ detail: 'Invalid page.' });
  });

  it('is for admins only', async () => {
    await expectAdminOnly(ctx, trio, 'GET', '/api/admin/orders/');
  });
});

describe('POST admin/order-status/{id}/', () => {
  it('sets a status from any status, audits it and tells the customer after the commit', async () => {
    const line = placed[1]!.lines[0]!; // Completed: its ticket is Delivered
    ctx.published.length = 0;
    const res = await setStatus(line.id, { status: 'Pending' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: line.id,
      order: placed[1]!.order.id,
      status: 'Pending',
      subtotal: 150.5,
    });
    const [row] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(row!.status).toBe('Pending');
    expect(ctx.published).toEqual([
      {
        type: 'order.status',
        userId: buyer.user.id,
        data: { line_id: line.id, order_id: placed[1]!.order.id, status: 'Pending' },
      },
    ]);
    // Completed → Canceled and back: an admin may undo a mistake.
    const done = placed[3]!.lines[0]!; // Completed
    expect((await setStatus(done.id, { status: 'Canceled' })).json().status).toBe('Canceled');
    expect((await setStatus(done.id, { status: 'Completed' })).json().status).toBe('Completed');
    expect(await auditRowsOf(ctx.db, 'order_line', done.id)).toMatchObject([
      {
        action: 'status_change',
        actorId: trio.admin.user.id,
        before: { status: 'Completed' },
        after: { status: 'Canceled' },
      },
      { action: 'status_change', before: { status: 'Canceled' }, after: { status: 'Completed' } },
    ]);
  });

  it('changes nothing, publishes nothing, when the status is the same', async () => {
    const line = placed[2]!.lines[0]!; // Pending
    ctx.published.length = 0;
    expect((await setStatus(line.id, { status: 'Pending' })).json().status).toBe('Pending');
    expect(ctx.published).toEqual([]);
    expect(await auditRowsOf(ctx.db, 'order_line', line.id)).toEqual([]);
  });

  it('answers 400 for Paid or an unknown status, 404 for an unknown line', async () => {
    const line = placed[3]!.lines[0]!;
    for (const status of ['Paid', 'Shipped', undefined]) {
      const res = await setStatus(line.id, { status });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: ['Choose Pending, Completed or Canceled.'] });
    }
    expect((await setStatus(999999, { status: 'Completed' })).json()).toEqual({ detail: 'Not found.' });
  });

  it('is for admins only', async () => {
    const line = placed[4]!.lines[0]!;
    await expectAdminOnly(ctx, trio, 'POST', `/api/admin/order-status/${line.id}/`, { status: 'Canceled' });
    const [row] = await ctx.db.select().from(orderLines).where(eq(orderLines.id, line.id));
    expect(row!.status).toBe(line.status);
  });
});
