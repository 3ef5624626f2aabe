import { SIGN_IN_CODE_MESSAGES } from '@bhoj/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories.ts';
import { mailsTo, startSmtpServer, waitForMails } from '../../test/smtp-server.ts';

// The default limits: 10 failed sign-ins a minute per account, 60 per IP.
let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    SECRET_KEY: 'a-test-secret-key-of-at-least-32-characters',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});
afterEach(() => {
  vi.useRealTimers();
});

const NEEDED = { code: [SIGN_IN_CODE_MESSAGES.needed] };
const WRONG = { code: [SIGN_IN_CODE_MESSAGES.wrong] };
let ip = 0;
const nextIp = () => `203.0.113.${++ip % 250}`;
const signIn = (body: { email: string; password: string; code?: string }, cookie?: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/login/',
    payload: body,
    remoteAddress: nextIp(),
    headers: cookie ? { cookie } : {},
  });
const resend = (email: string) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/accounts/login-code/',
    payload: { email },
    remoteAddress: nextIp(),
  });
/** An attacker who knows only the email: wrong passwords, each from another address. */
async function attack(email: string, times = 10) {
  for (let i = 0; i < times; i++) await signIn({ email, password: `guess-${i}` });
}
/** The code of the newest sign-in code mail to `to`: the line of six digits alone. */
async function codeMailedTo(to: string, count = 1) {
  const mails = await waitForMails(smtp, to, count);
  const code = /^(\d{6})$/m.exec(mails.at(-1)!.text)?.[1];
  if (!code) throw new Error(`no code in:\n${mails.at(-1)!.text}`);
  return code;
}
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('an attacker who knows only the email cannot keep the owner out', () => {
  it('asks a new browser for a mailed code after 10 failures from anywhere, and lets the owner in with it', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email);
    const asked = await signIn({ email: user.email, password: FACTORY_PASSWORD });
    expect(asked.statusCode).toBe(400);
    expect(asked.json()).toEqual(NEEDED);
    expect(asked.headers['set-cookie']).toBeUndefined();
    const code = await codeMailedTo(user.email);

    await attack(user.email, 20); // the attack goes on: no more mails
    const owner = await signIn({ email: user.email, password: FACTORY_PASSWORD, code });
    expect(owner.statusCode).toBe(200);
    expect(owner.json()).toMatchObject({ email: user.email, token: expect.any(String) });
    const cookie = String(owner.headers['set-cookie']).split(';')[0]!;
    expect(cookie).toMatch(/^bhoj_device=/);
    expect(mailsTo(smtp, user.email)).toHaveLength(1);

    // Now a known browser: no code, while the attack goes on.
    await attack(user.email);
    expect((await signIn({ email: user.email, password: FACTORY_PASSWORD }, cookie)).statusCode).toBe(200);
  });

  it('answers a code-less attempt alike for a right or wrong password and an email without account', async () => {
    const { user } = await createUser(ctx.db);
    const nobody = 'nobody-signs-in@example.test';
    for (const email of [user.email, nobody]) await attack(email);
    const answers = await Promise.all([
      signIn({ email: user.email, password: FACTORY_PASSWORD }),
      signIn({ email: user.email, password: 'wrong-password' }),
      signIn({ email: nobody, password: 'wrong-password' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(JSON.stringify(NEEDED));
    }
    await codeMailedTo(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailsTo(smtp, nobody)).toEqual([]);
    const [mine, none] = [await resend(user.email), await resend(nobody)];
    expect(mine.statusCode).toBe(429);
    expect(none.statusCode).toBe(429);
    expect(none.body).toBe(mine.body);
    expect(await resend('nobody-asked-before@example.test')).toMatchObject({ statusCode: 200 });
  });

  it('writes the code mail in the account language', async () => {
    const { user } = await createUser(ctx.db, { language: 'bn' });
    await attack(user.email, 11);
    const [mail] = await waitForMails(smtp, user.email);
    expect(mail!.subject).toBe('আপনার Bhoj সাইন-ইন কোড');
    expect(mail!.text).toContain(`প্রিয় ${user.username},`);
    expect(mail!.text).toContain('কোডটি একবারই কাজ করবে, এই মেইলের পর ১৫ মিনিট পর্যন্ত।');
    const code = /^(\d{6})$/m.exec(mail!.text)![1]!;
    expect(mail!.html).toContain(`>${code}</strong>`);
    const bengali = code.replace(/\d/g, (d) => String.fromCharCode(0x09e6 + Number(d)));
    const res = await signIn({
      email: user.email,
      password: FACTORY_PASSWORD,
      code: `${bengali.slice(0, 3)} ${bengali.slice(3)}`,
    });
    expect(res.statusCode).toBe(200);
  });

  it('writes it in English by default, saying how long the code works', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email, 11);
    const [mail] = await waitForMails(smtp, user.email);
    expect(mail!.subject).toBe('Your Bhoj sign-in code');
    expect(mail!.text).toContain('The code works once, for 15 minutes after this mail.');
    expect(mail!.text).toContain('nobody can sign in without your password and this code');
  });
});

describe('sign-in codes refused', () => {
  it('refuses a wrong code, and a right code with a wrong password, alike; the code still works after', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email, 11);
    const code = await codeMailedTo(user.email);
    const answers = [
      await signIn({ email: user.email, password: FACTORY_PASSWORD, code: otherThan(code) }),
      await signIn({ email: user.email, password: 'wrong-password', code }),
      await signIn({ email: user.email, password: 'wrong-password', code: otherThan(code) }),
    ];
    for (const res of answers) {
      expect(res.statusCode).toBe(400);
      expect(res.body).toBe(JSON.stringify(WRONG));
    }
    expect((await signIn({ email: user.email, password: FACTORY_PASSWORD, code })).statusCode).toBe(200);
  });

  it('refuses a used code, also when two sign-ins race with it', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email, 11);
    const code = await codeMailedTo(user.email);
    const body = { email: user.email, password: FACTORY_PASSWORD, code };
    const raced = await Promise.all([signIn(body), signIn(body)]);
    expect(raced.map((res) => res.statusCode).sort()).toEqual([200, 400]);
    await attack(user.email);
    const again = await signIn(body);
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual(WRONG);
  });

  it("refuses another account's code", async () => {
    const mine = await createUser(ctx.db);
    const target = await createUser(ctx.db);
    for (const { user } of [mine, target]) await attack(user.email, 11);
    const code = await codeMailedTo(mine.user.email);
    const res = await signIn({ email: target.user.email, password: FACTORY_PASSWORD, code });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual(WRONG);
  });

  it('refuses an expired code; the next attempt mails a new one', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email, 11);
    const code = await codeMailedTo(user.email);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 16 * 60_000);
    await attack(user.email, 11);
    const fresh = await codeMailedTo(user.email, 2);
    expect(fresh).not.toBe(code);
    const old = await signIn({ email: user.email, password: FACTORY_PASSWORD, code });
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual(WRONG);
    expect((await signIn({ email: user.email, password: FACTORY_PASSWORD, code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('ends a code after 5 wrong codes with the right password; a new one comes once the interval is over', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email, 11);
    const code = await codeMailedTo(user.email);
    for (let i = 0; i < 5; i++)
      await signIn({ email: user.email, password: FACTORY_PASSWORD, code: otherThan(code) });
    const ended = await signIn({ email: user.email, password: FACTORY_PASSWORD, code });
    expect(ended.json()).toEqual(WRONG);

    const early = await resend(user.email);
    expect(early.statusCode).toBe(429);
    expect(early.json()).toEqual({ error: SIGN_IN_CODE_MESSAGES.wait });
    expect(Number(early.headers['retry-after'])).toBeGreaterThan(200);
    expect(Number(early.headers['retry-after'])).toBeLessThanOrEqual(300);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    expect((await resend(user.email)).json()).toEqual({ message: SIGN_IN_CODE_MESSAGES.mailed });
    const fresh = await codeMailedTo(user.email, 2);
    expect((await signIn({ email: user.email, password: FACTORY_PASSWORD, code: fresh })).statusCode).toBe(
      200,
    );
  });

  it('does not end the code for wrong codes sent with a wrong password', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email, 11);
    const code = await codeMailedTo(user.email);
    for (let i = 0; i < 10; i++)
      await signIn({ email: user.email, password: `guess-${i}`, code: otherThan(code) });
    expect((await signIn({ email: user.email, password: FACTORY_PASSWORD, code })).statusCode).toBe(200);
  });

  it('refuses a code that is not six digits with a field message, counting nothing', async () => {
    const res = await signIn({ email: 'someone@example.test', password: 'x', code: '12ab' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ code: ['Enter the 6-digit code from the mail.'] });
  });
});

describe('asking for the code again', () => {
  it('mails the same code again, at most once every 5 minutes', async () => {
    const { user } = await createUser(ctx.db);
    await attack(user.email, 11);
    const code = await codeMailedTo(user.email);
    expect((await resend(user.email)).statusCode).toBe(429);
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + 5 * 60_000 + 1000);
    const again = await resend(user.email);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual({ message: SIGN_IN_CODE_MESSAGES.mailed });
    expect(await codeMailedTo(user.email, 2)).toBe(code);
    expect((await resend(user.email)).statusCode).toBe(429);
    expect(mailsTo(smtp, user.email)).toHaveLength(2);
  });

  it('refuses a malformed email with a field message', async () => {
    const res = await resend('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});
