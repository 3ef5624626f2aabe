import { describe, expect, it } from 'vitest';
import { AddToCartBody, CheckoutBody, PaymentBody, UpdateCartBody } from './ordering.ts';
import { fieldErrors } from './testing.ts';

describe('ordering bodies', () => {
  it('adds one of a food when no quantity is sent, and reads "3" as 3', () => {
    expect(AddToCartBody.parse(undefined)).toEqual({ quantity: 1 });
    expect(AddToCartBody.parse({})).toEqual({ quantity: 1 });
    expect(UpdateCartBody.parse({ quantity: '3' })).toEqual({ quantity: 3 });
  });

  it('refuses quantities outside 1 to 1000 with one message', () => {
    const message = 'Quantity must be a whole number from 1 to 1000.';
    for (const quantity of [0, 1001, 2.5, '-1', 'two'])
      expect(fieldErrors(UpdateCartBody, { quantity })).toEqual({ quantity: [message] });
    expect(fieldErrors(UpdateCartBody, {})).toEqual({ quantity: ['Quantity is required.'] });
  });

  it('needs an address and one of the two payment methods at checkout', () => {
    expect(
      CheckoutBody.parse({ address: ' House 4, Road 2\0 ', payment_method: 'cash_on_delivery' }),
    ).toEqual({
      address: 'House 4, Road 2',
      payment_method: 'cash_on_delivery',
    });
    expect(fieldErrors(CheckoutBody, { address: '', payment_method: 'bkash' })).toEqual({
      address: ['Address is required.'],
      payment_method: ['Choose a payment method: cash_on_delivery or online_payment.'],
    });
    expect(fieldErrors(CheckoutBody, { address: 'x'.repeat(501), payment_method: 'online_payment' })).toEqual(
      {
        address: ['Address must be at most 500 characters.'],
      },
    );
  });

  it('ignores the total a client sends with a payment', () => {
    expect(PaymentBody.parse({ total_amount: 1, address: 'Gulshan' })).toMatchObject({ address: 'Gulshan' });
  });
});
