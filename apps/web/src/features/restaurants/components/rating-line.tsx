import { clsx } from 'clsx';
import { MaskIcon } from '../../../components/mask-icon';
import { useFormat, useMessages } from '../../../i18n';
import { restaurantsMessages } from '../messages';

/** '★ 4.5 (12)', read as 'Rated 4.5 out of 5 by 12 customers'; 'No ratings yet' before the first. */
export function RatingLine({
  average,
  count,
  className,
}: {
  average: number;
  count: number;
  className?: string;
}) {
  const t = useMessages(restaurantsMessages);
  const { formatNumber } = useFormat();
  if (count === 0) {
    return (
      <p className={clsx('text-sm text-stone-600', className)} data-testid="rating">
        {t('noRatings')}
      </p>
    );
  }
  const shown = formatNumber(Math.round(average * 10) / 10);
  return (
    <p className={clsx('flex items-center gap-1 text-sm text-stone-700', className)} data-testid="rating">
      <MaskIcon name="star" className="size-4 text-amber-400" />
      <span aria-hidden="true">
        <span className="font-semibold">{shown}</span> ({formatNumber(count)})
      </span>
      <span className="sr-only">{t('ratedBy', { average: shown, count })}</span>
    </p>
  );
}
