import { clsx } from 'clsx';
import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../../i18n';
import { dashboardMessages } from './messages';

/** The list of a dashboard's summary figures; `className` sets its columns. */
export function StatGrid({ className, children }: { className: string; children: ReactNode }) {
  const t = useMessages(dashboardMessages);
  return (
    <ul className={clsx('grid gap-4', className)} aria-label={t('summary')}>
      {children}
    </ul>
  );
}

/** One figure of a StatGrid, with its icon in a coloured square. */
export function StatCard({
  label,
  value,
  icon: Icon,
  tone = 'bg-brand-50 text-brand-700',
  testId,
  valueTestId,
  hint,
}: {
  label: string;
  /** What the figure counts, shown as the card's tooltip. */
  hint?: string;
  value: string;
  icon: LucideIcon;
  /** The icon square's colours. */
  tone?: string;
  testId?: string;
  valueTestId?: string;
}) {
  return (
    <li
      className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
      data-testid={testId}
      title={hint}
    >
      <span className={clsx('grid size-12 shrink-0 place-items-center rounded-xl', tone)}>
        <Icon aria-hidden="true" className="size-6" />
      </span>
      <div className="min-w-0">
        <p className="text-sm font-medium text-stone-600">{label}</p>
        {/* Long sums wrap rather than being cut off. */}
        <p
          className="text-2xl font-bold [overflow-wrap:anywhere] text-stone-900 tabular-nums"
          data-testid={valueTestId}
        >
          {value}
        </p>
      </div>
    </li>
  );
}
