import type { AddressInfo } from 'node:net';
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
