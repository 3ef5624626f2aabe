// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Cart, CartItem } from '@bhoj/contract';
import { menu } from '../../features/restaurants/testing/menu-fixtures';
import { setStoredUser } from '../../lib/auth-storage';
import { fakeApi } from '../../testing/fake-api';
import { stubIntersectionObserver } from '../../testing/intersection-observer';
import { renderPage } from '../../testing/render-page';
import { customer } from '../../testing/users';
import { RestaurantPage } from './restaurant-page';

const line = (id: number, restaurant_slug: string, quantity: number, price = 250): CartItem => ({
  id,
  food_item: id,
  food_item_name: `Food ${id}`,
  food_item_price: price,
  food_image: '',
  quantity,
  total_price: price * quantity,
  is_available: true,
  restaurant_name: restaurant_slug,
  restaurant_slug,
});

const cartOf = (items: CartItem[]): Cart => {
  const total_price = items.reduce((sum, item) => sum + item.total_price, 0);
  return {
    id: 1,
    user: 11,
    items,
    total_price,
    total_quantity: items.reduce((sum, item) => sum + item.quantity, 0),
    delivery_fee: 60,
    total: total_price + 60,
    unavailable: false,
  };
};

/** The menu, and a cart that Add to cart grows by one line of Pizza Para. */
function serve(initial: CartItem[]) {
  let items = initial;
  return fakeApi((request) => {
    if (request.path === '/api/restaurant/menu/pizza-para/') return { body: menu };
    if (request.path === '/api/cart/list/') return { body: cartOf(items) };
    const add = /^\/api\/cart\/add-to-cart\/([^/]+)\/$/.exec(request.path);
    if (request.method === 'POST' && add) {
      const added = line(99, 'pizza-para', (request.body as { quantity: number }).quantity, 300);
      items = [...items, added];
      return { status: 201, body: added };
    }
    return undefined;
  });
}

const openPage = () =>
  renderPage(<RestaurantPage />, { path: '/restaurant/:slug', url: '/restaurant/pizza-para/' });

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the restaurant page with the cart', () => {
  it("sums only this restaurant's lines in the sticky summary, with links to the cart and checkout", async () => {
    serve([line(1, 'pizza-para', 2), line(2, 'pizza-para', 1), line(3, 'kacchi-bhai', 4)]);
    setStoredUser(customer);
    openPage();
    const summary = await screen.findByTestId('restaurant-cart-summary');
    expect(summary.getAttribute('aria-label')).toBe('Your order from Pizza Para');
    expect(within(summary).getByTestId('summary-items').textContent).toBe('3 items');
    expect(within(summary).getByTestId('summary-total').textContent).toBe('TK 750.00');
    expect(within(summary).getByRole('link', { name: 'View cart' }).getAttribute('href')).toBe('/view-cart/');
    expect(within(summary).getByRole('link', { name: 'Checkout' }).getAttribute('href')).toBe('/checkout/');
  });

  it('adds a dish from its menu line, and the summary then shows it', async () => {
    const requests = serve([line(3, 'kacchi-bhai', 1)]);
    setStoredUser(customer);
    openPage();
    await screen.findAllByTestId('menu-section');
    expect(screen.queryByTestId('restaurant-cart-summary')).toBeNull();
    const pizzaLine = screen
      .getAllByTestId('food-card')
      .find((card) => card.textContent?.includes('Pizza 12'))!;
    fireEvent.click(within(pizzaLine).getByRole('button', { name: 'Add to cart' }));
    const summary = await screen.findByTestId('restaurant-cart-summary');
    expect(within(summary).getByTestId('summary-items').textContent).toBe('1 item');
    expect(within(summary).getByTestId('summary-total').textContent).toBe('TK 300.00');
    expect(requests.filter((request) => request.method === 'POST').map((request) => request.path)).toEqual([
      '/api/cart/add-to-cart/pizza-12/',
    ]);
  });

  it("shows an owner 'You can not access' on each dish, and no cart summary or cart request", async () => {
    const requests = serve([]);
    setStoredUser({ ...customer, role: 'restaurant_owner' });
    openPage();
    await screen.findAllByTestId('menu-section');
    expect(screen.getAllByTestId('cannot-shop')).toHaveLength(5);
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();
    expect(screen.queryByTestId('restaurant-cart-summary')).toBeNull();
    expect(requests.some((request) => request.path === '/api/cart/list/')).toBe(false);
  });

  it("draws a dish's quantity as text until its section comes near the window, then as a field that keeps the count", async () => {
    const observer = stubIntersectionObserver();
    serve([]);
    openPage();
    await screen.findAllByTestId('menu-section');
    expect(screen.queryAllByTestId('quantity-input')).toHaveLength(0);
    const pizzaLine = screen
      .getAllByTestId('food-card')
      .find((card) => card.textContent?.includes('Pizza 12'))!;
    expect(within(pizzaLine).getByTestId('quantity-text').textContent).toBe('1');
    fireEvent.click(within(pizzaLine).getByRole('button', { name: 'Increase quantity' }));
    expect(within(pizzaLine).getByTestId('quantity-text').textContent).toBe('2');

    observer.report(true);
    expect(screen.queryAllByTestId('quantity-text')).toHaveLength(0);
    const field = within(pizzaLine).getByRole('spinbutton', { name: 'Quantity' });
    expect((field as HTMLInputElement).value).toBe('2');
    fireEvent.change(field, { target: { value: '5' } });
    expect((field as HTMLInputElement).value).toBe('5');
  });
});
