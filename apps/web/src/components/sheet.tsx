import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { DialogShell } from './dialog-shell';

/** A panel that slides in from the side of the screen (mobile menu, search, cart, dashboard drawer). */
export function Sheet({
  side = 'right',
  className,
  children,
  ...props
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  side?: 'left' | 'right';
  title: string;
  /** Read to screen readers when the panel opens. */
  description?: string;
  className?: string;
  children: ReactNode;
}) {
  const classes = {
    overlay: 'bg-stone-900/40',
    content: clsx(
      'inset-y-0 flex w-[min(22rem,88vw)] flex-col',
      side === 'left' ? 'left-0 animate-slide-in-left' : 'right-0 animate-slide-in-right',
      className,
    ),
    header: 'flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3',
    close: 'ml-auto',
    details: 'sr-only',
  };
  return (
    <DialogShell {...props} classes={classes}>
      <div className="flex-1 overflow-y-auto">{children}</div>
    </DialogShell>
  );
}
