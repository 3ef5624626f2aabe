import { ChevronRight } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { useMessages } from '../i18n';
import { componentMessages } from './messages';

export type Crumb = { label: string; to?: string };

/** Where the page sits: Home / Category / Food. The last crumb is the current page. */
export function Breadcrumb({ items }: { items: readonly Crumb[] }) {
  const t = useMessages(componentMessages);
  return (
    <nav aria-label={t('breadcrumb')} className="mb-6 text-sm">
      <ol className="flex flex-wrap items-center gap-1.5 text-stone-600">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <Fragment key={`${index}-${item.label}`}>
              <li className="min-w-0">
                {item.to && !last ? (
                  <Link to={item.to} className="font-medium hover:text-brand-700 hover:underline">
                    {item.label}
                  </Link>
                ) : (
                  <span
                    aria-current={last ? 'page' : undefined}
                    className="font-semibold break-words text-stone-900"
                  >
                    {item.label}
                  </span>
                )}
              </li>
              {last ? null : (
                <li aria-hidden="true" className="text-stone-400">
                  <ChevronRight className="size-4" />
                </li>
              )}
            </Fragment>
          );
        })}
      </ol>
    </nav>
  );
}
