import { ShoppingBag } from 'lucide-react';
import { Link } from 'react-router';
import type { RestaurantMenu } from '@bhoj/contract';
import { buttonClasses } from '../../components/button';
import { useMessages } from '../../i18n';
import { useCart } from '../../features/cart/api/get-cart';
import { formatMoney } from '../../lib/money';
import { restaurantPageMessages } from './messages';

/**
 * The cart's lines from this restaurant, stuck to the foot of the screen while the menu scrolls: how
 * many items, their total and the way to the cart. Nothing while none of the cart is from here.
 */
export function RestaurantCartSummary({ restaurant }: { restaurant: RestaurantMenu['restaurant'] }) {
  const t = useMessages(restaurantPageMessages);
  const cart = useCart();
  const lines = (cart.data?.items ?? []).filter((item) => item.restaurant_slug === restaurant.slug);
  if (lines.length === 0) return null;
  const items = lines.reduce((sum, line) => sum + line.quantity, 0);
  const total = lines.reduce((sum, line) => sum + line.total_price, 0);

  return (
    <aside
      aria-label={t('summaryLabel', { restaurant: restaurant.name })}
      className="sticky bottom-0 z-20 border-t border-stone-200 bg-white/95 shadow-[0_-4px_16px_rgb(0_0_0/0.06)] backdrop-blur"
      data-testid="restaurant-cart-summary"
    >
      <div className="mx-auto flex max-w-7xl flex-wrap items-center justify-between gap-3 px-4 py-3 sm:px-6 lg:px-8">
        <p className="flex items-center gap-2 font-semibold text-stone-900" aria-live="polite">
          <ShoppingBag aria-hidden="true" className="size-5 text-brand-600" />
          <span data-testid="summary-items">{t('summaryItems', { count: items })}</span>
          <span aria-hidden="true" className="text-stone-400">
            ·
          </span>
          <span data-testid="summary-total">{formatMoney(total)}</span>
        </p>
        <div className="flex gap-2">
          <Link to="/view-cart/" className={buttonClasses({ variant: 'outline' })}>
            {t('viewCart')}
          </Link>
          <Link to="/checkout/" className={buttonClasses({})}>
            {t('checkout')}
          </Link>
        </div>
      </div>
    </aside>
  );
}
