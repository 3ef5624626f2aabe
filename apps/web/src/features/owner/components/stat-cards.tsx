import { Ban, CheckCircle2, Clock, Package, ShoppingBag, Wallet, type LucideIcon } from 'lucide-react';
import { Skeleton } from '../../../components/skeleton';
import { formatMoney } from '../../../lib/money';
import type { OwnerStats } from '../api/types';

type Card = { key: keyof Omit<OwnerStats, 'monthly_sales'>; label: string; icon: LucideIcon; tone: string };

/** Spec section 2's six cards, in its order; each shows its own figure. */
export const STAT_CARDS: readonly Card[] = [
  { key: 'total_orders', label: 'Total Orders', icon: ShoppingBag, tone: 'bg-brand-100 text-brand-700' },
  { key: 'pending_orders', label: 'Pending Orders', icon: Clock, tone: 'bg-orange-100 text-orange-700' },
  {
    key: 'completed_orders',
    label: 'Completed Orders',
    icon: CheckCircle2,
    tone: 'bg-green-100 text-green-700',
  },
  { key: 'cancel_orders', label: 'Canceled Orders', icon: Ban, tone: 'bg-red-100 text-red-700' },
  { key: 'total_products', label: 'Total Products', icon: Package, tone: 'bg-sky-100 text-sky-700' },
  { key: 'total_sales', label: 'Total Sales', icon: Wallet, tone: 'bg-emerald-100 text-emerald-700' },
];

const count = new Intl.NumberFormat('en-IN');

export function StatCards({ stats }: { stats: OwnerStats }) {
  return (
    <ul className="grid gap-4 xs:grid-cols-2 lg:grid-cols-3" aria-label="Summary">
      {STAT_CARDS.map(({ key, label, icon: Icon, tone }) => (
        <li
          key={key}
          className="flex items-center gap-4 rounded-2xl border border-stone-200 bg-white p-4 shadow-sm sm:p-5"
          data-testid={`stat-${key}`}
        >
          <span className={`grid size-12 shrink-0 place-items-center rounded-xl ${tone}`}>
            <Icon aria-hidden="true" className="size-6" />
          </span>
          <div className="min-w-0">
            <p className="text-sm font-medium text-stone-600">{label}</p>
            <p className="truncate text-2xl font-bold text-stone-900 tabular-nums" data-testid="stat-value">
              {key === 'total_sales' ? formatMoney(stats[key]) : count.format(stats[key])}
            </p>
          </div>
        </li>
      ))}
    </ul>
  );
}

export function StatCardsSkeleton() {
  return (
    <div className="grid gap-4 xs:grid-cols-2 lg:grid-cols-3" data-testid="stats-loading">
      <span role="status" className="sr-only">
        Loading figures
      </span>
      {STAT_CARDS.map(({ key }) => (
        <Skeleton key={key} className="h-[5.5rem] rounded-2xl" />
      ))}
    </div>
  );
}
