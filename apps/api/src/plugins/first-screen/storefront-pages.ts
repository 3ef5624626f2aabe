import { IMAGE_SIZES } from '@bhoj/contract';

/** A storefront page the server draws, and where its main picture is found. */
export interface StorefrontPage {
  /** The page as `first-load.json` of the web build names it, e.g. `/food/{slug}/`. */
  page: string;
  /**
   * The picture that is the largest thing on a phone's first screen: found in the answer of one API
   * call the page makes (a path under /api/, query included).
   */
  mainImage?: { call: string; find: (answer: unknown) => unknown; sizes: string };
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
  [/^\/$/, () => ({ page: '/' })],
  [
    /^\/food\/([^/]+)\/?$/,
    (slug) => ({
      page: '/food/{slug}/',
      mainImage: {
        call: `restaurant/details/${slug}/`,
        find: (food) => (food as Row)?.image,
        sizes: IMAGE_SIZES.foodPage,
      },
    }),
  ],
  [
    /^\/category\/([^/]+)\/?$/,
    (slug) => ({
      page: '/category/{slug}/',
      mainImage: {
        call: `restaurant/category-foods/${slug}/?page=1`,
        find: firstCard('image'),
        sizes: IMAGE_SIZES.card,
      },
    }),
  ],
  [
    /^\/restaurant-list\/?$/,
    () => ({
      page: '/restaurant-list/',
      mainImage: {
        call: 'restaurant/cards/',
        find: (list) => (list as Row[])[0]?.cover_image,
        sizes: IMAGE_SIZES.card,
      },
    }),
  ],
  [
    /^\/restaurant\/([^/]+)\/?$/,
    (slug) => ({
      page: '/restaurant/{slug}/',
      mainImage: {
        call: `restaurant/menu/${slug}/`,
        find: (menu) => (menu as { restaurant?: Row }).restaurant?.cover_image,
        sizes: IMAGE_SIZES.restaurantCover,
      },
    }),
  ],
  [/^\/our-menu\/?$/, () => ({ page: '/our-menu/' })],
];

/**
 * The storefront page at `path` (no query: a page of a paged list other than the first, or a chosen
 * menu tab, is not a first visit's screen and is drawn in the browser), or undefined for any other path.
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
