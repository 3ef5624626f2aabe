import { clsx } from 'clsx';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';
import { useFormat, useMessages } from '../i18n';
import { componentMessages } from './messages';

/** `?page=` as a page number: anything but a whole number from 1 up counts as page 1. */
export function readPage(value: string | null): number {
  const page = Number(value);
  return Number.isSafeInteger(page) && page >= 1 ? page : 1;
}

/** Pages of a paged list: count / size rounded up. */
export function pageCount(count: number, pageSize: number): number {
  return count > 0 && pageSize > 0 ? Math.ceil(count / pageSize) : 0;
}

/**
 * The page of a paged list, kept in the URL (?page=2) so back, forward and reload keep it. Changing it
 * pushes a history entry, keeps the other parameters (?tab=) and scrolls the list's top into view.
 */
export function usePageParam(listId?: string) {
  const [params, setParams] = useSearchParams();
  const page = readPage(params.get('page'));
  const setPage = useCallback(
    (next: number) => {
      setParams((current) => {
        const updated = new URLSearchParams(current);
        if (next <= 1) updated.delete('page');
        else updated.set('page', String(next));
        return updated;
      });
      if (listId) document.getElementById(listId)?.scrollIntoView?.({ block: 'start' });
    },
    [setParams, listId],
  );
  return [page, setPage] as const;
}

/** Up to this many pages every page gets its button; past it, the first, the last and those near the current one. */
const SHOW_ALL_UP_TO = 12;

type PageItem = number | 'gap-before' | 'gap-after';

export function pageItems(current: number, total: number): PageItem[] {
  if (total <= SHOW_ALL_UP_TO) return Array.from({ length: total }, (_, index) => index + 1);
  const from = Math.max(2, Math.min(current - 2, total - 5));
  const to = Math.min(total - 1, Math.max(current + 2, 6));
  const items: PageItem[] = [1];
  if (from > 2) items.push('gap-before');
  for (let page = from; page <= to; page++) items.push(page);
  if (to < total - 1) items.push('gap-after');
  items.push(total);
  return items;
}

const itemClass =
  'inline-flex h-10 min-w-10 items-center justify-center gap-1 rounded-lg border px-3 text-sm font-semibold transition-colors disabled:pointer-events-none disabled:opacity-40';

/**
 * Numbered page buttons with Previous and Next (disabled at the ends). Hidden when everything fits on
 * one page. Very long lists (more than 12 pages) show the pages around the current one and both ends.
 */
export function Pagination({
  count,
  pageSize,
  page,
  onPageChange,
  label,
  className,
}: {
  count: number;
  pageSize: number;
  page: number;
  onPageChange: (page: number) => void;
  label?: string;
  className?: string;
}) {
  const t = useMessages(componentMessages);
  const { formatNumber } = useFormat();
  const total = pageCount(count, pageSize);
  if (total <= 1) return null;

  return (
    <nav aria-label={label ?? t('pagination')} className={clsx('mt-10', className)} data-testid="pagination">
      <ul className="flex flex-wrap items-center justify-center gap-1.5 sm:gap-2">
        <li>
          <button
            type="button"
            className={clsx(itemClass, 'border-stone-300 bg-white text-stone-700 hover:border-brand-400')}
            disabled={page <= 1}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft aria-hidden="true" className="size-4" />
            <span className="sr-only sm:not-sr-only">{t('previous')}</span>
          </button>
        </li>
        {pageItems(page, total).map((item) =>
          typeof item === 'number' ? (
            <li key={item}>
              <button
                type="button"
                aria-label={t('page', { page: formatNumber(item) })}
                aria-current={item === page ? 'page' : undefined}
                className={clsx(
                  itemClass,
                  item === page
                    ? 'border-brand-600 bg-brand-600 text-white'
                    : 'border-stone-300 bg-white text-stone-700 hover:border-brand-400 hover:text-brand-700',
                )}
                onClick={() => onPageChange(item)}
              >
                {formatNumber(item)}
              </button>
            </li>
          ) : (
            <li key={item} aria-hidden="true" className="px-1 text-stone-500">
              …
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={clsx(itemClass, 'border-stone-300 bg-white text-stone-700 hover:border-brand-400')}
            disabled={page >= total}
            onClick={() => onPageChange(page + 1)}
          >
            <span className="sr-only sm:not-sr-only">{t('next')}</span>
            <ChevronRight aria-hidden="true" className="size-4" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
