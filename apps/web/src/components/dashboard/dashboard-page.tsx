import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { PageTitle } from '../page-title';

/**
 * The frame of every admin and restaurant-owner page: the document title, the heading with an optional
 * line under it, the page's actions at the right (on their own line on phones), then the page's blocks.
 */
export function DashboardPage({
  id,
  title,
  description,
  actions,
  width = 'wide',
  children,
}: {
  /** Prefix of the heading's id (the section is labelled by it) and of the section's test id. */
  id: string;
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  /** 'narrow' for forms. */
  width?: 'narrow' | 'wide';
  children: ReactNode;
}) {
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={clsx('mx-auto w-full space-y-6', width === 'narrow' ? 'max-w-2xl' : 'max-w-6xl')}
      data-testid={`${id}-page`}
    >
      <PageTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h1 id={`${id}-title`} className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        </div>
        {actions ? <div className="flex w-full flex-wrap gap-2 sm:w-auto">{actions}</div> : null}
      </div>
      {children}
    </section>
  );
}
