import { clsx } from 'clsx';
import { AlertTriangle, RotateCw } from 'lucide-react';
import { useMessages } from '../i18n';
import { Button } from './button';
import { componentMessages } from './messages';

/** A failed load: what went wrong and a Retry button. */
export function ErrorState({
  message,
  onRetry,
  retrying = false,
  className,
}: {
  message?: string;
  onRetry?: () => void;
  retrying?: boolean;
  className?: string;
}) {
  const t = useMessages(componentMessages);
  return (
    <div
      role="alert"
      className={clsx(
        'flex flex-col items-center gap-3 rounded-2xl border border-red-200 bg-red-50 px-4 py-10 text-center',
        className,
      )}
      data-testid="error-state"
    >
      <AlertTriangle aria-hidden="true" className="size-9 text-red-600" />
      <p className="font-semibold text-red-800">{message ?? t('loadFailed')}</p>
      {onRetry ? (
        <Button variant="outline" onClick={onRetry} disabled={retrying}>
          <RotateCw aria-hidden="true" className={clsx('size-4', retrying && 'animate-spin')} />
          {t('tryAgain')}
        </Button>
      ) : null}
    </div>
  );
}
