/** `text` as a literal inside a LIKE pattern: `\`, `%` and `_` escaped with LIKE's default escape `\`. */
export const escapeLike = (text: string) => text.replace(/[\\%_]/g, '\\$&');

/** A LIKE pattern that matches `text` literally anywhere. */
export const containsPattern = (text: string) => `%${escapeLike(text)}%`;
