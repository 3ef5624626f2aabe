// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../../lib/auth-storage';
import { renderPage } from '../../../testing/render-page';
import { cartItem } from '../testing/cart-fixtures';
import { customer } from '../../../testing/users';
import { fakeCartServer } from '../testing/fake-cart-server';
import { ViewCartPage } from './view-cart-page';

const openPage = () => renderPage(<ViewCartPage />, { path: '/view-cart', url: '/view-cart/' });

beforeEach(() => {
  localStorage.clear();
  setStoredUser(customer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ViewCartPage', () => {
  it('lists name, quantity and total, with the summary and Check Out', async () => {
    fakeCartServer([
      cartItem(1, { food_item_name: 'Kacchi Biryani', food_item_price: 320, quantity: 2 }),
      cartItem(2, { food_item_name: 'Pizza', food_item_price: 900, restaurant_slug: 'pizza-para' }),
    ]);
    openPage();
    const rows = await screen.findAllByTestId('view-cart-row');
    expect(rows.map((row) => within(row).getByTestId('view-cart-name').textContent)).toEqual([
      'Kacchi Biryani',
      'Pizza',
    ]);
    expect(within(rows[0]!).getByTestId('line-quantity').textContent).toBe('2');
    expect(within(rows[0]!).getByTestId('view-cart-total').textContent).toBe('TK 640.00');
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('TK 1,540.00');
    expect(screen.getByTestId('summary-delivery-fee').textContent).toBe('TK 120.00');
    expect(screen.getByText('charged once per restaurant')).toBeTruthy();
    expect(screen.getByTestId('summary-total').textContent).toBe('TK 1,660.00');
    expect(screen.getByRole('link', { name: 'Check Out' }).getAttribute('href')).toBe('/checkout/');
  });

  it('the stepper changes a quantity; minus is disabled at 1', async () => {
    const { requests } = fakeCartServer([
      cartItem(1, { food_item_name: 'Naan', food_item_price: 40, quantity: 2 }),
    ]);
    openPage();
    const minus = await screen.findByRole('button', { name: 'Decrease quantity of Naan' });
    fireEvent.click(minus);
    await waitFor(() => expect(screen.getByTestId('view-cart-total').textContent).toBe('TK 40.00'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ quantity: 1 });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Increase quantity of Naan' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    expect(screen.getByRole('button', { name: 'Decrease quantity of Naan' })).toHaveProperty(
      'disabled',
      true,
    );
  });

  it('an unavailable item: flagged, Check Out disabled with the reason', async () => {
    fakeCartServer([cartItem(1, { is_available: false })]);
    openPage();
    expect(await screen.findByTestId('line-unavailable')).toBeTruthy();
    const checkOut = screen.getByTestId('checkout-link');
    expect(checkOut.getAttribute('aria-disabled')).toBe('true');
    expect(checkOut.getAttribute('href')).toBeNull();
    expect(screen.getByTestId('cart-unavailable').textContent).toContain('Remove them to check out');
  });

  it('an empty cart: Your cart is empty with a link to the menu', async () => {
    fakeCartServer([]);
    openPage();
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/our-menu/');
    expect(screen.queryByTestId('checkout-link')).toBeNull();
  });

  it('owners cannot shop: sent to /unauthorized/ without asking for a cart', async () => {
    const { requests } = fakeCartServer([]);
    setStoredUser({ ...customer, role: 'restaurant_owner' });
    openPage();
    expect((await screen.findByTestId('location')).textContent).toBe('/unauthorized/');
    expect(requests).toHaveLength(0);
  });
});
