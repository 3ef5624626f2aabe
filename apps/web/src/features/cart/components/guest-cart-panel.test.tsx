// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Food } from '@bhoj/contract';
import { setStoredUser } from '../../../lib/auth-storage';
import { renderPage } from '../../../testing/render-page';
import { customer } from '../../../testing/users';
import { useAddToCart } from '../api/add-to-cart';
import { readGuestCart } from '../guest/guest-cart-storage';
import { clearGuestCart } from '../guest/guest-cart-store';
import { dismissMergeReport, reportMerge } from '../guest/merge-report';
import { setCartPanelOpen } from '../state/cart-panel';
import { cartItem, cartOf } from '../testing/cart-fixtures';
import { fakeCartServer } from '../testing/fake-cart-server';
import { CartButton } from './cart-button';
import { CartPanel } from './cart-panel';

const dish = (id: number, name: string, price: number) =>
  ({
    id,
    slug: `dish-${id}`,
    name,
    price,
    image: '',
    restaurant_name: 'Kacchi Bhai',
    restaurant_slug: 'kacchi-bhai',
  }) as Food;

function AddButtons() {
  const cart = useAddToCart();
  return (
    <>
      <button type="button" onClick={() => cart.add('dish-1', 2, dish(1, 'Kacchi', 320))}>
        Add kacchi
      </button>
      <button type="button" onClick={() => cart.add('dish-2', 1, dish(2, 'Borhani', 60.5))}>
        Add borhani
      </button>
      <button type="button" onClick={() => cart.add('dish-2', 1000, dish(2, 'Borhani', 60.5))}>
        Add a thousand borhani
      </button>
      <button type="button" onClick={() => cart.add('dish-3', 1)}>
        Add without details
      </button>
      <p data-testid="add-error">{cart.errorMessage}</p>
    </>
  );
}

const open = () =>
  renderPage(
    <>
      <CartButton />
      <AddButtons />
      <CartPanel />
    </>,
  );

const panel = () => screen.findByRole('dialog', { name: 'Your Cart' });

beforeEach(() => {
  localStorage.clear();
  clearGuestCart();
});
afterEach(() => {
  cleanup();
  act(() => {
    setCartPanelOpen(false);
    dismissMergeReport();
  });
  vi.unstubAllGlobals();
});

describe("a visitor's guest cart", () => {
  it('Add to cart fills the guest cart without a request, counts it on the badge and opens the panel', async () => {
    const { requests } = fakeCartServer([]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Add kacchi' }));
    const cart = await panel();
    fireEvent.click(screen.getByRole('button', { name: 'Add borhani', hidden: true }));
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('3'));
    expect(
      within(cart)
        .getAllByTestId('cart-line-name')
        .map((name) => name.textContent),
    ).toEqual(['Kacchi', 'Borhani']);
    expect(within(cart).getByText('Estimated subtotal')).toBeTruthy();
    expect(within(cart).getByTestId('cart-subtotal').textContent).toBe('TK 700.50');
    expect(within(cart).getByTestId('estimate-note').textContent).toContain("today's prices");
    expect(within(cart).getByRole('link', { name: 'Sign in to check out' }).getAttribute('href')).toBe(
      '/sign-in/?returnTo=%2Fcheckout%2F',
    );
    expect(within(cart).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/view-cart/');
    expect(requests).toHaveLength(0);
  });

  it('+, − and remove change the guest cart at once', async () => {
    fakeCartServer([]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Add kacchi' }));
    const cart = await panel();
    fireEvent.click(within(cart).getByRole('button', { name: 'Increase quantity of Kacchi' }));
    expect(within(cart).getByTestId('line-quantity').textContent).toBe('3');
    expect(within(cart).getByTestId('cart-line-total').textContent).toBe('TK 960.00');
    fireEvent.click(within(cart).getByRole('button', { name: 'Decrease quantity of Kacchi' }));
    expect(readGuestCart().lines[0]!.quantity).toBe(2);
    fireEvent.click(within(cart).getByRole('button', { name: 'Remove Kacchi from cart' }));
    expect(await within(cart).findByText('Your cart is empty')).toBeTruthy();
    expect(screen.queryByTestId('cart-count')).toBeNull();
  });

  it('refuses past 1000 of one food with the limit in words, and adds nothing', async () => {
    fakeCartServer([]);
    open();
    fireEvent.click(screen.getByRole('button', { name: 'Add borhani' }));
    await panel();
    act(() => setCartPanelOpen(false));
    fireEvent.click(screen.getByRole('button', { name: 'Add a thousand borhani' }));
    await waitFor(() =>
      expect(screen.getByTestId('add-error').textContent).toBe(
        'You can have at most 1000 of one food in your cart.',
      ),
    );
    expect(readGuestCart().lines[0]!.quantity).toBe(1);
  });

  it('without the food to show, a visitor is sent to sign in and back', () => {
    fakeCartServer([]);
    renderPage(<AddButtons />, { path: '/food/:slug', url: '/food/dish-3/' });
    fireEvent.click(screen.getByRole('button', { name: 'Add without details' }));
    expect(screen.getByTestId('location').textContent).toBe('/sign-in/?returnTo=%2Ffood%2Fdish-3%2F');
    expect(readGuestCart().lines).toEqual([]);
  });
});

describe('after the merge at sign-in', () => {
  it("the customer's panel says which guest foods were left out or cut, until dismissed", async () => {
    fakeCartServer([cartItem(1, { food_item_name: 'Kacchi', quantity: 1000 })]);
    setStoredUser(customer);
    act(() => {
      reportMerge(
        {
          cart: cartOf([]),
          added: [{ food: 1, quantity: 3, requested: 5 }],
          skipped: [
            { food: 2, reason: 'unavailable' },
            { food: 3, reason: 'not_found' },
          ],
        },
        [
          { ...dish(1, 'Kacchi', 320), quantity: 5 },
          { ...dish(2, 'Borhani', 60), quantity: 1 },
          { ...dish(3, 'Pitha', 20), quantity: 1 },
        ],
      );
    });
    open();
    fireEvent.click(screen.getByTestId('cart-button'));
    const notice = await within(await panel()).findByTestId('merge-notice');
    expect(
      within(notice)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Borhani: not available right now',
      'Pitha: no longer on the menu',
      'Kacchi: 3 of 5 added (at most 1000 of one food)',
    ]);
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByTestId('merge-notice')).toBeNull();
  });
});
