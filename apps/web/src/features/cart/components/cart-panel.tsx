import { ErrorState } from '../../../components/error-state';
import { LoadingStatus } from '../../../components/loading-status';
import { Sheet } from '../../../components/sheet';
import { Skeleton } from '../../../components/skeleton';
import { useMessages } from '../../../i18n';
import type { Cart } from '@bhoj/contract';
import { useCart } from '../api/get-cart';
import { cartMessages } from '../messages';
import { setCartPanelOpen, useCartPanelOpen } from '../state/cart-panel';
import { OwnCartPanelLine } from './cart-panel-line';
import { PanelEmpty, PanelFilled, ViewCartLink } from './cart-panel-parts';
import { GuestCartPanelBody } from './guest-cart-panel-body';
import { MergeNotice } from './merge-notice';

/** The slide-in 'Your Cart' panel: items, subtotal, 'Your cart is empty', View Cart. */
export function CartPanel() {
  const t = useMessages(cartMessages);
  const open = useCartPanelOpen();
  return (
    <Sheet open={open} onOpenChange={setCartPanelOpen} side="right" title={t('panelTitle')}>
      <div className="flex min-h-full flex-col" data-testid="cart-panel">
        <CartPanelBody />
      </div>
    </Sheet>
  );
}

function CartPanelBody() {
  const t = useMessages(cartMessages);
  const cart = useCart();
  if (!cart.shopper) return <GuestCartPanelBody />;
  if (cart.isPending) return <PanelSkeleton />;
  if (cart.isError) {
    return (
      <ErrorState
        className="m-4"
        message={t('loadFailed')}
        onRetry={() => void cart.refetch()}
        retrying={cart.isFetching}
      />
    );
  }
  return (
    <>
      <MergeNotice className="mx-4 mt-4" />
      {cart.data.items.length === 0 ? <PanelEmpty /> : <FilledCart cart={cart.data} />}
    </>
  );
}

function FilledCart({ cart }: { cart: Cart }) {
  const t = useMessages(cartMessages);
  return (
    <PanelFilled
      lines={cart.items.map((item) => (
        <OwnCartPanelLine key={item.id} item={item} />
      ))}
      subtotalLabel={t('subtotal')}
      subtotal={cart.total_price}
      note={
        <>
          {cart.unavailable ? (
            <p className="text-sm font-semibold text-red-700" role="status">
              {t('unavailableMessage')}
            </p>
          ) : null}
          <p className="text-xs text-stone-500">{t('panelFeeNote')}</p>
        </>
      }
    >
      <ViewCartLink />
    </PanelFilled>
  );
}

function PanelSkeleton() {
  const t = useMessages(cartMessages);
  return (
    <div className="space-y-4 p-4" data-testid="cart-loading">
      <LoadingStatus label={t('loading')} />
      {[0, 1, 2].map((row) => (
        <div key={row} className="flex gap-3">
          <Skeleton className="size-16 rounded-lg" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-4 w-1/3" />
            <Skeleton className="h-8 w-28" />
          </div>
        </div>
      ))}
    </div>
  );
}
