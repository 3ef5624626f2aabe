import type { LucideIcon } from 'lucide-react';

/** One figure of the admin summary; `testId` names its value for tests ('stat-total-orders'). */
export function StatCard({
  label,
  value,
  icon: Icon,
  testId,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  testId: string;
}) {
  return (
    <div className="flex flex-col gap-3 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5">
      <div className="flex items-center justify-between gap-3">
        <dt className="text-sm font-medium text-stone-600">{label}</dt>
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
      </div>
      {/* Long sums wrap rather than being cut off. */}
      <dd className="text-2xl font-bold [overflow-wrap:anywhere] text-stone-900" data-testid={testId}>
        {value}
      </dd>
    </div>
  );
}
