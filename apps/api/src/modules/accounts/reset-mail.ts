import type { UserLanguage } from '@bhoj/contract';
import { escapeHtml, type Mail } from '../../lib/mail.ts';
import { accountMail } from './account-mail.ts';

/** What the reset mail says, per language. What it says about the link is what the server enforces. */
const TEXTS: Record<
  UserLanguage,
  { subject: string; hello: (name: string) => string; asked: string; once: string; ignore: string }
> = {
  en: {
    subject: 'Reset your Bhoj password',
    hello: (name) => `Hello ${name},`,
    asked:
      'Someone asked to reset the password of your Bhoj account. To choose a new password, open this link:',
    once: 'The link works once and expires in 1 hour.',
    ignore: 'If you did not ask for this, ignore this mail: your password stays as it is.',
  },
  bn: {
    subject: 'আপনার Bhoj পাসওয়ার্ড নতুন করে ঠিক করুন',
    hello: (name) => `প্রিয় ${name},`,
    asked:
      'কেউ আপনার Bhoj অ্যাকাউন্টের পাসওয়ার্ড নতুন করে ঠিক করতে চেয়েছেন। নতুন পাসওয়ার্ড বেছে নিতে এই লিংকটি খুলুন:',
    once: 'লিংকটি একবারই কাজ করবে, আর ১ ঘণ্টা পরে এর মেয়াদ শেষ হবে।',
    ignore: 'আপনি এটি না চেয়ে থাকলে মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড যেমন আছে তেমনই থাকবে।',
  },
};

/** The greeting of every account mail, per language. */
export const greeting = (language: UserLanguage, name: string) => TEXTS[language].hello(name);

/** The password reset mail, in the account's language. */
export function resetMail(
  user: { username: string; email: string; language: UserLanguage },
  link: string,
): Mail {
  const texts = TEXTS[user.language];
  const href = escapeHtml(link);
  return accountMail(user.email, {
    subject: texts.subject,
    hello: texts.hello(user.username),
    intro: texts.asked,
    key: { text: link, html: `<a href="${href}">${href}</a>` },
    closing: [texts.once, texts.ignore],
  });
}
