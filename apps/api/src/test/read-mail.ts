/**
 * A received message (as sent over SMTP or written to the outbox) read back for assertions: the subject
 * and the text and HTML parts as UTF-8 text. Enough MIME for what nodemailer writes: RFC 2047 encoded
 * words in headers, one level of multipart, base64, quoted-printable or plain parts.
 */
export interface ReadMail {
  subject: string;
  to: string;
  text: string;
  html: string;
}

const quotedPrintable = (body: string): Buffer => {
  const bytes: number[] = [];
  const unfolded = body.replace(/=\r?\n/g, '');
  for (let i = 0; i < unfolded.length; i++) {
    const hex = unfolded[i] === '=' ? /^[0-9A-Fa-f]{2}$/.exec(unfolded.slice(i + 1, i + 3)) : null;
    if (hex) {
      bytes.push(parseInt(hex[0], 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(unfolded[i]!, 'utf8'));
    }
  }
  return Buffer.from(bytes);
};

/** `=?UTF-8?B?…?=` and `=?UTF-8?Q?…?=` words; the bytes of neighbouring words are joined before decoding. */
function decodeHeader(value: string): string {
  const words = /=\?utf-8\?([bq])\?([^?]*)\?=/gi;
  const parts: Buffer[] = [];
  let last = 0;
  for (const match of value.matchAll(words)) {
    const between = value.slice(last, match.index);
    if (!/^\s*$/.test(between) || last === 0) parts.push(Buffer.from(between, 'utf8'));
    const [, kind, data] = match;
    parts.push(
      kind!.toUpperCase() === 'B'
        ? Buffer.from(data!, 'base64')
        : quotedPrintable(data!.replaceAll('_', ' ')),
    );
    last = match.index + match[0].length;
  }
  parts.push(Buffer.from(value.slice(last), 'utf8'));
  return Buffer.concat(parts).toString('utf8');
}

function splitMessage(raw: string): { headers: Map<string, string>; body: string } {
  const normal = raw.replace(/\r\n/g, '\n');
  const end = normal.indexOf('\n\n');
  const head = end === -1 ? normal : normal.slice(0, end);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\n[ \t]+/g, ' ').split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normal.slice(end + 2) };
}

function decodePart(headers: Map<string, string>, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') return quotedPrintable(body).toString('utf8');
  return body;
}

export function readMail(raw: string): ReadMail {
  const { headers, body } = splitMessage(raw);
  const type = headers.get('content-type') ?? 'text/plain';
  const found = { text: '', html: '' };
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  const parts = boundary
    ? body
        .split(`--${boundary}`)
        .slice(1)
        .filter((part) => !part.startsWith('--'))
        .map((part) => splitMessage(part.replace(/^\n/, '')))
    : [{ headers, body }];
  for (const part of parts) {
    const partType = (part.headers.get('content-type') ?? 'text/plain').toLowerCase();
    const decoded = decodePart(part.headers, part.body.replace(/\n$/, ''));
    if (partType.startsWith('text/html')) found.html = decoded;
    else if (partType.startsWith('text/plain')) found.text = decoded;
  }
  return {
    subject: decodeHeader(headers.get('subject') ?? ''),
    to: decodeHeader(headers.get('to') ?? ''),
    ...found,
  };
}
