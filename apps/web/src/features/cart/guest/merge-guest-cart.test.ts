// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { cartOf } from '../testing/cart-fixtures';
import { readGuestCart } from './guest-cart-storage';
import { addToGuestCart, clearGuestCart } from './guest-cart-store';
import { mergeGuestCartOnSignIn } from './merge-guest-cart';
import { dismissMergeReport } from './merge-report';

const dish = (id: number, name: string, price: number) => ({
  id,
  slug: `dish-${id}`,
  name,
  price,
  image: '',
  restaurant_name: 'Kacchi Bhai',
  restaurant_slug: 'kacchi-bhai',
});

const customer = { role: 'customer' as const, token: 'new-token' };

beforeEach(() => {
  localStorage.clear();
  clearGuestCart();
  dismissMergeReport();
  addToGuestCart(dish(7, 'Kacchi', 1), 2);
  addToGuestCart(dish(9, 'Borhani', 1), 1);
});
afterEach(() => vi.unstubAllGlobals());

describe('mergeGuestCartOnSignIn', () => {
  it('posts the foods and quantities (no prices) with the new token and a key, then empties the guest cart', async () => {
    const requests = fakeApi(() => ({
      body: {
        cart: cartOf([]),
        added: [
          { food: 7, quantity: 2, requested: 2 },
          { food: 9, quantity: 1, requested: 1 },
        ],
        skipped: [],
      },
    }));
    await mergeGuestCartOnSignIn(customer);
    expect(requests).toHaveLength(1);
    const [merge] = requests;
    expect(merge!.method).toBe('POST');
    expect(merge!.path).toBe('/api/cart/merge/');
    expect(merge!.body).toEqual({
      items: [
        { food: 7, quantity: 2 },
        { food: 9, quantity: 1 },
      ],
    });
    expect(merge!.headers.get('Authorization')).toBe('Token new-token');
    expect(merge!.headers.get('Idempotency-Key')).toMatch(/^[0-9a-f-]{36}$/);
    expect(readGuestCart().lines).toEqual([]);
  });

  it('keeps the guest cart and its key when the merge fails, so the next sign-in sends the same key', async () => {
    const requests = fakeApi(() => ({ status: 502, body: { error: 'Bad gateway' } }));
    await expect(mergeGuestCartOnSignIn(customer)).resolves.toBeUndefined();
    await mergeGuestCartOnSignIn(customer);
    expect(requests).toHaveLength(2);
    expect(requests[1]!.headers.get('Idempotency-Key')).toBe(requests[0]!.headers.get('Idempotency-Key'));
    expect(readGuestCart().lines.map((line) => line.quantity)).toEqual([2, 1]);
  });

  it('sends nothing for an owner or an admin, or with an empty guest cart', async () => {
    const requests = fakeApi(() => undefined);
    await mergeGuestCartOnSignIn({ role: 'restaurant_owner', token: 't' });
    await mergeGuestCartOnSignIn({ role: 'admin', token: 't' });
    expect(readGuestCart().lines).toHaveLength(2);
    clearGuestCart();
    await mergeGuestCartOnSignIn(customer);
    expect(requests).toHaveLength(0);
  });
});
