import { clsx } from 'clsx';
import type { ReactNode } from 'react';

/** The white card a form, table or chart sits on, with an optional heading. */
export function Panel({
  title,
  className,
  testId,
  children,
}: {
  title?: string;
  className?: string;
  testId?: string;
  children: ReactNode;
}) {
  return (
    <div
      className={clsx('rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-6', className)}
      data-testid={testId}
    >
      {title ? <h2 className="mb-4 text-lg font-bold text-stone-900">{title}</h2> : null}
      {children}
    </div>
  );
}
