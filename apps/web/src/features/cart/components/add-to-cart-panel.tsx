import { Ban } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionOutcome } from '../../../components/action-outcome';
import { Button } from '../../../components/button';
import { parseQuantity, QuantityStepper } from '../../../components/quantity-stepper';
import { MaskIcon } from '../../../components/mask-icon';
import { useMessages } from '../../../i18n';
import { canShop, useStoredUser } from '../../../lib/auth-storage';
import { useAddToCart } from '../api/add-to-cart';
import { cartFirstLoadMessages } from '../first-load/messages';
import type { Food } from '@bhoj/contract';

/**
 * Quantity and Add to cart. A visitor's item goes into the guest cart in this browser; owners and admins
 * cannot shop and see 'You can not access' instead; an unavailable food cannot be added. `typing={false}`:
 * the quantity is drawn as text until it can be typed (QuantityStepper), for a panel far from the window.
 */
export function AddToCartPanel({ food, typing = true }: { food: Food; typing?: boolean }) {
  const t = useMessages(cartFirstLoadMessages);
  const user = useStoredUser();
  const [quantity, setQuantity] = useState('1');
  const cart = useAddToCart();

  if (!canShop(user)) {
    return (
      <p
        className="flex items-center gap-2 rounded-xl bg-stone-100 px-4 py-3 font-semibold text-stone-700"
        data-testid="cannot-shop"
      >
        <Ban aria-hidden="true" className="size-5 shrink-0 text-stone-500" />
        {t('cannotShop')}
      </p>
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            if (cart.errorMessage || cart.isSuccess) cart.reset();
          }}
          disabled={!food.is_available}
          typing={typing}
        />
        <Button
          size="lg"
          onClick={() => cart.add(food.slug, parseQuantity(quantity), food)}
          disabled={!food.is_available || cart.isPending}
          data-testid="add-to-cart"
        >
          <MaskIcon name="shopping-bag" className="size-5" />
          {cart.isPending ? t('adding') : t('addToCart')}
        </Button>
      </div>
      <ActionOutcome
        error={cart.errorMessage}
        success={
          cart.isSuccess ? (
            <>
              {t('added')}{' '}
              <Link to="/view-cart/" className="underline hover:text-green-800">
                {t('viewCartLower')}
              </Link>
            </>
          ) : null
        }
        testIds={{ error: 'add-to-cart-error', success: 'add-to-cart-done' }}
      />
    </div>
  );
}
