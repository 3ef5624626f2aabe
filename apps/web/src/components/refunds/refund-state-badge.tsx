import type { OrderRefund, RefundState } from '@bhoj/contract';
import { clsx } from 'clsx';
import { type RefundVoice, useRefundWords } from './use-refund-words';

/** The colours of the states: on its way amber or blue, back with the customer green, refused red. */
const LOOKS: Record<RefundState, string> = {
  due: 'bg-amber-100 text-amber-900 ring-amber-200',
  sending: 'bg-amber-100 text-amber-900 ring-amber-200',
  sent: 'bg-sky-100 text-sky-900 ring-sky-200',
  refunded: 'bg-green-100 text-green-800 ring-green-200',
  failed: 'bg-red-100 text-red-800 ring-red-200',
  void: 'bg-stone-100 text-stone-700 ring-stone-200',
};

/** Where a refund stands, as a coloured label whose text says it too. */
export function RefundStateBadge({ refund, voice }: { refund: OrderRefund; voice: RefundVoice }) {
  const words = useRefundWords(voice);
  return (
    <span
      className={clsx(
        'inline-flex rounded-lg px-2.5 py-0.5 text-xs font-semibold ring-1 ring-inset',
        LOOKS[refund.state],
      )}
      data-testid="refund-state"
      data-state={refund.state}
    >
      {words.state(refund)}
    </span>
  );
}
