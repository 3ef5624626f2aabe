// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../../lib/auth-storage';
import { later } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { useAddToCart } from '../api/add-to-cart';
import { setCartPanelOpen } from '../state/cart-panel';
import { cartItem } from '../testing/cart-fixtures';
import { customer } from '../../../testing/users';
import { fakeCartServer } from '../testing/fake-cart-server';
import { CartButton } from './cart-button';
import { CartPanel } from './cart-panel';

function AddPizza() {
  const cart = useAddToCart();
  return (
    <button type="button" onClick={() => cart.add('pizza', 2)}>
      Add pizza
    </button>
  );
}

function open() {
  return renderPage(
    <>
      <CartButton />
      <AddPizza />
      <CartPanel />
    </>,
  );
}

async function openPanel() {
  fireEvent.click(screen.getByTestId('cart-button'));
  return screen.findByRole('dialog', { name: 'Your Cart' });
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  act(() => setCartPanelOpen(false));
  vi.unstubAllGlobals();
});

describe('cart button and Your Cart panel', () => {
  it('a visitor with an empty guest cart: no badge, no cart request, the panel links to the menu', async () => {
    const { requests } = fakeCartServer([]);
    open();
    expect(screen.queryByTestId('cart-count')).toBeNull();
    expect(screen.getByRole('button', { name: 'Cart, 0 items' })).toBeTruthy();
    const panel = await openPanel();
    expect(within(panel).getByText('Your cart is empty')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe(
      '/our-menu/',
    );
    expect(requests).toHaveLength(0);
  });

  it('an empty cart says so and links to the menu', async () => {
    fakeCartServer([]);
    setStoredUser(customer);
    open();
    const panel = await openPanel();
    expect(await within(panel).findByText('Your cart is empty')).toBeTruthy();
    expect(within(panel).getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe(
      '/our-menu/',
    );
    expect(within(panel).queryByRole('link', { name: 'View Cart' })).toBeNull();
  });

  it('a filled cart: badge = total quantity; lines with name, unit price, quantity; subtotal; View Cart', async () => {
    fakeCartServer([
      cartItem(1, { food_item_name: 'Kacchi Biryani', food_item_price: 320, quantity: 1 }),
      cartItem(2, { food_item_name: 'Borhani', food_item_price: 80, quantity: 3, restaurant_slug: 'other' }),
    ]);
    setStoredUser(customer);
    open();
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('4'));
    expect(screen.getByRole('button', { name: 'Cart, 4 items' })).toBeTruthy();
    const panel = await openPanel();
    const lines = within(panel).getAllByTestId('cart-line');
    expect(lines.map((line) => within(line).getByTestId('cart-line-name').textContent)).toEqual([
      'Kacchi Biryani',
      'Borhani',
    ]);
    expect(within(lines[0]!).getByTestId('cart-line-price').textContent).toBe('TK 320.00');
    expect(within(lines[1]!).getByTestId('line-quantity').textContent).toBe('3');
    expect(within(panel).getByTestId('cart-subtotal').textContent).toBe('TK 560.00');
    expect(within(panel).getByRole('link', { name: 'View Cart' }).getAttribute('href')).toBe('/view-cart/');
    expect(within(panel).getByRole('button', { name: 'Remove Borhani from cart' })).toBeTruthy();
  });

  it('minus is disabled at 1 and enabled above it', async () => {
    fakeCartServer([
      cartItem(1, { food_item_name: 'Naan', quantity: 1 }),
      cartItem(2, { food_item_name: 'Dal', quantity: 2 }),
    ]);
    setStoredUser(customer);
    open();
    const panel = await openPanel();
    await within(panel).findAllByTestId('cart-line');
    expect(within(panel).getByRole('button', { name: 'Decrease quantity of Naan' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(panel).getByRole('button', { name: 'Decrease quantity of Dal' })).toHaveProperty(
      'disabled',
      false,
    );
  });

  it('+ shows the new quantity at once, disables the line while the server answers, then refreshes', async () => {
    const slow = later();
    const { requests, setItems } = fakeCartServer(
      [cartItem(1, { food_item_name: 'Naan', food_item_price: 40 })],
      (request) => (request.method === 'PUT' ? slow.reply : undefined),
    );
    setStoredUser(customer);
    open();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Increase quantity of Naan' }));
    await waitFor(() => expect(within(panel).getByTestId('line-quantity').textContent).toBe('2'));
    expect(within(panel).getByTestId('cart-subtotal').textContent).toBe('TK 80.00');
    expect(within(panel).getByRole('button', { name: 'Increase quantity of Naan' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(within(panel).getByRole('button', { name: 'Remove Naan from cart' })).toHaveProperty(
      'disabled',
      true,
    );
    const put = requests.find((request) => request.method === 'PUT');
    expect(put?.path).toBe('/api/cart/update/1/');
    expect(put?.body).toEqual({ quantity: 2 });
    expect(put?.headers.get('Authorization')).toBe('Token tok');

    const listsBefore = requests.filter((request) => request.path === '/api/cart/list/').length;
    const updated = cartItem(1, { food_item_name: 'Naan', food_item_price: 40, quantity: 2 });
    setItems([updated]);
    slow.settle({ body: updated });
    await waitFor(() =>
      expect(within(panel).getByRole('button', { name: 'Increase quantity of Naan' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(requests.filter((request) => request.path === '/api/cart/list/').length).toBe(listsBefore + 1);
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
  });

  it('delete removes the line; a refused delete puts it back and says so', async () => {
    let refuse = true;
    fakeCartServer(
      [cartItem(1, { food_item_name: 'Naan' }), cartItem(2, { food_item_name: 'Dal' })],
      (request) =>
        request.method === 'DELETE' && refuse ? { status: 500, body: { detail: 'Boom' } } : undefined,
    );
    setStoredUser(customer);
    open();
    const panel = await openPanel();
    fireEvent.click(await within(panel).findByRole('button', { name: 'Remove Naan from cart' }));
    expect(await within(panel).findByRole('alert')).toBeTruthy();
    expect(
      within(panel)
        .getAllByTestId('cart-line-name')
        .map((name) => name.textContent),
    ).toEqual(['Naan', 'Dal']);

    refuse = false;
    fireEvent.click(within(panel).getByRole('button', { name: 'Remove Naan from cart' }));
    await waitFor(() =>
      expect(
        within(panel)
          .getAllByTestId('cart-line-name')
          .map((name) => name.textContent),
      ).toEqual(['Dal']),
    );
    await waitFor(() => expect(screen.getByTestId('cart-count').textContent).toBe('1'));
  });

  it('flags a line that can no longer be ordered', async () => {
    fakeCartServer([cartItem(1, { food_item_name: 'Naan', is_available: false })]);
    setStoredUser(customer);
    open();
    const panel = await openPanel();
    expect(await within(panel).findByTestId('line-unavailable')).toBeTruthy();
    expect(within(panel).getByText(/Remove them to check out/)).toBeTruthy();
  });

  it('Add to cart posts the quantity, refreshes the cart and opens the panel', async () => {
    const { requests, setItems } = fakeCartServer([], (request) => {
      if (request.method !== 'POST') return undefined;
      setItems([cartItem(5, { food_item_name: 'Pizza', quantity: 2 })]);
      return { status: 201, body: cartItem(5, { food_item_name: 'Pizza', quantity: 2 }) };
    });
    setStoredUser(customer);
    open();
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Add pizza' }));
    const panel = await screen.findByRole('dialog', { name: 'Your Cart' });
    expect(await within(panel).findByText('Pizza')).toBeTruthy();
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({ quantity: 2 });
    expect(screen.getByTestId('cart-count').textContent).toBe('2');
  });
});
