import { Ban, ShoppingBag } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ActionOutcome } from '../../../components/action-outcome';
import { Button } from '../../../components/button';
import { parseQuantity, QuantityStepper } from '../../../components/quantity-stepper';
import { canShop, useStoredUser } from '../../../lib/auth-storage';
import { firstFormError } from '../../../lib/form-errors';
import { useAddToCart } from '../api/add-to-cart';
import type { Food } from '@bhoj/contract';

/**
 * Quantity and Add to cart. A visitor's click goes to sign-in and back; owners and admins cannot shop and
 * see 'You can not access' instead; an unavailable food cannot be added.
 */
export function AddToCartPanel({ food }: { food: Food }) {
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
        You can not access
      </p>
    );
  }

  const error = cart.error ? firstFormError(cart.error, ['quantity', 'error', 'detail']) : null;

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-end gap-3">
        <QuantityStepper
          value={quantity}
          onChange={(value) => {
            setQuantity(value);
            if (cart.error || cart.isSuccess) cart.reset();
          }}
          disabled={!food.is_available}
        />
        <Button
          size="lg"
          onClick={() => cart.add(food.slug, parseQuantity(quantity))}
          disabled={!food.is_available || cart.isPending}
          data-testid="add-to-cart"
        >
          <ShoppingBag aria-hidden="true" className="size-5" />
          {cart.isPending ? 'Adding…' : 'Add to cart'}
        </Button>
      </div>
      <ActionOutcome
        error={error?.message}
        success={
          cart.isSuccess ? (
            <>
              Added to your cart.{' '}
              <Link to="/view-cart/" className="underline hover:text-green-800">
                View cart
              </Link>
            </>
          ) : null
        }
        testIds={{ error: 'add-to-cart-error', success: 'add-to-cart-done' }}
      />
    </div>
  );
}
