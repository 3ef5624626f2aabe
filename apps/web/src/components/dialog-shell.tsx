import * as Dialog from '@radix-ui/react-dialog';
import { clsx } from 'clsx';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { useMessages } from '../i18n';
import { componentMessages } from './messages';

export type DialogShellProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  testId?: string;
  children: ReactNode;
};

/**
 * What the modal and the sheet share, on Radix Dialog (it traps focus, closes on Escape and gives focus
 * back to the button that opened it): the overlay, the panel with its title and Close button, and the
 * description, read out when it opens. `classes` place and dress each part.
 */
export function DialogShell({
  open,
  onOpenChange,
  title,
  description,
  testId,
  children,
  classes,
}: DialogShellProps & {
  classes: { overlay: string; content: string; header: string; close: string; details: string };
}) {
  const t = useMessages(componentMessages);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={clsx('fixed inset-0 z-40 animate-fade-in', classes.overlay)} />
        <Dialog.Content
          // Without a description, tell Radix there is none on purpose.
          {...(description ? {} : { 'aria-describedby': undefined })}
          data-testid={testId}
          className={clsx('fixed z-50 bg-white shadow-2xl focus:outline-none', classes.content)}
        >
          <div className={classes.header}>
            <Dialog.Title className="text-lg font-bold text-stone-900">{title}</Dialog.Title>
            <Dialog.Close
              className={clsx(
                'grid size-9 place-items-center rounded-full text-stone-600 hover:bg-stone-100 hover:text-stone-900',
                classes.close,
              )}
              aria-label={t('close')}
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description ? (
            <Dialog.Description className={classes.details}>{description}</Dialog.Description>
          ) : null}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
