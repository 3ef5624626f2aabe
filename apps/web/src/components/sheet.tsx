import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A panel that slides in from the side of the screen (mobile menu, search, cart, dashboard drawer).
 * Radix Dialog gives it focus trapping, Escape to close, and returns focus to the trigger.
 */
export function Sheet({
  open,
  onOpenChange,
  side = 'right',
  title,
  description,
  className,
  children,
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
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-stone-900/40" />
        <Dialog.Content
          // Without a description, tell Radix there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={clsx(
            'fixed inset-y-0 z-50 flex w-[min(22rem,88vw)] flex-col bg-white shadow-2xl focus:outline-none',
            side === 'left' ? 'left-0 animate-slide-in-left' : 'right-0 animate-slide-in-right',
            className,
          )}
        >
          <div className="flex items-center justify-between gap-2 border-b border-stone-200 px-4 py-3">
            <Dialog.Title className="text-lg font-bold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close
              className="ml-auto grid size-9 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? <Dialog.Description className="sr-only">{description}</Dialog.Description> : null}
          <div className="flex-1 overflow-y-auto">{children}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
