import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createFood } from '../../test/factories.ts';
import { readMail } from '../../test/read-mail.ts';
import { startSmtpServer } from '../../test/smtp-server.ts';
import { createShopper, orderingWorld, shopperCalls } from '../../test/shopping.ts';
import { moveTicket, ticketsOf } from './testing.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
let world: Awaited<ReturnType<typeof orderingWorld>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://bhoj.example' });
  world = await orderingWorld(ctx.db);
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

/** The `count`-th mail to `to` (1 = the first), read back. */
async function mailTo(to: string, count = 1) {
  const mails = await vi.waitFor(
    () => {
      const found = smtp.received.filter((m) => m.to.includes(to));
      if (found.length < count) throw new Error(`${found.length} mails to ${to} so far`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
  return readMail(mails[count - 1]!.raw);
}

describe('order receipts in the customer language', () => {
  it('writes the placed and canceled receipts in Bangla, with ৳ amounts in Bengali digits', async () => {
    const feast = await createFood(ctx.db, world.first.refs, { name: 'Mezban Feast', price: 1234.5 });
    const shopper = await createShopper(ctx.db);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/accounts/language/',
      headers: shopper.auth,
      payload: { language: 'bn' },
    });
    expect(chosen.json().language).toBe('bn');
    const calls = shopperCalls(ctx.app, shopper.auth);
    await calls.add(feast.slug);
    await calls.add(world.burger.slug);
    const order = (
      await calls.checkout({ address: 'বসুন্ধরা আ/এ', payment_method: 'cash_on_delivery' })
    ).json();

    const placed = await mailTo(shopper.user.email);
    expect(placed.subject).toBe(`Bhoj অর্ডার #${order.id} দেওয়া হয়েছে`);
    expect(placed.text).toContain(`প্রিয় ${shopper.user.username},`);
    expect(placed.text).toContain(`ধন্যবাদ: আপনার অর্ডার #${order.id} রেস্টুরেন্টগুলোর কাছে পৌঁছেছে।`);
    expect(placed.text).toMatch(/অর্ডার দেওয়া হয়েছে [০-৯]+ .+ [০-৯]{4}, [০-৯]{2}:[০-৯]{2} \(বাংলাদেশ সময়\)/);
    expect(placed.text).toContain('ঠিকানা: বসুন্ধরা আ/এ।');
    expect(placed.text).toContain('  ১ × Mezban Feast  ৳১,২৩৪.৫০');
    expect(placed.text).toContain('  ১ × Burger  ৳৩২০.৫০');
    expect(placed.text).toContain('  ডেলিভারি চার্জ  ৳৪৫.৫০');
    expect(order.total).toBe(1660.5);
    expect(placed.text).toContain('মোট ৳১,৬৬০.৫০\n');
    expect(placed.text).toContain('পেমেন্ট: ক্যাশ অন ডেলিভারি');
    expect(placed.text).toContain('আপনার অর্ডারগুলো: https://bhoj.example/order-history/');
    expect(placed.html).toContain('৳১,২৩৪.৫০');
    expect(`${placed.subject}\n${placed.text}`).not.toMatch(/Hello|Total|TK|Payment|placed/);

    const [, burger] = await ticketsOf(ctx.db, order.id);
    await moveTicket(ctx.app, world.second.owner.auth, burger!.id, { stage: 'canceled', reason: 'বান শেষ' });
    const canceled = await mailTo(shopper.user.email, 2);
    expect(canceled.subject).toBe(`Bhoj অর্ডার #${order.id}-2: বাতিল হয়েছে`);
    expect(canceled.text).toContain(`আপনার অর্ডার #${order.id}-এর নিজের অংশ বাতিল করেছে (বান শেষ)।`);
    expect(canceled.text).toContain(`#${order.id}-2 `);
    expect(canceled.text).toMatch(/: বাতিল হয়েছে \(বান শেষ\)\n/);
    expect(canceled.text).toContain('মোট ৳১,২৯৪.৫০ (আগে ছিল ৳১,৬৬০.৫০)');
  });

  it('keeps the English receipt for an English account', async () => {
    const shopper = await createShopper(ctx.db);
    const calls = shopperCalls(ctx.app, shopper.auth);
    await calls.add(world.kacchi.slug);
    const order = (await calls.checkout({ address: 'Uttara', payment_method: 'cash_on_delivery' })).json();
    const placed = await mailTo(shopper.user.email);
    expect(placed.subject).toBe(`Bhoj order #${order.id} placed`);
    expect(placed.text).toContain(`Hello ${shopper.user.username},`);
    expect(placed.text).toContain('  1 × Kacchi  TK 250.00');
    expect(placed.text).toContain('Payment: cash on delivery');
    expect(placed.text).not.toMatch(/[\u0980-\u09FF]/);
  });
});
