import type { OrderRefund, RefundState } from '@bhoj/contract';
import { translateServerMessage, useFormat, useMessages } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { refundMessages } from './messages';

/** Who reads about a refund: its customer (what happens to their money) or support (its state as such). */
export type RefundVoice = 'customer' | 'support';

/** The customer's words for a refund on its way: owed and being sent read alike. */
const CUSTOMER_STATE = {
  due: 'customer_due',
  sending: 'customer_due',
  sent: 'customer_sent',
  failed: 'customer_failed',
} as const satisfies Partial<Record<RefundState, string>>;

/** A refund in words, in the chosen language: what it repays, why, and where it stands. */
export function useRefundWords(voice: RefundVoice) {
  const t = useMessages(refundMessages);
  const { formatDate } = useFormat();
  return {
    /** A canceled ticket ("Ticket #7-2"), or the whole payment that came too late. */
    purpose: (refund: OrderRefund) =>
      refund.ticket
        ? t('forTicket', { ticket: refund.ticket })
        : t(voice === 'customer' ? 'forYourPayment' : 'forPayment', { amount: formatMoney(refund.amount) }),
    /** The API's English reason, translated when it is one of its own texts (a late payment's, a cancel's). */
    reason: (refund: OrderRefund) => translateServerMessage(refund.reason),
    /** A state's name, as support's filter lists it. */
    stateName: (state: RefundState) => t(`state_${state}`),
    /** Where the refund stands; a refunded one says since when. */
    state: (refund: OrderRefund) => {
      if (refund.state === 'refunded') {
        return refund.refunded_at
          ? t('refundedOn', { date: formatDate(refund.refunded_at) })
          : t('state_refunded');
      }
      if (voice === 'support' || refund.state === 'void') return t(`state_${refund.state}`);
      return t(CUSTOMER_STATE[refund.state]);
    },
  };
}
