import { clsx } from 'clsx';
import { Star } from 'lucide-react';
import { useRef, type KeyboardEvent } from 'react';
import { useFormat, useMessages } from '../i18n';
import { componentMessages } from './messages';

const STARS = [1, 2, 3, 4, 5] as const;

/** A read-only rating out of 5, read as 'Rated 4 out of 5'. */
export function StarRating({ value, className }: { value: number; className?: string }) {
  const t = useMessages(componentMessages);
  const { formatNumber } = useFormat();
  const rounded = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={t('rated', { rating: formatNumber(rounded), max: formatNumber(5) })}
      className={clsx('inline-flex items-center gap-0.5', className)}
    >
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={clsx('size-4', star <= rounded ? 'fill-amber-400 text-amber-400' : 'text-stone-300')}
        />
      ))}
    </span>
  );
}

/**
 * Choosing 1 to 5 stars: a radio group. Click a star, or focus the group (one tab stop) and use the arrow
 * keys, Home and End; Space or Enter picks the focused star. 0 means nothing chosen yet.
 */
export function StarRatingInput({
  value,
  onChange,
  label,
  labelledBy,
  invalid = false,
  describedBy,
  disabled = false,
}: {
  value: number;
  onChange: (value: number) => void;
  label?: string;
  /** The id of a visible label; replaces `label`. */
  labelledBy?: string;
  invalid?: boolean;
  describedBy?: string;
  disabled?: boolean;
}) {
  const t = useMessages(componentMessages);
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  // The tab stop: the chosen star, or the first one before anything is chosen.
  const focusable = value >= 1 && value <= 5 ? value : 1;

  function choose(star: number) {
    onChange(star);
    refs.current[star - 1]?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLButtonElement>, star: number) {
    let next: number | null = null;
    if (event.key === 'ArrowRight' || event.key === 'ArrowUp') next = star === 5 ? 1 : star + 1;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowDown') next = star === 1 ? 5 : star - 1;
    else if (event.key === 'Home') next = 1;
    else if (event.key === 'End') next = 5;
    else if (event.key === ' ' || event.key === 'Enter') next = star;
    if (next === null) return;
    event.preventDefault();
    choose(next);
  }

  return (
    <div
      role="radiogroup"
      aria-label={labelledBy ? undefined : (label ?? t('rating'))}
      aria-labelledby={labelledBy}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy}
      aria-disabled={disabled || undefined}
      className="inline-flex items-center gap-1"
      data-testid="star-rating-input"
    >
      {STARS.map((star) => (
        <button
          key={star}
          ref={(element) => {
            refs.current[star - 1] = element;
          }}
          type="button"
          role="radio"
          aria-checked={value === star}
          aria-label={t('stars', { count: star })}
          tabIndex={star === focusable ? 0 : -1}
          disabled={disabled}
          onClick={() => choose(star)}
          onKeyDown={(event) => onKeyDown(event, star)}
          className="grid size-10 place-items-center rounded-full text-stone-300 transition-colors hover:text-amber-400 disabled:opacity-50"
        >
          <Star
            aria-hidden="true"
            className={clsx('size-7', star <= value ? 'fill-amber-400 text-amber-400' : 'text-stone-300')}
          />
        </button>
      ))}
    </div>
  );
}
