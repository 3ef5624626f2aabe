import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';

/**
 * A centred dialog (edit forms, delete confirmations). Radix Dialog traps focus, closes on Escape and gives
 * focus back to the button that opened it; the title names it and the description is read out with it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  children,
  testId,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  testId?: string;
}) {
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 animate-fade-in bg-stone-900/50" />
        <Dialog.Content
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-testid={testId}
          className="fixed top-1/2 left-1/2 z-50 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-2xl bg-white p-5 shadow-2xl focus:outline-none sm:p-6"
        >
          <div className="mb-4 flex items-start justify-between gap-3">
            <Dialog.Title className="text-lg font-bold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close
              className="-mt-1 -mr-1 grid size-9 shrink-0 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900"
              aria-label="Close"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className="mb-5 text-stone-700">{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
