import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
import type { Config } from '../config.ts';

/** Text made safe to put inside a mail's HTML. */
export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface Mail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export interface Mailer {
  send(mail: Mail): Promise<void>;
}

/** Real mail over SMTP, e.g. `smtp://user:pass@smtp.example.com:587` or `smtps://…:465`. */
export function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(mail) {
      await transport.sendMail({ from, ...mail });
    },
  };
}

/**
 * Without SMTP, each mail becomes an .eml file in `dir` (any mail client opens it) and its text goes to
 * the log, so a developer can follow the links in it.
 */
export function outboxMailer(dir: string, from: string, log: FastifyBaseLogger): Mailer {
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    async send(mail) {
      const { message } = await composer.sendMail({ from, ...mail });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = join(dir, `${stamp}-${randomBytes(4).toString('hex')}.eml`);
      await mkdir(dir, { recursive: true });
      await writeFile(file, message as Buffer);
      log.info({ to: mail.to, subject: mail.subject, file }, `mail written to the outbox:\n${mail.text}`);
    },
  };
}

export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const { smtpUrl, from } = config.mail;
  return smtpUrl ? smtpMailer(smtpUrl, from) : outboxMailer(join(config.dataDir, 'outbox'), from, log);
}
