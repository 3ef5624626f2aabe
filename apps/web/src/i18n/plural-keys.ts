/**
 * The names a plural reads once the build has rewritten it (vite-plugins/compile-messages.ts,
 * `withoutIntlPlurals`): `{count, plural, one {# item} other {# items}}` becomes a choice over
 * `count:plural` (the plural category of `count`: 'one', 'other', ...) whose cases write `count:#`
 * (`count` written out in the locale's digits, as `#` was). `pluralValues` supplies both.
 */
export const PLURAL_CATEGORY = ':plural';
export const PLURAL_COUNT = ':#';
