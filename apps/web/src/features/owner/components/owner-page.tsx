import type { ReactNode } from 'react';
import { PageTitle } from '../../../components/page-title';

/** A dashboard page: its title (document and heading), an optional line under it, actions at the right. */
export function OwnerPage({
  title,
  description,
  actions,
  children,
}: {
  title: string;
  description?: ReactNode;
  actions?: ReactNode;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby="owner-page-title" className="mx-auto w-full max-w-6xl space-y-6">
      <PageTitle title={title} />
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 id="owner-page-title" className="text-2xl font-bold text-stone-900 sm:text-3xl">
            {title}
          </h1>
          {description ? <p className="mt-1 text-sm text-stone-600">{description}</p> : null}
        </div>
        {actions}
      </div>
      {children}
    </section>
  );
}

/** The white box holding a table, chart or form. */
export function Panel({
  title,
  children,
  className = '',
  testId,
}: {
  title?: string;
  children: ReactNode;
  className?: string;
  testId?: string;
}) {
  return (
    <div
      className={`rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6 ${className}`}
      data-testid={testId}
    >
      {title ? <h2 className="mb-4 text-lg font-bold text-stone-900">{title}</h2> : null}
      {children}
    </div>
  );
}
