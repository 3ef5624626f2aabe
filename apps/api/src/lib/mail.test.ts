import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../config.ts';
import { createMailer, outboxMailer, smtpMailer } from './mail.ts';
import { decodedBody, startSmtpServer } from '../test/smtp-server.ts';

const mail = {
  to: 'rahim@example.test',
  subject: 'Hello from Bhoj',
  text: 'Open https://bhoj.example/reset-password/1/abc/ to continue.',
  html: '<p>Open <a href="https://bhoj.example/reset-password/1/abc/">the link</a>.</p>',
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'bhoj-mail-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

function recordingLog() {
  const lines: { obj: unknown; msg: string }[] = [];
  const log = {
    info: (obj: unknown, msg: string) => lines.push({ obj, msg }),
  } as unknown as FastifyBaseLogger;
  return { log, lines };
}

describe('mailers', () => {
  it('delivers over SMTP to a real server', async () => {
    const smtp = await startSmtpServer();
    try {
      await smtpMailer(smtp.url, 'Bhoj <no-reply@bhoj.test>').send(mail);
      expect(smtp.received).toHaveLength(1);
      const [received] = smtp.received;
      expect(received!.from).toBe('no-reply@bhoj.test');
      expect(received!.to).toEqual(['rahim@example.test']);
      expect(received!.raw).toMatch(/^Subject: Hello from Bhoj$/m);
      expect(decodedBody(received!.raw)).toContain('https://bhoj.example/reset-password/1/abc/');
    } finally {
      await smtp.close();
    }
  });

  it('without SMTP writes an .eml file to the outbox and logs the text', async () => {
    const outbox = join(dir, 'outbox');
    const { log, lines } = recordingLog();
    await outboxMailer(outbox, 'Bhoj <no-reply@bhoj.test>', log).send(mail);
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const eml = await readFile(join(outbox, files[0]!), 'utf8');
    expect(eml).toMatch(/^To: rahim@example.test$/m);
    expect(eml).toMatch(/^From: Bhoj <no-reply@bhoj.test>$/m);
    expect(decodedBody(eml)).toContain('https://bhoj.example/reset-password/1/abc/');
    expect(lines).toHaveLength(1);
    expect(lines[0]!.msg).toContain('https://bhoj.example/reset-password/1/abc/');
    expect(lines[0]!.obj).toMatchObject({ to: 'rahim@example.test', file: join(outbox, files[0]!) });
  });

  it('chooses SMTP when SMTP_URL is set and the outbox in DATA_DIR otherwise', async () => {
    const { log } = recordingLog();
    const smtp = await startSmtpServer();
    try {
      await createMailer(loadConfig({ DATA_DIR: dir, SMTP_URL: smtp.url }), log).send(mail);
      expect(smtp.received).toHaveLength(1);
    } finally {
      await smtp.close();
    }
    const other = await mkdtemp(join(tmpdir(), 'bhoj-mail-'));
    await createMailer(loadConfig({ DATA_DIR: other }), log).send(mail);
    expect(await readdir(join(other, 'outbox'))).toHaveLength(1);
    await rm(other, { recursive: true, force: true });
  });
});
