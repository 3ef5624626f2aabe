import { DialogShell, type DialogShellProps } from './dialog-shell';

const classes = {
  overlay: 'bg-stone-900/50',
  content:
    'top-1/2 left-1/2 max-h-[calc(100dvh-2rem)] w-[calc(100vw-2rem)] max-w-md -translate-x-1/2 -translate-y-1/2 animate-fade-in overflow-y-auto rounded-2xl p-5 sm:p-6',
  header: 'mb-4 flex items-start justify-between gap-3',
  close: '-mt-1 -mr-1 shrink-0',
  details: 'mb-5 text-stone-700',
};

/** A centred dialog (edit forms, delete confirmations). */
export function Modal(props: DialogShellProps) {
  return <DialogShell {...props} classes={classes} />;
}
