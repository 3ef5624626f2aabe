import { describe, expect, it } from 'vitest';
import { CartMergeBody } from './cart-merge.ts';
import { fieldErrors } from './testing.ts';

describe('cart merge body', () => {
  it('reads the documented example ("2" read as 2) and takes no price', () => {
    expect(
      CartMergeBody.parse({
        items: [
          { food: 135, quantity: '2', price: 1 },
          { food: 3, quantity: 1 },
        ],
      }),
    ).toEqual({
      items: [
        { food: 135, quantity: 2 },
        { food: 3, quantity: 1 },
      ],
    });
    expect(CartMergeBody.parse({ items: [] })).toEqual({ items: [] });
  });

  it('refuses bad lines, too many lines and a body that is not the object', () => {
    const shape = 'Send the guest cart as {"items": [{"food": id, "quantity": n}]}.';
    expect(fieldErrors(CartMergeBody, { items: [{ food: 0, quantity: 1 }] })).toEqual({
      items: ['Each item needs its food id: a whole number from 1.'],
    });
    expect(fieldErrors(CartMergeBody, { items: [{ food: 'x', quantity: 1001 }] })).toEqual({
      items: [
        'Each item needs its food id: a whole number from 1.',
        'Quantity must be a whole number from 1 to 1000.',
      ],
    });
    const many = Array.from({ length: 51 }, (_, index) => ({ food: index + 1, quantity: 1 }));
    expect(fieldErrors(CartMergeBody, { items: many })).toEqual({
      items: ['A guest cart holds at most 50 foods.'],
    });
    expect(fieldErrors(CartMergeBody, [{ food: 1, quantity: 1 }])).toEqual({ error: [shape] });
    expect(fieldErrors(CartMergeBody, {})).toEqual({ items: [shape] });
  });
});
