import { PASSWORD_MIN_LENGTH } from '@bhoj/contract';
import { dictionary } from '@zxcvbn-ts/language-common';

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Choose one that is harder to guess.';

// zxcvbn's list of the ~49,000 most used passwords; shorter ones are refused by the length rule anyway.
const common = new Set(
  (dictionary['passwords-common'] as string[])
    .filter((word) => word.length >= PASSWORD_MIN_LENGTH)
    .map((word) => word.toLowerCase()),
);

export const isCommonPassword = (password: string) => common.has(password.toLowerCase());
