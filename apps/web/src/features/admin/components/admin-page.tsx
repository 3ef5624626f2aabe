import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** The frame of every admin page: the document title, the heading, an optional line under it and actions. */
export function AdminPage({
  id,
  title,
  description,
  actions,
  width = 'wide',
  children,
}: {
  /** Prefix of the heading's id; the section is labelled by it. */
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
      className={clsx('mx-auto w-full', width === 'narrow' ? 'max-w-2xl' : 'max-w-6xl')}
      data-testid={`${id}-page`}
    >
      <PageTitle title={title} />
      <div className="mb-6 flex flex-wrap items-end justify-between gap-3">
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

/** The white card a form or table sits on. */
export function Panel({ className, children }: { className?: string; children: ReactNode }) {
  return (
    <div className={clsx('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}>
      {children}
    </div>
  );
}
