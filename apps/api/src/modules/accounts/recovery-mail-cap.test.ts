import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser } from '../../test/factories.ts';
import { mailsTo, startSmtpServer, waitForMails } from '../../test/smtp-server.ts';

// The default limits: 3 recovery mails an hour per address, 60 requests a minute per IP.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({ SMTP_URL: smtp.url, PUBLIC_URL: 'https://bhoj.example' });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const SAME_ANSWER = {
  message: 'If an account uses this email, a link to reset its password has been sent to it.',
};
let ip = 0;
const forget = (email: string, on: TestContext = ctx) =>
  on.app.inject({
    method: 'POST',
    url: '/api/accounts/forget-password/',
    payload: { email },
    remoteAddress: `192.0.2.${++ip % 250}`,
  });
const reset = (path: string) =>
  ctx.app.inject({
    method: 'POST',
    url: `/api/accounts/${path}`,
    payload: { password: 'a-fresh-start-2026', confirm_password: 'a-fresh-start-2026' },
  });
const linksIn = (mails: { text: string }[]) =>
  mails.map((mail) => /https:\/\/bhoj\.example\/(reset-password\/\d+\/[0-9a-f]{64}\/)/.exec(mail.text)![1]!);
/** Lets mails still on their way arrive (they are sent after the answer). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('recovery mails to one address are capped, never refused', () => {
  it('answers the owner after 10 requests from others, mails 3, and every mailed link still works', async () => {
    const { user } = await createUser(ctx.db);
    for (let i = 0; i < 10; i++) expect((await forget(user.email)).statusCode).toBe(200);
    const own = await forget(user.email);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toEqual(SAME_ANSWER);
    await waitForMails(smtp, user.email, 3);
    await settle();
    const links = linksIn(mailsTo(smtp, user.email));
    expect(links).toHaveLength(3);
    expect(new Set(links).size).toBe(3);
    // The first link mailed works after every later request; using it uses up the others.
    expect((await reset(links[0]!)).statusCode).toBe(200);
    expect((await reset(links[2]!)).json()).toEqual({ error: 'Invalid token' });
  });

  it('answers a request over the cap exactly as one under it, and as one for an unknown email', async () => {
    const { user } = await createUser(ctx.db);
    const under = await forget(user.email);
    for (let i = 0; i < 3; i++) await forget(user.email);
    const over = await forget(user.email);
    const unknown = await forget('nobody-recovers@example.test');
    for (const res of [over, unknown]) {
      expect(res.statusCode).toBe(200);
      expect(res.body).toBe(under.body);
      expect(res.headers['content-length']).toBe(under.headers['content-length']);
      expect(res.headers['retry-after']).toBeUndefined();
    }
    await settle();
    expect(mailsTo(smtp, user.email)).toHaveLength(3);
  });

  it('keeps an earlier link working when a new one is asked for', async () => {
    const { user } = await createUser(ctx.db);
    await forget(user.email);
    const [first] = linksIn(await waitForMails(smtp, user.email, 1));
    await forget(user.email);
    await waitForMails(smtp, user.email, 2);
    expect((await reset(first!)).statusCode).toBe(200);
  });

  it('mails again once the hour is over', async () => {
    const { user } = await createUser(ctx.db);
    for (let i = 0; i < 4; i++) await forget(user.email);
    await waitForMails(smtp, user.email, 3);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 60 * 60_000 + 1000);
    await forget(user.email);
    await waitForMails(smtp, user.email, 4);
  });

  it('has no cap with RATE_LIMIT_RECOVERY_MAILS_PER_HOUR=0', async () => {
    const local = await createTestContext({ SMTP_URL: smtp.url, RATE_LIMIT_RECOVERY_MAILS_PER_HOUR: '0' });
    try {
      const { user } = await createUser(local.db);
      for (let i = 0; i < 5; i++) expect((await forget(user.email, local)).statusCode).toBe(200);
      await waitForMails(smtp, user.email, 5);
    } finally {
      await local.close();
    }
  });
});
