import type { AddressInfo } from 'node:net';
import { vi } from 'vitest';
import { type ReadMail, readMail } from './read-mail.ts';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  /** The whole message as sent, headers and body. */
  raw: string;
}

/**
 * A real SMTP server on a free local port, for tests: it keeps every message it receives. With `hold`,
 * it accepts each message only once `hold` resolves; until then the message counts in `held`.
 */
export async function startSmtpServer({ hold }: { hold?: Promise<void> } = {}) {
  const received: ReceivedMail[] = [];
  const held = { count: 0 };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', async () => {
        held.count++;
        await hold;
        held.count--;
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}`,
    received,
    held,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The message body with quoted-printable soft line breaks and escapes undone. */
export const decodedBody = (raw: string) =>
  raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** The messages to `to` received so far, read (read-mail.ts). */
export const mailsTo = (server: { received: ReceivedMail[] }, to: string): ReadMail[] =>
  server.received.filter((m) => m.to.includes(to)).map((m) => readMail(m.raw));

/** Waits until at least `count` messages to `to` have arrived; answers them all, read. */
export async function waitForMails(server: { received: ReceivedMail[] }, to: string, count = 1) {
  return vi.waitFor(
    () => {
      const found = mailsTo(server, to);
      if (found.length < count) throw new Error(`${found.length} of ${count} mails to ${to} so far`);
      return found;
    },
    { timeout: 5000, interval: 20 },
  );
}
