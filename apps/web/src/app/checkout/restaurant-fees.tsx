import { useMessages } from '../../i18n';
import { formatMoney } from '../../lib/money';
import { useDeliveryFees } from '../../features/orders/api/get-delivery-fees';
import { checkoutMessages } from './messages';

/** Each restaurant's delivery fee, in the summary above the total fee (nothing while loading or failed). */
export function RestaurantFees() {
  const t = useMessages(checkoutMessages);
  const fees = useDeliveryFees();
  if (!fees.data?.length) return null;
  return (
    <div className="mb-2 border-b border-stone-200 pb-2 text-sm" data-testid="restaurant-fees">
      <h3 className="py-1 font-semibold text-stone-800">{t('feesTitle')}</h3>
      <dl>
        {fees.data.map((fee) => (
          <div
            key={fee.restaurant_slug}
            className="flex justify-between gap-3 py-0.5 text-stone-600"
            data-testid="restaurant-fee"
          >
            <dt className="min-w-0 break-words">{fee.restaurant}</dt>
            <dd className="shrink-0 tabular-nums">{formatMoney(fee.delivery_fee)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
