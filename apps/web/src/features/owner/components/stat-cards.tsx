import type { OwnerStats } from '@bhoj/contract';
import { Ban, CheckCircle2, Clock, Package, ShoppingBag, Wallet, type LucideIcon } from 'lucide-react';
import { LoadingRows } from '../../../components/dashboard/loading-rows';
import { StatCard, StatGrid } from '../../../components/dashboard/stat-card';
import { useFormat, useMessages } from '../../../i18n';
import { formatMoney } from '../../../lib/money';
import { ownerMessages } from '../messages';

type Figure = keyof Omit<OwnerStats, 'monthly_sales'>;

/**
 * The dashboard's six cards, in order; each shows its own figure, its label (`label_<figure>`) and, but
 * for the products, what it counts (`hint_<figure>`). The order cards all count one unit, so Total =
 * Pending + Completed + Canceled.
 */
export const STAT_CARDS: readonly { key: Figure; icon: LucideIcon; tone: string }[] = [
  { key: 'total_orders', icon: ShoppingBag, tone: 'bg-brand-100 text-brand-700' },
  { key: 'pending_orders', icon: Clock, tone: 'bg-orange-100 text-orange-700' },
  { key: 'completed_orders', icon: CheckCircle2, tone: 'bg-green-100 text-green-700' },
  { key: 'cancel_orders', icon: Ban, tone: 'bg-red-100 text-red-700' },
  { key: 'total_products', icon: Package, tone: 'bg-sky-100 text-sky-700' },
  { key: 'total_sales', icon: Wallet, tone: 'bg-emerald-100 text-emerald-700' },
];

const gridClass = 'xs:grid-cols-2 lg:grid-cols-3';

export function StatCards({ stats }: { stats: OwnerStats }) {
  const t = useMessages(ownerMessages);
  const { formatNumber } = useFormat();
  return (
    <StatGrid className={gridClass}>
      {STAT_CARDS.map(({ key, icon, tone }) => (
        <StatCard
          key={key}
          label={t(`label_${key}`)}
          value={key === 'total_sales' ? formatMoney(stats[key]) : formatNumber(stats[key])}
          icon={icon}
          tone={tone}
          hint={key === 'total_products' ? undefined : t(`hint_${key}`)}
          testId={`stat-${key}`}
          valueTestId="stat-value"
        />
      ))}
    </StatGrid>
  );
}

export function StatCardsSkeleton() {
  const t = useMessages(ownerMessages);
  return (
    <LoadingRows
      label={t('loadingFigures')}
      count={STAT_CARDS.length}
      className={`grid gap-4 ${gridClass}`}
      rowClassName="h-[5.5rem] rounded-2xl"
      testId="stats-loading"
    />
  );
}
