import { clsx } from 'clsx';
import { CheckCircle2, CircleAlert, X } from 'lucide-react';
import { useMessages } from '../../i18n';
import { toastMessages } from './messages';
import { dismissToast, useToasts, type Toast } from './toast-store';

function ToastItem({ toast }: { toast: Toast }) {
  const t = useMessages(toastMessages);
  const Icon = toast.kind === 'error' ? CircleAlert : CheckCircle2;
  return (
    <div
      className={clsx(
        'pointer-events-auto flex items-start gap-3 rounded-xl border bg-white p-3 pr-2 text-sm font-semibold shadow-lg',
        toast.kind === 'error' ? 'border-red-200 text-red-800' : 'border-green-200 text-green-800',
      )}
      data-testid={toast.kind === 'error' ? 'toast-error' : 'toast'}
    >
      <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{toast.message}</p>
      <button
        type="button"
        onClick={() => dismissToast(toast.id)}
        className="-my-1 rounded-lg p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-800 focus-visible:outline-2 focus-visible:outline-brand-600"
        aria-label={t('dismiss')}
      >
        <X aria-hidden="true" className="size-4" />
      </button>
    </div>
  );
}

/**
 * Where toasts appear: bottom centre on a phone, bottom right on a wider screen. Confirmations are read
 * out politely, errors at once; the regions stay in the page so screen readers hear what is added. They are
 * divs: a list given a live role stops being a list, and axe flags its items as stray.
 */
export function Toaster() {
  const toasts = useToasts();
  const listClass = 'flex flex-col gap-2';
  return (
    <div className="pointer-events-none fixed inset-x-3 bottom-3 z-[60] flex flex-col gap-2 sm:inset-x-auto sm:right-4 sm:bottom-4 sm:w-96">
      <div role="status" aria-live="polite" className={listClass}>
        {toasts
          .filter((toast) => toast.kind === 'success')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
      <div role="alert" className={listClass}>
        {toasts
          .filter((toast) => toast.kind === 'error')
          .map((toast) => (
            <ToastItem key={toast.id} toast={toast} />
          ))}
      </div>
    </div>
  );
}
