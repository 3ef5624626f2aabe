import { z } from 'zod';

/**
 * Sign-in codes (docs/decisions/0021): after too many failed sign-ins to an account, a browser that never
 * signed in to it needs, besides the password, a code mailed to the account's address.
 */
export const SIGN_IN_CODE_DIGITS = 6;
/** A code works for this long after the latest mail that carried it. */
export const SIGN_IN_CODE_MINUTES = 15;
/** One address gets at most one sign-in code mail in this many minutes. */
export const SIGN_IN_CODE_RESEND_MINUTES = 5;

export const SIGN_IN_CODE_MESSAGES = {
  needed:
    "There were too many failed sign-ins to this account. To sign in from this browser, enter the code we mailed to the account's email address, with your password.",
  wrong: 'The code or the password is not right, or the code has expired. Check both, or ask for a new code.',
  format: `Enter the ${SIGN_IN_CODE_DIGITS}-digit code from the mail.`,
  mailed: 'If an account uses this email, a sign-in code has been mailed to it.',
  wait: `A code was mailed less than ${SIGN_IN_CODE_RESEND_MINUTES} minutes ago: look for it in your mail (and its spam folder), or ask again later.`,
} as const;

const BENGALI_ZERO = 0x09e6;

/** The code as typed: spaces and dashes dropped, Bengali digits read as Latin ones ('১২৩ ৪৫৬' → '123456'). */
export const SignInCode = z
  .string({ error: SIGN_IN_CODE_MESSAGES.format })
  .overwrite((v) =>
    v.replace(/[\s-]/g, '').replace(/[০-৯]/g, (digit) => String(digit.charCodeAt(0) - BENGALI_ZERO)),
  )
  .regex(new RegExp(`^\\d{${SIGN_IN_CODE_DIGITS}}$`), SIGN_IN_CODE_MESSAGES.format);
