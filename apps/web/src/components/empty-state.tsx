import { clsx } from 'clsx';
import { SearchX } from 'lucide-react';
import type { ReactNode } from 'react';

/** Says that a list has nothing to show ('No Data Found'), with an optional way on. */
export function EmptyState({
  title,
  children,
  className,
}: {
  title: string;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <div
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border border-dashed border-stone-300 bg-white/60 px-4 py-12 text-center',
        className,
      )}
      data-testid="empty-state"
    >
      <SearchX aria-hidden="true" className="size-10 text-stone-400" />
      <p className="text-lg font-semibold text-stone-800">{title}</p>
      {children}
    </div>
  );
}
