/**
 * Something that may make what is kept in memory wrong: a change to what public answers show
 * (`catalog`, which per-user answers follow too), a change to what only per-user answers show (`data`),
 * or a change to what a user's tokens resolve to — revoked, another role, name or email — (`user`).
 */
export type Change = { kind: 'catalog' } | { kind: 'data' } | { kind: 'user'; userId: number };

/** What subscribers hear: a change, or `any` when changes may have been missed (anything may differ). */
export type Heard = Change | { kind: 'any' };

/**
 * The tables whose changes the database tells of (drizzle/0012_change_notifications.sql, and 0013 for
 * refunds), and what a
 * change to each may make wrong. `users`: names and emails show on restaurants and comments, and a
 * changed user's tokens may resolve differently; `auth_tokens`: only what its user's tokens resolve to.
 * The other tables are in no answer kept in memory (a test holds the two lists to the database).
 */
export const FOLLOWED_TABLES = {
  categories: 'catalog',
  tags: 'catalog',
  foods: 'catalog',
  comments: 'catalog',
  restaurants: 'catalog',
  search_words: 'catalog',
  users: 'catalog',
  carts: 'data',
  cart_lines: 'data',
  orders: 'data',
  order_lines: 'data',
  tickets: 'data',
  payments: 'data',
  refunds: 'data',
  addresses: 'data',
  auth_tokens: 'user',
} as const satisfies Record<string, Change['kind']>;

const CATALOG: Heard = { kind: 'catalog' };
const DATA: Heard = { kind: 'data' };
const ANY: Heard = { kind: 'any' };

/**
 * What a notification of the database tells: `<table> <operation>`, and for rows of `users` and
 * `auth_tokens` the user's id after it (a truncate names no user: every user may have changed). A table
 * this version does not know (an instance of another version may have sent it) may have changed anything
 * a public answer shows; `any`, sent by hand, anything at all.
 */
export function heardOf(payload: string): Heard[] {
  const [table = '', , id] = payload.split(' ');
  if (payload === 'any') return [ANY];
  if (table !== 'users' && table !== 'auth_tokens') {
    const follows = (FOLLOWED_TABLES as Record<string, Change['kind']>)[table];
    return [follows === 'data' ? DATA : CATALOG];
  }
  if (!id || !/^\d+$/.test(id)) return [ANY];
  const user: Heard = { kind: 'user', userId: Number(id) };
  return table === 'users' ? [CATALOG, user] : [user];
}
