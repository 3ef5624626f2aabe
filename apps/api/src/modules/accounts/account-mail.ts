import { escapeHtml, type Mail } from '../../lib/mail.ts';

/** What a mail to an account says: its texts are plain text; `key` is the line it is sent for. */
export interface AccountMailTexts {
  subject: string;
  hello: string;
  intro: string;
  /** The link or the code: as text, and as HTML made by the caller from escaped parts. */
  key: { text: string; html: string };
  closing: string[];
}

/** The account mails' one layout: a greeting, why the mail came, the link or code, and what to know. */
export function accountMail(to: string, texts: AccountMailTexts): Mail {
  const { subject, hello, intro, key, closing } = texts;
  return {
    to,
    subject,
    text: [hello, '', intro, '', key.text, '', ...closing, ''].join('\n'),
    html: [
      `<p>${escapeHtml(hello)}</p>`,
      `<p>${escapeHtml(intro)}</p>`,
      `<p>${key.html}</p>`,
      `<p>${closing.map(escapeHtml).join('<br>\n')}</p>`,
    ].join('\n'),
  };
}
