import { clsx } from 'clsx';
import { useFormat, useMessages } from '../i18n';
import { componentMessages } from './messages';

/**
 * One dot per slide, the current one long: a button each ('Go to slide 2 of 5'), grouped under `label`.
 * `classes` dress the group, each button's hit area and the dots (current and not).
 */
export function SlideDots({
  count,
  current,
  onSelect,
  label,
  classes,
}: {
  count: number;
  current: number;
  onSelect: (index: number) => void;
  label: string;
  classes: { group: string; button: string; current: string; other: string };
}) {
  const t = useMessages(componentMessages);
  const { formatNumber } = useFormat();
  return (
    <div className={classes.group} role="group" aria-label={label}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          onClick={() => onSelect(index)}
          aria-label={t('goToSlide', { index: formatNumber(index + 1), count: formatNumber(count) })}
          aria-current={index === current ? 'true' : undefined}
          className={clsx('group grid place-items-center rounded-full', classes.button)}
        >
          <span
            className={clsx(
              'block h-2 rounded-full transition-all',
              index === current ? classes.current : classes.other,
            )}
          />
        </button>
      ))}
    </div>
  );
}
