import type { AdminRefund, RefundState } from '@bhoj/contract';
import { Button } from '../../../components/button';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useRetryRefund } from '../api/retry-refund';
import { adminMessages } from '../messages';

/**
 * What the server lets support do about a refund by hand (REFUND_MESSAGES in the contract says the same):
 * mark one refunded that is owed, refused or on its way; send a refused one again.
 */
const MARKABLE: readonly RefundState[] = ['due', 'failed', 'sent'];

/** A refund's Send again and Mark refunded buttons, where they apply; a refused Send again says why. */
export function RefundActions({ refund, onMark }: { refund: AdminRefund; onMark: () => void }) {
  const t = useMessages(adminMessages);
  const retry = useRetryRefund();
  const order = `#${refund.order}`;
  const error = firstFormError(retry.error, ['error'])?.message;
  if (!MARKABLE.includes(refund.state)) return null;
  return (
    <div className="space-y-1.5">
      <div className="flex flex-wrap gap-2">
        {refund.state === 'failed' ? (
          <Button
            size="sm"
            onClick={() => retry.mutate(refund.id)}
            disabled={retry.isPending}
            aria-label={t('sendAgainOf', { order })}
          >
            {retry.isPending ? t('sendingAgain') : t('sendAgain')}
          </Button>
        ) : null}
        <Button
          size="sm"
          variant="outline"
          onClick={onMark}
          disabled={retry.isPending}
          aria-label={t('markRefundedOf', { order })}
        >
          {t('markRefunded')}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-xs text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
