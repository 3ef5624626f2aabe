import type { OwnerStats } from '@bhoj/contract';
import { Ban, CheckCircle2, Clock, Package, ShoppingBag, Wallet, type LucideIcon } from 'lucide-react';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { StatCard, StatGrid } from '../../../components/dashboard/stat-card';
import { formatMoney } from '../../../lib/money';

type Card = {
  key: keyof Omit<OwnerStats, 'monthly_sales'>;
  label: string;
  icon: LucideIcon;
  tone: string;
  hint?: string;
};

/** The order cards all count one unit, so Total = Pending + Completed + Canceled. */
const TICKETS = 'Counts tickets: your part of each order, once it is cash on delivery or paid online.';

/** The dashboard's six cards, in order; each shows its own figure. */
export const STAT_CARDS: readonly Card[] = [
  {
    key: 'total_orders',
    label: 'Total Orders',
    icon: ShoppingBag,
    tone: 'bg-brand-100 text-brand-700',
    hint: `${TICKETS} Pending + Completed + Canceled.`,
  },
  {
    key: 'pending_orders',
    label: 'Pending Orders',
    icon: Clock,
    tone: 'bg-orange-100 text-orange-700',
    hint: `${TICKETS} New to Out for delivery.`,
  },
  {
    key: 'completed_orders',
    label: 'Completed Orders',
    icon: CheckCircle2,
    tone: 'bg-green-100 text-green-700',
    hint: `${TICKETS} Delivered.`,
  },
  {
    key: 'cancel_orders',
    label: 'Canceled Orders',
    icon: Ban,
    tone: 'bg-red-100 text-red-700',
    hint: `${TICKETS} Canceled.`,
  },
  { key: 'total_products', label: 'Total Products', icon: Package, tone: 'bg-sky-100 text-sky-700' },
  {
    key: 'total_sales',
    label: 'Total Sales',
    icon: Wallet,
    tone: 'bg-emerald-100 text-emerald-700',
    hint: 'Food sold in delivered tickets (delivery fees not included).',
  },
];

const gridClass = 'xs:grid-cols-2 lg:grid-cols-3';
const count = new Intl.NumberFormat('en-IN');

export function StatCards({ stats }: { stats: OwnerStats }) {
  return (
    <StatGrid className={gridClass}>
      {STAT_CARDS.map(({ key, label, icon, tone, hint }) => (
        <StatCard
          key={key}
          label={label}
          value={key === 'total_sales' ? formatMoney(stats[key]) : count.format(stats[key])}
          icon={icon}
          tone={tone}
          hint={hint}
          testId={`stat-${key}`}
          valueTestId="stat-value"
        />
      ))}
    </StatGrid>
  );
}

export function StatCardsSkeleton() {
  return (
    <LoadingRows
      label="Loading figures"
      count={STAT_CARDS.length}
      className={`grid gap-4 ${gridClass}`}
      rowClassName="h-[5.5rem] rounded-2xl"
      testId="stats-loading"
    />
  );
}
