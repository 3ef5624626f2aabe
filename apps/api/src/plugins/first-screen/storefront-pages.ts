import { IMAGE_SIZES } from '@bhoj/contract';

/** A storefront page the server can give its first screen's data to, and the API calls that data is. */
export interface StorefrontPage {
  /** The page as `first-load.json` of the web build names it, e.g. `/food/{slug}/`. */
  page: string;
  /** The API calls (paths under /api/, query included) the page makes before it shows anything. */
  calls: string[];
  /** The picture that is the largest thing on a phone's first screen: found in one call's answer. */
  mainImage?: { call: number; find: (answer: unknown) => unknown; sizes: string };
}

type Row = Record<string, unknown> | undefined;
/** The picture of a paged list's first card. */
const firstCard = (field: string) => (answer: unknown) =>
  ((answer as { results?: Row[] }).results?.[0] ?? {})[field];

/** One path segment as the web app's API client writes it (`encodeURIComponent` of the decoded slug). */
function segment(raw: string): string | undefined {
  try {
    return encodeURIComponent(decodeURIComponent(raw));
  } catch {
    return undefined;
  }
}

const PATTERNS: [RegExp, (slug: string) => StorefrontPage][] = [
  [/^\/$/, () => ({ page: '/', calls: ['restaurant/categories/', 'restaurant/items/'] })],
  [
    /^\/food\/([^/]+)\/?$/,
    (slug) => ({
      page: '/food/{slug}/',
      calls: [`restaurant/details/${slug}/`, `restaurant/feedback-list/${slug}/`],
      mainImage: { call: 0, find: (food) => (food as Row)?.image, sizes: IMAGE_SIZES.foodPage },
    }),
  ],
  [
    /^\/category\/([^/]+)\/?$/,
    (slug) => ({
      page: '/category/{slug}/',
      calls: [`restaurant/category-foods/${slug}/?page=1`],
      mainImage: { call: 0, find: firstCard('image'), sizes: IMAGE_SIZES.card },
    }),
  ],
  [
    /^\/restaurant-list\/?$/,
    () => ({
      page: '/restaurant-list/',
      calls: ['restaurant/cards/'],
      mainImage: { call: 0, find: (list) => (list as Row[])[0]?.cover_image, sizes: IMAGE_SIZES.card },
    }),
  ],
  [
    /^\/restaurant\/([^/]+)\/?$/,
    (slug) => ({
      page: '/restaurant/{slug}/',
      calls: [`restaurant/menu/${slug}/`],
      mainImage: {
        call: 0,
        find: (menu) => (menu as { restaurant?: Row }).restaurant?.cover_image,
        sizes: IMAGE_SIZES.restaurantCover,
      },
    }),
  ],
  [/^\/our-menu\/?$/, () => ({ page: '/our-menu/', calls: ['restaurant/categories/'] })],
];

/**
 * The storefront page at `path` (no query: a page of a paged list other than the first, or a chosen
 * menu tab, is not a first visit's screen and gets no data), or undefined for any other path.
 */
export function storefrontPage(path: string, query: string): StorefrontPage | undefined {
  if (query) return undefined;
  for (const [pattern, make] of PATTERNS) {
    const match = pattern.exec(path);
    if (!match) continue;
    const slug = match[1] === undefined ? '' : segment(match[1]);
    // The dashboards live under /restaurant/dashboard/: not a restaurant's page.
    if (slug === undefined || slug === 'dashboard') return undefined;
    return make(slug);
  }
  return undefined;
}
