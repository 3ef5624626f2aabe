import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';
import { decodedBody } from '../../test/smtp-server.ts';
import { moveTicket, ticketsOf } from './testing.ts';

let ctx: TestContext;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  ctx = await createTestContext();
  world = await orderingWorld(ctx.db);
});
afterAll(() => ctx.close());

/** The mails in DATA_DIR/outbox (no SMTP_URL in tests) once there are `count`, decoded. */
async function outbox(count: number) {
  const dir = join(ctx.dataDir, 'outbox');
  return vi.waitFor(async () => {
    const files = (await readdir(dir).catch(() => [])).sort();
    if (files.length < count) throw new Error(`${files.length} mails so far`);
    return Promise.all(files.map(async (file) => decodedBody(await readFile(join(dir, file), 'utf8'))));
  });
}

describe('order receipts', () => {
  it('mails the customer when the order is placed and when a ticket is canceled, in Dhaka time', async () => {
    const shopper = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, shopper.auth);
    await calls.add(world.kacchi.slug);
    await calls.add(world.burger.slug);
    const order = (
      await calls.checkout({ address: 'Bashundhara R/A', payment_method: 'cash_on_delivery' })
    ).json();
    const [placed] = await outbox(1);
    expect(placed).toMatch(new RegExp(`^To: ${shopper.user.email}$`, 'm'));
    expect(placed).toContain(`Subject: Bhoj order #${order.id} placed`);
    expect(placed).toContain('(Bangladesh time), to Bashundhara R/A.');
    expect(placed).toContain(`#${order.id}-2 `);
    expect(placed).toContain('Total TK 676.00');

    const [, burger] = await ticketsOf(ctx.db, order.id);
    await moveTicket(ctx.app, world.second.owner.auth, burger!.id, {
      stage: 'canceled',
      reason: 'No buns left',
    });
    const mails = await outbox(2);
    const canceled = mails.find((mail) => mail.includes(`Subject: Bhoj order #${order.id}-2: canceled`))!;
    expect(canceled).toContain('(No buns left)');
    expect(canceled).toContain('Total TK 310.00 (was TK 676.00)');
  });

  it('sends nothing for an online order until it is paid', async () => {
    const before = (await readdir(join(ctx.dataDir, 'outbox'))).length;
    const shopper = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, shopper.auth);
    await calls.add(world.kacchi.slug);
    expect((await calls.pay(shopper.user.id, { address: 'Uttara' })).statusCode).toBe(200);
    await new Promise((tick) => setTimeout(tick, 200));
    expect((await readdir(join(ctx.dataDir, 'outbox'))).length).toBe(before);
  });
});
