import { describe, expect, it } from 'vitest';
import { cartItem, cartOf } from '../testing/cart-fixtures';
import { withLineQuantity, withoutLine } from './cart-math';

const cart = cartOf([
  cartItem(1, { food_item_price: 110.5, quantity: 1 }),
  cartItem(2, { food_item_price: 0.1, quantity: 2, is_available: false }),
]);

describe('cart math for the instant view', () => {
  it('a new quantity changes the line, subtotal, count and total, keeping the server fee', () => {
    const next = withLineQuantity(cart, 1, 3);
    expect(next.items[0]).toMatchObject({ quantity: 3, total_price: 331.5 });
    expect(next).toMatchObject({ total_price: 331.7, total_quantity: 5, delivery_fee: 60, total: 391.7 });
  });

  it('removing a line drops it; removing the last one leaves nothing to pay', () => {
    const one = withoutLine(cart, 2);
    expect(one).toMatchObject({ total_price: 110.5, total_quantity: 1, total: 170.5, unavailable: false });
    expect(withoutLine(one, 1)).toMatchObject({ items: [], total_price: 0, delivery_fee: 0, total: 0 });
  });
});
