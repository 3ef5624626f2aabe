import { RARE_WORD } from './catalog-words.ts';
import type { Sql } from './database.ts';
import { BROWSER_ACCEPT_ENCODING } from './load.ts';

/** Which goal of docs/BENCHMARKS.md a call is held to. */
export type CallKind = 'public' | 'search' | 'signed-in' | 'reference';

export interface Call {
  /** The path under /api/, as the report shows it. */
  path: string;
  kind: CallKind;
  /** Every request asks a URL never asked before, so the answer cache never answers it (load.ts). */
  uncached?: boolean;
}

/** The call as the report and `BENCH_ONLY` name it. */
export const callLabel = (call: Call) => `${decodeURI(call.path)}${call.uncached ? ' (uncached)' : ''}`;

/** Slugs of rows the loaded catalog surely lists: an approved restaurant, a listed food with comments. */
export async function pickSlugs(sql: Sql) {
  const [row] = await sql.query<{ restaurant: string; food: string }>(
    `select r.slug as restaurant, f.slug as food from foods f join restaurants r on r.id = f.restaurant_id
     where r.is_approved and f.is_available and (select count(*) from comments c where c.food_id = f.id) >= 4
     order by f.id limit 1`,
  );
  if (!row) throw new Error('The bench catalog has no listed food with comments');
  return row;
}

export function benchCalls(slugs: { restaurant: string; food: string }): Call[] {
  const oldSearch = (text: string) => `restaurant/search-food/?search=${encodeURIComponent(text)}`;
  const search = (text: string) => `restaurant/search/?q=${encodeURIComponent(text)}`;
  const searchPage = (text: string) => `restaurant/search-results/?q=${encodeURIComponent(text)}`;
  const searchWords = ['chicken', RARE_WORD.toLowerCase(), 'ch', 'বিরিয়ানি'];
  return [
    { path: 'restaurant/categories/', kind: 'public' },
    { path: 'restaurant/items/', kind: 'public' },
    { path: 'restaurant/category-foods/biryani/?page=1', kind: 'public' },
    { path: 'restaurant/tag-food-list/popular/?page=1', kind: 'public' },
    { path: 'restaurant/list/', kind: 'public' },
    { path: `restaurant/restaurant-food-list/${slugs.restaurant}/?page=1`, kind: 'public' },
    { path: `restaurant/details/${slugs.food}/`, kind: 'public' },
    { path: `restaurant/feedback-list/${slugs.food}/`, kind: 'public' },
    { path: 'restaurant/cards/', kind: 'public' },
    { path: `restaurant/menu/${slugs.restaurant}/`, kind: 'public' },
    ...searchWords.map((word): Call => ({ path: oldSearch(word), kind: 'search' })),
    ...searchWords.map((word): Call => ({ path: search(word), kind: 'search' })),
    ...searchWords.map((word): Call => ({ path: search(word), kind: 'search', uncached: true })),
    // The search page's call (held to the public-read goal; the million-food search goal is the ranked
    // search's): a known word, and the same word misspelt, which its typo tolerance must find.
    { path: searchPage('chicken'), kind: 'public' },
    { path: searchPage('chicken'), kind: 'public', uncached: true },
    { path: searchPage('chiken'), kind: 'public', uncached: true },
    { path: 'cart/list/', kind: 'signed-in' },
    { path: 'order-list/', kind: 'signed-in' },
    { path: 'accounts/profile/', kind: 'signed-in' },
    { path: 'health/', kind: 'reference' },
  ];
}

/** An answer's body as the API makes it, and as it travels (compressed when the answer is). */
export interface AnswerSize {
  bytes: number;
  sent: number;
}

/**
 * One request per call before any load: each must answer 200 with data (a search finds foods, a list is
 * not empty), so the numbers never measure a 404 or an empty answer. Answers the size of each body.
 */
export async function checkCalls(
  baseUrl: string,
  calls: Call[],
  token: string,
): Promise<Map<Call, AnswerSize>> {
  const sizes = new Map<Call, AnswerSize>();
  for (const call of calls) {
    const response = await fetch(`${baseUrl}/api/${call.path}`, {
      headers: {
        ...BROWSER_ACCEPT_ENCODING,
        ...(call.kind === 'signed-in' ? { authorization: `Token ${token}` } : {}),
      },
      signal: AbortSignal.timeout(30_000),
    });
    const body = await response.text();
    if (response.status !== 200)
      throw new Error(`${call.path} answered ${response.status}: ${body.slice(0, 200)}`);
    const data = JSON.parse(body) as unknown;
    const empty = Array.isArray(data)
      ? data.length === 0
      : typeof data === 'object' && data !== null && 'count' in data && data.count === 0;
    if (empty) throw new Error(`${call.path} answered no rows: the bench catalog should list some`);
    // fetch decodes the body; the length header still tells the bytes that came over the wire.
    const bytes = Buffer.byteLength(body);
    sizes.set(call, { bytes, sent: Number(response.headers.get('content-length') ?? bytes) });
  }
  return sizes;
}

/** Signs the bench customer in through the API, as the web app does, and answers the token. */
export async function signIn(baseUrl: string, credentials: { email: string; password: string }) {
  const response = await fetch(`${baseUrl}/api/accounts/login/`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(credentials),
    signal: AbortSignal.timeout(30_000),
  });
  if (response.status !== 200)
    throw new Error(`Sign-in answered ${response.status}: ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}
