// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { guestCount, guestEstimate, parseGuestCart, type GuestFood } from './guest-cart';
import { GUEST_CART_STORAGE_KEY, readGuestCart, subscribeToGuestCart } from './guest-cart-storage';
import {
  addToGuestCart,
  clearGuestCart,
  guestMergeKey,
  removeFromGuestCart,
  setGuestQuantity,
} from './guest-cart-store';

const food = (id: number, fields: Partial<GuestFood> = {}): GuestFood => ({
  id,
  slug: `food-${id}`,
  name: `Food ${id}`,
  price: 100,
  image: '',
  restaurant_name: 'Kacchi Bhai',
  restaurant_slug: 'kacchi-bhai',
  ...fields,
});

const stored = () => JSON.parse(localStorage.getItem(GUEST_CART_STORAGE_KEY) ?? 'null') as unknown;

beforeEach(() => {
  localStorage.clear();
  clearGuestCart();
});

describe('the guest cart store', () => {
  it('adds a food, adds to its line on a second add, and keeps it in localStorage', () => {
    expect(addToGuestCart(food(1, { price: 320 }), 2)).toBeNull();
    expect(addToGuestCart(food(2, { price: 60.25 }), 1)).toBeNull();
    expect(addToGuestCart(food(1, { price: 330, name: 'Kacchi' }), 1)).toBeNull();
    const cart = readGuestCart();
    expect(cart.lines.map(({ id, name, price, quantity }) => [id, name, price, quantity])).toEqual([
      [1, 'Kacchi', 330, 3],
      [2, 'Food 2', 60.25, 1],
    ]);
    expect(guestCount(cart)).toBe(4);
    expect(guestEstimate(cart)).toBe(1050.25);
    expect(stored()).toEqual({ lines: cart.lines, mergeKey: null });
  });

  it('keeps the limits of the account cart: 1000 of one food, 50 foods', () => {
    expect(addToGuestCart(food(1), 999)).toBeNull();
    expect(addToGuestCart(food(1), 2)).toBe('line_limit');
    expect(addToGuestCart(food(1), 1)).toBeNull();
    expect(readGuestCart().lines[0]!.quantity).toBe(1000);
    for (let id = 2; id <= 50; id++) expect(addToGuestCart(food(id), 1)).toBeNull();
    expect(addToGuestCart(food(51), 1)).toBe('too_many');
    expect(readGuestCart().lines).toHaveLength(50);
    expect(addToGuestCart(food(2), 1)).toBeNull();
  });

  it('sets a quantity within 1 and 1000, removes a line, empties the storage when empty', () => {
    addToGuestCart(food(1), 3);
    addToGuestCart(food(2), 1);
    setGuestQuantity(1, 0);
    expect(readGuestCart().lines[0]!.quantity).toBe(1);
    setGuestQuantity(1, 5000);
    expect(readGuestCart().lines[0]!.quantity).toBe(1000);
    removeFromGuestCart(1);
    expect(readGuestCart().lines.map((line) => line.id)).toEqual([2]);
    removeFromGuestCart(2);
    expect(readGuestCart().lines).toEqual([]);
    expect(localStorage.getItem(GUEST_CART_STORAGE_KEY)).toBeNull();
  });

  it('keeps one merge key until the cart changes', () => {
    addToGuestCart(food(1), 1);
    const key = guestMergeKey();
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(guestMergeKey()).toBe(key);
    expect(stored()).toMatchObject({ mergeKey: key });
    setGuestQuantity(1, 2);
    expect(guestMergeKey()).not.toBe(key);
  });

  it('tells subscribers of changes, from this tab and from another one', () => {
    const heard = vi.fn();
    const stop = subscribeToGuestCart(heard);
    addToGuestCart(food(1), 1);
    expect(heard).toHaveBeenCalledTimes(1);
    localStorage.setItem(GUEST_CART_STORAGE_KEY, JSON.stringify({ lines: [], mergeKey: null }));
    window.dispatchEvent(new StorageEvent('storage', { key: GUEST_CART_STORAGE_KEY }));
    expect(heard).toHaveBeenCalledTimes(2);
    expect(readGuestCart().lines).toEqual([]);
    stop();
    addToGuestCart(food(1), 1);
    expect(heard).toHaveBeenCalledTimes(2);
  });
});

describe('parseGuestCart', () => {
  it('reads nothing from junk and drops the lines that do not read', () => {
    for (const raw of [null, '', '{', '"text"', '[]', '{"lines": 3}']) {
      expect(parseGuestCart(raw)).toEqual({ lines: [], mergeKey: null });
    }
    const good = { ...food(1), quantity: 2 };
    const raw = JSON.stringify({
      lines: [
        good,
        { ...good },
        { ...food(2), quantity: 0 },
        { ...food(3), quantity: 1001 },
        { ...food(4), quantity: 1, price: -1 },
        { ...food(5), quantity: 1, name: 5 },
        { ...food(6), quantity: 1.5 },
        'x',
      ],
      mergeKey: 'abc',
    });
    expect(parseGuestCart(raw)).toEqual({ lines: [good], mergeKey: 'abc' });
  });
});
