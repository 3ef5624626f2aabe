import { readPage } from '../../../components/pagination';

/** The search page's filters as the URL holds them: slugs and taka as typed, '' for none. */
export interface SearchFilters {
  category: string;
  restaurant: string;
  min_price: string;
  max_price: string;
}

export const FILTER_KEYS = ['category', 'restaurant', 'min_price', 'max_price'] as const;

export const NO_FILTERS: SearchFilters = { category: '', restaurant: '', min_price: '', max_price: '' };

/** What `/search/?q=&category=&restaurant=&min_price=&max_price=&page=` asks for. */
export function readSearch(params: URLSearchParams) {
  const filters = { ...NO_FILTERS };
  for (const key of FILTER_KEYS) filters[key] = params.get(key)?.trim() ?? '';
  return { q: params.get('q')?.trim() ?? '', filters, page: readPage(params.get('page')) };
}

/** How many filters are set. */
export const activeFilterCount = (filters: SearchFilters) =>
  FILTER_KEYS.filter((key) => filters[key] !== '').length;

export const hasFilters = (filters: SearchFilters) => activeFilterCount(filters) > 0;

/**
 * The parameters with new text and/or filters: empty values are left out so links stay short, and the
 * page starts again at 1, since the old page number means nothing in the new list.
 */
export function nextSearch(
  params: URLSearchParams,
  change: { q?: string; filters?: SearchFilters },
): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete('page');
  const values: Record<string, string | undefined> = { q: change.q, ...change.filters };
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined) continue;
    if (value.trim()) next.set(key, value.trim());
    else next.delete(key);
  }
  return next;
}

/** A price field's text as the API takes it: a number of taka with at most two decimals, or ''. */
export const isPriceText = (text: string) => /^(\d{1,10}(\.\d{1,2})?)?$/.test(text.trim());

/** The lowest price is above the highest: both must be given for that. */
export const pricesReversed = ({ min_price, max_price }: SearchFilters) =>
  min_price.trim() !== '' && max_price.trim() !== '' && Number(min_price) > Number(max_price);
