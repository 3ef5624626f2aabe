import type { OrderCard } from '@bhoj/contract';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useOrderAction } from '../api/order-cards';
import { ordersMessages } from '../messages';

/** Cancel (asked once more first), Retry payment and Pay cash on delivery instead, where the order allows. */
export function OrderActions({ order }: { order: OrderCard }) {
  const t = useMessages(ordersMessages);
  const cancel = useOrderAction('cancel');
  const retry = useOrderAction('retry-payment');
  const cash = useOrderAction('pay-cash');
  const [confirming, setConfirming] = useState(false);
  const busy = cancel.isPending || retry.isPending || cash.isPending;
  const error = [cancel, retry, cash].map((action) => firstFormError(action.error, ['error'])).find(Boolean);
  if (!order.can_cancel && !order.can_retry_payment && !order.can_pay_cash) return null;

  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        {order.can_retry_payment ? (
          <Button size="sm" onClick={() => retry.mutate(order.id)} disabled={busy}>
            {retry.isPending ? t('openingPayment') : t('retryPayment')}
          </Button>
        ) : null}
        {order.can_pay_cash ? (
          <Button size="sm" variant="outline" onClick={() => cash.mutate(order.id)} disabled={busy}>
            {cash.isPending ? t('switching') : t('payCash')}
          </Button>
        ) : null}
        {order.can_cancel ? (
          <Button
            size="sm"
            variant="outline"
            className="text-red-700"
            onClick={() => setConfirming(true)}
            disabled={busy}
          >
            {t('cancelOrder')}
          </Button>
        ) : null}
      </div>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700">
          {error.message}
        </p>
      ) : null}
      <Modal
        open={confirming}
        onOpenChange={(open) => (cancel.isPending ? undefined : setConfirming(open))}
        title={t('cancelTitle')}
        description={t('cancelDescription', { number: order.number })}
        testId="cancel-order-dialog"
      >
        <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
          <Button variant="outline" onClick={() => setConfirming(false)} disabled={cancel.isPending}>
            {t('keepOrder')}
          </Button>
          <Button
            className="bg-red-600 hover:bg-red-700 active:bg-red-800"
            disabled={cancel.isPending}
            onClick={() => cancel.mutate(order.id, { onSettled: () => setConfirming(false) })}
          >
            {cancel.isPending ? t('canceling') : t('cancelOrder')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
