import { clsx } from 'clsx';

/** A grey pulsing block standing in for content that is loading. Hidden from screen readers. */
export function Skeleton({ className }: { className?: string }) {
  return <div aria-hidden="true" className={clsx('animate-pulse rounded-md bg-stone-200/80', className)} />;
}
