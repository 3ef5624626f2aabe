import { SIGN_IN_CODE_MINUTES, type UserLanguage } from '@bhoj/contract';
import { mailNumber } from '../../lib/mail-language.ts';
import type { Mail } from '../../lib/mail.ts';
import { accountMail } from './account-mail.ts';
import { greeting } from './reset-mail.ts';

/** What the sign-in code mail says, per language; what it says about the code is what the server enforces. */
const TEXTS: Record<
  UserLanguage,
  { subject: string; asked: string; once: (minutes: string) => string; ignore: string }
> = {
  en: {
    subject: 'Your Bhoj sign-in code',
    asked:
      'Someone is signing in to your Bhoj account from a new browser, after several wrong passwords. To sign in there, enter this code with your password:',
    once: (minutes) => `The code works once, for ${minutes} minutes after this mail.`,
    ignore:
      'If this was not you, ignore this mail: nobody can sign in without your password and this code. If such mails keep coming, choose a new password.',
  },
  bn: {
    subject: 'আপনার Bhoj সাইন-ইন কোড',
    asked:
      'নতুন একটি ব্রাউজার থেকে কেউ আপনার Bhoj অ্যাকাউন্টে সাইন ইন করছেন, তার আগে কয়েকবার ভুল পাসওয়ার্ড দেওয়া হয়েছে। সেখানে সাইন ইন করতে পাসওয়ার্ডের সঙ্গে এই কোডটি দিন:',
    once: (minutes) => `কোডটি একবারই কাজ করবে, এই মেইলের পর ${minutes} মিনিট পর্যন্ত।`,
    ignore:
      'এটি আপনি না হলে মেইলটি উপেক্ষা করুন: আপনার পাসওয়ার্ড আর এই কোড ছাড়া কেউ সাইন ইন করতে পারবে না। এমন মেইল বারবার এলে নতুন একটি পাসওয়ার্ড বেছে নিন।',
  },
};

/**
 * The sign-in code mail, in the account's language. The code is written in Latin digits in both (the
 * sign-in form takes Bengali ones too).
 */
export function signInCodeMail(
  user: { username: string; email: string; language: UserLanguage },
  code: string,
): Mail {
  const texts = TEXTS[user.language];
  return accountMail(user.email, {
    subject: texts.subject,
    hello: greeting(user.language, user.username),
    intro: texts.asked,
    key: { text: code, html: `<strong style="font-size: 1.5em; letter-spacing: 0.2em">${code}</strong>` },
    closing: [texts.once(mailNumber(SIGN_IN_CODE_MINUTES, user.language)), texts.ignore],
  });
}
