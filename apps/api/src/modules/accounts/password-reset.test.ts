import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { passwordResetTokens } from '../../db/schema/index.ts';
import { sha256 } from '../../lib/auth.ts';
import { readMail } from '../../test/read-mail.ts';
import { decodedBody, startSmtpServer } from '../../test/smtp-server.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createUser, FACTORY_PASSWORD } from '../../test/factories.ts';

let ctx: TestContext;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  smtp = await startSmtpServer();
  ctx = await createTestContext({
    SMTP_URL: smtp.url,
    MAIL_FROM: 'Bhoj <no-reply@bhoj.test>',
    PUBLIC_URL: 'https://bhoj.example',
    RATE_LIMIT_AUTH_PER_MINUTE: '0',
  });
});
afterAll(async () => {
  await ctx.close();
  await smtp.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'POST', url, payload, headers });
const forget = (email: string, on: TestContext = ctx) =>
  on.app.inject({ method: 'POST', url: '/api/accounts/forget-password/', payload: { email } });
const reset = (path: string, password: string, confirm = password) =>
  post(`/api/accounts/${path}`, { password, confirm_password: confirm });
const NEW_PASSWORD = 'a-fresh-start-2026';
const SAME_ANSWER = {
  message: 'If an account uses this email, a link to reset its password has been sent to it.',
};

/** Waits for the mail to `to` and answers it, its text part and the reset path ("reset-password/<uid>/<token>/"). */
async function mailTo(to: string) {
  const mail = await vi.waitFor(
    () => {
      const found = smtp.received.find((m) => m.to.includes(to));
      if (!found) throw new Error(`no mail to ${to} yet`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
  const body = readMail(mail.raw).text;
  const link = /https:\/\/bhoj\.example\/(reset-password\/\d+\/[0-9a-f]{64}\/)/.exec(body);
  if (!link) throw new Error(`no reset link in:\n${body}`);
  return { mail, body, path: link[1]! };
}

describe('password recovery by mail', () => {
  it('answers the same whether or not the email has an account, and mails only real accounts', async () => {
    const { user } = await createUser(ctx.db);
    const known = await forget(user.email.toUpperCase());
    const unknown = await forget('nobody-here@example.test');
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(SAME_ANSWER);
    expect(unknown.body).toBe(known.body);
    expect(unknown.headers['content-length']).toBe(known.headers['content-length']);
    await mailTo(user.email);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.received.filter((m) => m.to.includes('nobody-here@example.test'))).toEqual([]);
  });

  it('mails a link that works once, then signs in with the new password only, and kills old tokens', async () => {
    const { user, auth } = await createUser(ctx.db);
    expect((await forget(user.email)).statusCode).toBe(200);
    const { mail, body, path } = await mailTo(user.email);
    expect(mail.from).toBe('no-reply@bhoj.test');
    expect(mail.raw).toMatch(/^Subject: Reset your Bhoj password$/m);
    expect(body).toContain('The link works once and expires in 1 hour.');
    expect(path).toMatch(new RegExp(`^reset-password/${user.id}/`));

    const [row] = await ctx.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.id));
    const token = path.split('/')[2]!;
    expect(row!.tokenHash).toBe(sha256(token));
    const minutes = (row!.expiresAt.getTime() - Date.now()) / 60_000;
    expect(minutes).toBeGreaterThan(58);
    expect(minutes).toBeLessThanOrEqual(60.5);

    const done = await reset(path, NEW_PASSWORD);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: 'Your password has been reset. Sign in with the new password.' });

    const login = (password: string) => post('/api/accounts/login/', { email: user.email, password });
    expect((await login(NEW_PASSWORD)).statusCode).toBe(200);
    const old = await login(FACTORY_PASSWORD);
    expect(old.statusCode).toBe(400);
    expect(old.json()).toEqual({ error: 'Invalid credentials' });
    const oldToken = await ctx.app.inject({ method: 'GET', url: '/api/accounts/profile/', headers: auth });
    expect(oldToken.statusCode).toBe(401);

    const again = await reset(path, 'another-password-77');
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ error: 'Invalid token' });
    expect((await login('another-password-77')).statusCode).toBe(400);
  });

  it('writes the mail in Bangla for an account whose language is Bangla, and its link works', async () => {
    const { user, auth } = await createUser(ctx.db);
    const chosen = await ctx.app.inject({
      method: 'PUT',
      url: '/api/accounts/language/',
      headers: auth,
      payload: { language: 'bn' },
    });
    expect(chosen.statusCode).toBe(200);
    const known = await forget(user.email);
    expect(known.json()).toEqual(SAME_ANSWER);

    const { mail, path } = await mailTo(user.email);
    const { subject, text, html } = readMail(mail.raw);
    expect(subject).toBe('আপনার Bhoj পাসওয়ার্ড নতুন করে ঠিক করুন');
    expect(text).toContain(`প্রিয় ${user.username},`);
    expect(text).toContain('নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:');
    expect(text).toContain(`https://bhoj.example/${path}`);
    expect(text).toContain('লিংকটি একবারই কাজ করবে, আর ১ ঘণ্টা পরে এর মেয়াদ শেষ হবে।');
    expect(html).toContain(`<p><a href="https://bhoj.example/${path}">`);
    expect(html).toContain('আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।');
    expect(`${subject}\n${text}`).not.toMatch(/Hello|Reset your|expires/);
    expect((await reset(path, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('keeps answering the same for an unknown email while Bangla accounts get their mail', async () => {
    const { user } = await createUser(ctx.db, { language: 'bn' });
    const unknown = await forget('nobody-in-bangla@example.test');
    const known = await forget(user.email);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.body).toBe(known.body);
    expect(readMail((await mailTo(user.email)).mail.raw).subject).toBe('আপনার Bhoj পাসওয়ার্ড নতুন করে ঠিক করুন');
    expect(smtp.received.filter((m) => m.to.includes('nobody-in-bangla@example.test'))).toEqual([]);
  });

  it('refuses an expired link', async () => {
    const { user } = await createUser(ctx.db);
    await forget(user.email);
    const { path } = await mailTo(user.email);
    await ctx.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.id));
    const res = await reset(path, NEW_PASSWORD);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid token' });
  });

  it("uses up the user's other links when one is used", async () => {
    const { user } = await createUser(ctx.db);
    await forget(user.email);
    const first = (await mailTo(user.email)).path;
    smtp.received.length = 0;
    await forget(user.email);
    const second = (await mailTo(user.email)).path;
    expect(second).not.toBe(first);
    expect((await reset(second, NEW_PASSWORD)).statusCode).toBe(200);
    const res = await reset(first, 'another-password-77');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Invalid token' });
  });

  it('refuses made-up links and links of another user', async () => {
    const { user } = await createUser(ctx.db);
    const other = await createUser(ctx.db);
    await forget(user.email);
    const { path } = await mailTo(user.email);
    const token = path.split('/')[2]!;
    for (const bad of [
      `reset-password/${other.user.id}/${token}/`,
      `reset-password/abc/${token}/`,
      `reset-password/0/${token}/`,
      `reset-password/${user.id}/${'0'.repeat(64)}/`,
      `reset-password/${user.id}/short/`,
    ]) {
      const res = await reset(bad, NEW_PASSWORD);
      expect(res.statusCode, bad).toBe(400);
      expect(res.json()).toEqual({ error: 'Invalid token' });
    }
    expect((await reset(path, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses passwords that differ, are short or are common, keeping the link usable', async () => {
    const { user } = await createUser(ctx.db);
    await forget(user.email);
    const { path } = await mailTo(user.email);
    const differ = await reset(path, NEW_PASSWORD, 'something-else-42');
    expect(differ.statusCode).toBe(400);
    expect(differ.json()).toEqual({ confirm_password: ['Passwords do not match'] });
    const short = await reset(path, 'abc', 'abd');
    expect(short.json()).toEqual({
      password: ['Password must be at least 8 characters.'],
      confirm_password: ['Passwords do not match'],
    });
    const common = await reset(path, 'iloveyou');
    expect(common.statusCode).toBe(400);
    expect(common.json()).toEqual({
      password: ['This password is too common. Choose one that is harder to guess.'],
    });
    expect((await reset(path, NEW_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses a malformed email with a field message', async () => {
    const res = await forget('not an email');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ email: ['Enter a valid email address.'] });
  });
});

describe('password recovery answers before any work for the account', () => {
  it('answers while the reset links table is locked, then mails the link once it is free', async () => {
    const { user } = await createUser(ctx.db);
    let unlock!: () => void;
    const locked = new Promise<void>((resolve) => (unlock = resolve));
    const holding = ctx.db.transaction(async (tx) => {
      await tx.execute(sql`lock table password_reset_tokens in access exclusive mode`);
      await locked;
    });
    const res = await forget(user.email);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual(SAME_ANSWER);
    unlock();
    await holding;
    await mailTo(user.email);
  });

  it('answers while the mail server still holds the message', async () => {
    let accept!: () => void;
    const held = await startSmtpServer({ hold: new Promise((resolve) => (accept = resolve)) });
    const local = await createTestContext({ SMTP_URL: held.url, RATE_LIMIT_AUTH_PER_MINUTE: '0' });
    try {
      const { user } = await createUser(local.db);
      const res = await forget(user.email, local);
      expect(res.statusCode).toBe(200);
      await vi.waitFor(() => expect(held.held.count).toBe(1), { timeout: 5000, interval: 20 });
      expect(held.received).toEqual([]);
      accept();
      await vi.waitFor(() => expect(held.received).toHaveLength(1), { timeout: 5000, interval: 20 });
    } finally {
      accept();
      await local.close();
      await held.close();
    }
  });
});

describe('password recovery without SMTP', () => {
  it('writes the mail with its link to DATA_DIR/outbox', async () => {
    const local = await createTestContext({ RATE_LIMIT_AUTH_PER_MINUTE: '0' });
    try {
      const { user } = await createUser(local.db);
      const res = await forget(user.email, local);
      expect(res.statusCode).toBe(200);
      const outbox = join(local.dataDir, 'outbox');
      const [file] = await vi.waitFor(async () => {
        const files = await readdir(outbox);
        if (files.length === 0) throw new Error('outbox empty');
        return files;
      });
      const eml = decodedBody(await readFile(join(outbox, file!), 'utf8'));
      expect(eml).toMatch(new RegExp(`^To: ${user.email}$`, 'm'));
      expect(eml).toMatch(new RegExp(`http://localhost:3000/reset-password/${user.id}/[0-9a-f]{64}/`));
    } finally {
      await local.close();
    }
  });
});
