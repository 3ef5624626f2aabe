import { FOOD_SEARCH_COUNT_CAP, searchText } from '@bhoj/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { foods } from '../../db/schema/index.ts';
import { toldChangeFeed } from '../../test/told-change-feed.ts';
import { foodName } from '../../lib/food-name.ts';
import { pageWindow } from '../../lib/paging.ts';
import { createTestContext, type TestContext } from '../../test/context.ts';
import { createCategory } from '../../test/factories.ts';
import { searchTerms } from './food-search-query.ts';
import { runFoodSearch, searchWordsOf } from './food-search-service.ts';
import { buildSearchIndex, type SearchIndex } from './search-index.ts';
import { readListedFoods } from './search-index-load.ts';
import { rankInIndex } from './search-index-rank.ts';
import { searchLookups, type SearchLookups } from './search-lookups.ts';
import { catalogWorld, restaurantFor } from './testing.ts';

const STYLES = ['Spicy', 'Smoky', 'Classic', 'Chicken', 'Ch', 'Half_Off', '50%', 'Crispy', 'Old Dhaka'];
const MAINS = ['Chicken', 'Beef', 'Truffle', 'Prawn', 'Cheese', 'Chana', 'চিকেন', 'মোরগ', 'Egg'];
const DISHES = ['Biryani', 'Burger', 'Pizza', 'Roll', 'Kebab', 'বিরিয়ানি', 'Chow Mein', 'Curry', 'Burgers'];
/** Names whose order or matching is easy to get wrong: equal names, prefixes, characters past U+FFFF. */
const SPECIAL = [
  'Burger',
  'Burger',
  'BURGER',
  'Burger Deluxe',
  'Chicken',
  'Ch',
  'C',
  'Xa',
  'X～ Noodles',
  'X🍕 Pizza',
  'X😀 Cake',
  'Xﬁ Fries',
  'কাচ্চিবিরিয়ানি',
  'বিরিয়ানি স্পেশাল',
  '50% Off Combo',
  'Half_Off Wrap',
  'Halfxoff Salad',
  'Back\\slash Bites',
];

/** A fixed pseudo-random sequence, so every run seeds and asks the same. */
function random(seed: number) {
  let state = seed;
  return (n: number) => {
    state = (Math.imul(state, 1_103_515_245) + 12_345) >>> 0;
    return (state >>> 8) % n;
  };
}
const pick = <T>(list: T[], next: (n: number) => number) => list[next(list.length)]!;

let ctx: TestContext;
let lookups: SearchLookups;
let index: SearchIndex;
/** The same foods with a bitmap for every trigram, and with a list for every trigram. */
let bitmapsOnly: SearchIndex;
let listsOnly: SearchIndex;
const names: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  const world = await catalogWorld(ctx.db);
  const second = await restaurantFor(ctx.db, 'Second Kitchen');
  const hidden = await restaurantFor(ctx.db, 'Hidden Kitchen', false);
  const kebab = await createCategory(ctx.db, 'Kebab Corner');
  const chinese = await createCategory(ctx.db, 'Chinese');
  const restaurantIds = [world.restaurant.id, second.restaurant.id, hidden.restaurant.id];
  const categoryIds = [world.category.id, kebab.id, chinese.id];
  const next = random(42);
  for (let i = 0; i < 420; i++) {
    const style = next(4) === 0 ? '' : `${pick(STYLES, next)} `;
    names.push(`${style}${pick(MAINS, next)} ${pick(DISHES, next)}`);
    if (i % 25 === 0) names.push(SPECIAL[(i / 25) % SPECIAL.length]!);
  }
  names.push(...SPECIAL);
  await ctx.db.insert(foods).values(
    names.map((name, i) => ({
      restaurantId: restaurantIds[i % 11 === 0 ? 2 : next(2)]!,
      categoryId: pick(categoryIds, next),
      tagId: world.tag.id,
      ...foodName(name),
      slug: `food-${i}`,
      price: 100,
      isAvailable: i % 7 !== 3,
    })),
  );
  lookups = await searchLookups(ctx.db, toldChangeFeed())();
  const rows = (await readListedFoods(ctx.db, () => false))!;
  index = await buildSearchIndex(rows);
  bitmapsOnly = await buildSearchIndex(rows, 0);
  listsOnly = await buildSearchIndex(rows, Infinity);
});
afterAll(() => ctx.close());

const FIXED = [
  'chicken',
  'ch',
  'c',
  'truffle',
  'বিরিয়ানি',
  'বি',
  'চিকেন',
  'chicken biryani',
  'biryani chicken',
  'spicy ch',
  'burger',
  'burgers',
  'kebab',
  'corner',
  'chinese beef',
  'ese',
  'x',
  'x🍕',
  'x～',
  '50%',
  '%',
  '_',
  'half_off',
  'back\\slash',
  '\\',
  'zzz',
  'old dhaka',
  'a b',
];

/** Substrings of names as a visitor might type them: 1–6 letters, across word boundaries too. */
function typedTexts(count: number) {
  const next = random(7);
  return [...Array(count).keys()].map(() => {
    const name = searchText(pick(names, next));
    const from = next(name.length);
    return name.slice(from, from + 1 + next(6)).trim() || 'a';
  });
}

async function compare(text: string, size: number, cap: number) {
  const terms = searchTerms(searchWordsOf(text), lookups.categories);
  for (let page = 1; ; page++) {
    const window = pageWindow(page, size);
    const sql = await runFoodSearch(ctx.db, terms, lookups.hiddenRestaurants, window, undefined, cap);
    const expected = {
      ids: sql.results.map((food) => food.id),
      count: sql.count,
      count_is_exact: sql.count_is_exact,
    };
    expect(rankInIndex(index, terms, window, cap), `${text} page ${page} of ${size}`).toEqual(expected);
    expect(rankInIndex(bitmapsOnly, terms, window, cap), `${text} page ${page} of ${size}, bitmaps`).toEqual(
      expected,
    );
    expect(rankInIndex(listsOnly, terms, window, cap), `${text} page ${page} of ${size}, lists`).toEqual(
      expected,
    );
    if (expected.ids.length === 0) return page;
  }
}

describe('the search index', () => {
  it('holds the listed foods only', () => {
    expect(index.size).toBeGreaterThan(300);
    expect(index.size).toBeLessThan(names.length - 40);
  });

  it('answers every fixed search as the search statement does, page by page and past the end', async () => {
    for (const text of FIXED) {
      expect(await compare(text, 10, FOOD_SEARCH_COUNT_CAP)).toBeGreaterThan(0);
      await compare(text, 3, FOOD_SEARCH_COUNT_CAP);
      await compare(text, 10, 7);
    }
  });

  it('answers texts typed from the names as the search statement does', async () => {
    for (const text of typedTexts(50)) await compare(text, 10, FOOD_SEARCH_COUNT_CAP);
  });

  it('finds a rare word through its list, or block by block through bitmaps, not food by food', () => {
    const terms = searchTerms(['truffle'], lookups.categories);
    const steps = (of: SearchIndex) => {
      const budget = { left: 1_000_000 };
      const found = rankInIndex(of, terms, pageWindow(1, 10), FOOD_SEARCH_COUNT_CAP, budget)!;
      return { found, steps: 1_000_000 - budget.left };
    };
    const listed = steps(listsOnly);
    expect(listed.found.count).toBeGreaterThan(5);
    // Tier 2 and the count each walk the foods holding a trigram of "truffle": about its matches.
    expect(listed.steps).toBeLessThan(listed.found.count * 3);
    const mapped = steps(bitmapsOnly);
    expect(mapped.found).toEqual(listed.found);
    expect(mapped.steps).toBeLessThan(2 * Math.ceil(bitmapsOnly.size / 32) + listed.found.count * 3);
    expect(mapped.steps).toBeLessThan(bitmapsOnly.size);
  });

  it('gives up (null) when the walk outgrows its budget', () => {
    const window = pageWindow(1, 10);
    const chicken = searchTerms(['chicken'], lookups.categories);
    expect(rankInIndex(bitmapsOnly, chicken, window, FOOD_SEARCH_COUNT_CAP, { left: 10 })).toBeNull();
    // A trigram no name holds ends the search before any walk.
    const none = searchTerms(['zzz'], lookups.categories);
    const nothing = { ids: [], count: 0, count_is_exact: true };
    expect(rankInIndex(bitmapsOnly, none, window, FOOD_SEARCH_COUNT_CAP, { left: 0 })).toEqual(nothing);
  });

  it('orders tier 1 in byte order, not UTF-16 order', async () => {
    const terms = searchTerms(['x'], lookups.categories);
    const { ids } = rankInIndex(index, terms, pageWindow(1, 10), FOOD_SEARCH_COUNT_CAP)!;
    const byId = new Map(Array.from(index.ids, (id, slot) => [id, slot]));
    const decoder = new TextDecoder();
    const shown = ids.map((id) => {
      const slot = byId.get(id)!;
      return decoder.decode(index.names.subarray(index.nameStarts[slot]!, index.nameStarts[slot + 1]!));
    });
    const order = ['xa', 'xﬁ', 'x～', 'x🍕', 'x😀'];
    const places = shown
      .map((name) => order.findIndex((prefix) => name.startsWith(prefix)))
      .filter((place) => place !== -1);
    expect(places).toEqual([...places].sort((a, b) => a - b));
    expect(new Set(places).size).toBeGreaterThanOrEqual(4);
  });
});
