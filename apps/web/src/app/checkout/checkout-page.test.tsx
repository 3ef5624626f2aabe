// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setStoredUser } from '../../lib/auth-storage';
import { fakeApi, later, type FakeAnswer, type FakeRequest } from '../../testing/fake-api';
import { renderPage } from '../../testing/render-page';
import type { DeliveryHours, SavedAddress } from '@bhoj/contract';
import { cartItem, cartOf } from '../../features/cart/testing/cart-fixtures';
import { customer, profileOf } from '../../testing/users';
import { CheckoutPage } from './checkout-page';
import { savedAddress } from '../../features/addresses/testing/saved-address';

const cart = cartOf([
  cartItem(1, { food_item_name: 'Kacchi Biryani', food_item_price: 320, quantity: 2 }),
  cartItem(2, { food_item_name: 'Pepperoni Pizza', food_item_price: 900, restaurant_slug: 'pizza-para' }),
]);
const open: DeliveryHours = { open: '10:00', close: '22:00', is_open: true, opens_at: null };
const fees = [
  { restaurant: 'Kacchi Bhai', restaurant_slug: 'kacchi-bhai', delivery_fee: 60 },
  { restaurant: 'Pizza Para', restaurant_slug: 'pizza-para', delivery_fee: 60 },
];
const home = savedAddress(1, { label: 'Home', is_default: true, last_used_at: '2026-11-20T10:00:00.000Z' });
const office = savedAddress(2, { label: 'Office', text: 'Level 5, Gulshan Avenue, Gulshan, Dhaka' });

function serve({
  profile = profileOf(),
  hours = open,
  payment,
  order,
  currentCart = cart,
  addresses = [],
  profileUpdate,
}: {
  addresses?: SavedAddress[];
  profileUpdate?: (request: FakeRequest) => FakeAnswer;
  profile?: ReturnType<typeof profileOf>;
  hours?: DeliveryHours;
  payment?: string;
  order?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>;
  currentCart?: typeof cart;
} = {}) {
  const requests = fakeApi((request) => {
    if (request.path === '/api/accounts/profile/') {
      return request.method === 'PUT' ? profileUpdate?.(request) : { body: profile };
    }
    if (request.path === '/api/accounts/addresses/') return { body: addresses };
    if (request.path === '/api/orders/delivery-fees/') return { body: fees };
    if (request.path === '/api/cart/list/') return { body: currentCart };
    if (request.path === '/api/orders/hours/') return { body: hours };
    if (
      request.method === 'POST' &&
      (request.path === '/api/orders/' || request.path.startsWith('/api/payment/'))
    ) {
      return order?.(request);
    }
    return undefined;
  });
  const url = payment ? `/checkout/?payment=${payment}` : '/checkout/';
  return { requests, ...renderPage(<CheckoutPage />, { path: '/checkout', url }) };
}

const submitButton = () => screen.findByTestId('checkout-submit');
const typeAddress = (text = 'House 4, Road 2, Dhanmondi') =>
  fireEvent.change(screen.getByLabelText('Delivery address'), { target: { value: text } });
const placed = { status: 201, body: { id: 41, status: 'Pending', items: [] } };

beforeEach(() => {
  localStorage.clear();
  setStoredUser(customer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CheckoutPage', () => {
  it('shows the email, the editable name and phone, the address, the payment select and the server-computed summary', async () => {
    serve();
    const email = (await screen.findByTestId('checkout-email')) as HTMLInputElement;
    expect(email.value).toBe('rina@example.com');
    expect(email.readOnly).toBe(true);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).readOnly).toBe(false);
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('01700000000');
    expect((screen.getByLabelText('First name') as HTMLInputElement).value).toBe('Rina');
    expect((screen.getByLabelText('Last name') as HTMLInputElement).value).toBe('Akter');
    expect(screen.getByLabelText('Delivery address')).toHaveProperty('required', true);
    const options = within(screen.getByLabelText('Payment method')).getAllByRole('option');
    expect(options.map((option) => [(option as HTMLOptionElement).value, option.textContent])).toEqual([
      ['cash_on_delivery', 'Cash on delivery'],
      ['online_payment', 'Online payment'],
    ]);
    expect(screen.getAllByTestId('checkout-item')).toHaveLength(2);
    expect(screen.getByTestId('summary-subtotal').textContent).toBe('TK 1,540.00');
    expect(screen.getByTestId('summary-delivery-fee').textContent).toBe('TK 120.00');
    expect(screen.getByTestId('summary-total').textContent).toBe('TK 1,660.00');
    expect(screen.getByTestId('checkout-bar-total').textContent).toBe('TK 1,660.00');
    const perRestaurant = await screen.findAllByTestId('restaurant-fee');
    expect(perRestaurant.map((row) => row.textContent)).toEqual([
      'Kacchi BhaiTK 60.00',
      'Pizza ParaTK 60.00',
    ]);
    expect(screen.queryByTestId('profile-incomplete')).toBeNull();
    // No saved addresses: just the address field, empty, and no choice of addresses.
    expect((screen.getByLabelText('Delivery address') as HTMLTextAreaElement).value).toBe('');
    expect(screen.queryByTestId('address-choice')).toBeNull();
  });

  it('an incomplete profile: the required-fields message, Update your profile back to here, no ordering', async () => {
    serve({ profile: profileOf({ last_name: '', phone_number: null }) });
    const notice = await screen.findByTestId('profile-incomplete');
    expect(notice.textContent).toContain('first name, last name and phone number is required');
    const link = within(notice).getByRole('link', { name: 'Update your profile' });
    expect(link.getAttribute('href')).toBe('/update-profile/?returnTo=%2Fcheckout%2F');
    expect(new URLSearchParams(link.getAttribute('href')!.split('?')[1]).get('returnTo')).toBe('/checkout/');
    expect(await submitButton()).toHaveProperty('disabled', true);
  });

  it('the button says Place order for cash and Make Payment for online payment', async () => {
    serve();
    expect((await submitButton()).textContent).toBe('Place order');
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'online_payment' } });
    expect((await submitButton()).textContent).toBe('Make Payment');
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'cash_on_delivery' } });
    expect((await submitButton()).textContent).toBe('Place order');
  });

  it('an empty address is refused before anything is sent', async () => {
    const { requests } = serve({ order: () => placed });
    fireEvent.click(await submitButton());
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(requests.some((request) => request.method === 'POST')).toBe(false);
  });

  it("shows the server's error in red", async () => {
    serve({ order: () => ({ status: 400, body: { error: 'Your cart is empty' } }) });
    await submitButton();
    typeAddress();
    fireEvent.click(await submitButton());
    const error = await screen.findByTestId('checkout-error');
    expect(error.textContent).toBe('Your cart is empty');
    expect(error.className).toContain('text-red-700');
  });

  it('shows a field error of the address from the server', async () => {
    serve({
      order: () => ({
        status: 400,
        body: { address: ['Ensure this field has no more than 500 characters.'] },
      }),
    });
    await submitButton();
    typeAddress();
    fireEvent.click(await submitButton());
    expect((await screen.findByTestId('checkout-error')).textContent).toBe(
      'Ensure this field has no more than 500 characters.',
    );
  });

  it('cash: disabled while placing, one Idempotency-Key for every retry, then the order history', async () => {
    let attempts = 0;
    const first = later();
    const { requests, router, queryClient } = serve({
      order: () => (++attempts === 1 ? first.reply : placed),
    });
    await submitButton();
    typeAddress('  House 4, Road 2  ');
    fireEvent.click(await submitButton());
    fireEvent.click(await submitButton()); // a double click while the first is under way
    expect((await submitButton()).textContent).toBe('Placing order…');
    expect(await submitButton()).toHaveProperty('disabled', true);
    first.settle({ status: 503, body: { detail: 'Try again later.' } });
    expect((await screen.findByTestId('checkout-error')).textContent).toBe('Try again later.');
    expect(attempts).toBe(1);

    fireEvent.click(await submitButton()); // the retry
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-history/'));
    expect(router.state.location.hash).toBe('#order-41');
    const posts = requests.filter((request) => request.method === 'POST');
    expect(posts).toHaveLength(2);
    expect(posts[0]!.path).toBe('/api/orders/');
    expect(posts[0]!.body).toEqual({ address: 'House 4, Road 2', payment_method: 'cash_on_delivery' });
    const key = posts[0]!.headers.get('Idempotency-Key');
    expect(key).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(posts[1]!.headers.get('Idempotency-Key')).toBe(key);
    expect(posts[0]!.headers.get('Authorization')).toBe('Token tok');
    expect(router.state.location.state).toEqual({ placedOrder: 41 });
    // The cart is refreshed (now empty on the server) once the order exists.
    await waitFor(() => expect(queryClient.getQueryState(['cart'])?.dataUpdateCount).toBe(2));
  });

  it('online: posts to payment/{userId}/ with the key and goes to the payment page', async () => {
    const target = new URL('#sandbox-pay', window.location.href).href;
    const { requests } = serve({ order: () => ({ body: { redirect_url: target } }) });
    await submitButton();
    typeAddress();
    fireEvent.change(screen.getByLabelText('Payment method'), { target: { value: 'online_payment' } });
    fireEvent.click(await submitButton());
    await waitFor(() => expect(window.location.hash).toBe('#sandbox-pay'));
    const post = requests.find((request) => request.method === 'POST');
    expect(post?.path).toBe('/api/payment/11/');
    expect(post?.body).toEqual({
      total_amount: 1660,
      address: 'House 4, Road 2, Dhanmondi',
      payment_method: 'online_payment',
    });
    expect(post?.headers.get('Authorization')).toBe('Token tok');
    expect(post?.headers.get('Idempotency-Key')).toBeTruthy();
    expect((await submitButton()).textContent).toBe('Redirecting to payment…');
    expect(await submitButton()).toHaveProperty('disabled', true);
  });

  it('outside delivery hours: says when ordering opens again and disables the button', async () => {
    serve({ hours: { open: '10:00', close: '22:00', is_open: false, opens_at: '2025-03-04T04:00:00Z' } });
    const notice = await screen.findByTestId('ordering-closed');
    expect(notice.textContent).toBe(
      'We take orders from 10:00 to 22:00 (Bangladesh time). Ordering opens again at Tue 4 Mar, 10:00.',
    );
    expect(await submitButton()).toHaveProperty('disabled', true);
  });

  it('an unavailable item blocks ordering with a message', async () => {
    serve({ currentCart: cartOf([cartItem(1, { is_available: false })]) });
    expect((await screen.findByTestId('cart-unavailable')).textContent).toContain('no longer available');
    expect(await submitButton()).toHaveProperty('disabled', true);
  });

  it.each(['failed', 'cancelled'])('back from the payment page (%s): a clear message', async (outcome) => {
    serve({ payment: outcome, currentCart: cartOf([]) });
    const notice = await screen.findByTestId('payment-not-completed');
    expect(notice.textContent).toContain('Your payment was not completed');
    expect(notice.textContent).toContain('Your order is saved as unpaid');
    expect(within(notice).getByRole('link', { name: 'See your orders' }).getAttribute('href')).toBe(
      '/order-history/',
    );
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });

  it('an empty cart: Your cart is empty and a link to the menu, no form', async () => {
    serve({ currentCart: cartOf([]) });
    expect(await screen.findByText('Your cart is empty')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the menu' }).getAttribute('href')).toBe('/our-menu/');
    expect(screen.queryByTestId('checkout-form')).toBeNull();
  });

  it('prefills the default saved address; a card fills the field, typing moves the choice to a new address', async () => {
    serve({ addresses: [home, office] });
    const field = (await screen.findByLabelText('Delivery address')) as HTMLTextAreaElement;
    expect(field.value).toBe(home.text);
    const radios = within(screen.getByTestId('address-choice')).getAllByRole('radio') as HTMLInputElement[];
    expect(radios.map((radio) => radio.checked)).toEqual([true, false, false]);
    expect(screen.getByText('Default')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: /Office/ }));
    expect(field.value).toBe(office.text);
    expect(radios.map((radio) => radio.checked)).toEqual([false, true, false]);

    fireEvent.change(field, { target: { value: 'Flat 2A, Road 9, Banani' } });
    expect(radios.map((radio) => radio.checked)).toEqual([false, false, true]);

    fireEvent.click(screen.getByRole('radio', { name: /Home/ }));
    fireEvent.click(screen.getByRole('radio', { name: /A new address/ }));
    expect(field.value).toBe('');
    await waitFor(() => expect(document.activeElement).toBe(field));
  });

  it('orders to the chosen saved address with its text', async () => {
    const { requests, router } = serve({ addresses: [home, office], order: () => placed });
    fireEvent.click(await screen.findByRole('radio', { name: /Office/ }));
    fireEvent.click(await submitButton());
    await waitFor(() => expect(router.state.location.hash).toBe('#order-41'));
    const posts = requests.filter((request) => request.method !== 'GET');
    expect(posts.map((request) => [request.method, request.path, request.body])).toEqual([
      ['POST', '/api/orders/', { address: office.text, payment_method: 'cash_on_delivery' }],
    ]);
  });

  it('a changed phone and name are saved to the profile first, then the order is placed', async () => {
    const { requests, router } = serve({
      addresses: [home],
      profileUpdate: (request) => ({ body: profileOf(request.body as object) }),
      order: () => placed,
    });
    fireEvent.change(await screen.findByLabelText('Phone'), { target: { value: ' 01812345678 ' } });
    fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Rina B' } });
    fireEvent.click(await submitButton());
    await waitFor(() => expect(router.state.location.pathname).toBe('/order-history/'));
    const writes = requests.filter((request) => request.method !== 'GET');
    expect(writes.map((request) => [request.method, request.path, request.body])).toEqual([
      [
        'PUT',
        '/api/accounts/profile/',
        { first_name: 'Rina B', last_name: 'Akter', phone_number: '01812345678' },
      ],
      ['POST', '/api/orders/', { address: home.text, payment_method: 'cash_on_delivery' }],
    ]);
  });

  it("the profile update's message is shown at the phone field and no order is sent", async () => {
    const message = 'Enter a Bangladeshi mobile number, like 01712345678 or +8801712345678.';
    const { requests } = serve({
      addresses: [home],
      profileUpdate: () => ({ status: 400, body: { phone_number: [message] } }),
      order: () => placed,
    });
    const phone = await screen.findByLabelText('Phone');
    fireEvent.change(phone, { target: { value: '12345' } });
    fireEvent.click(await submitButton());
    expect(await screen.findByText(message)).toBeTruthy();
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.queryByTestId('checkout-error')).toBeNull();
    expect(requests.some((request) => request.path === '/api/orders/')).toBe(false);
    expect(await submitButton()).toHaveProperty('disabled', false);
  });

  it('an emptied name is refused at its field before anything is sent', async () => {
    const { requests } = serve({ addresses: [home], order: () => placed });
    fireEvent.change(await screen.findByLabelText('Last name'), { target: { value: '  ' } });
    expect(await submitButton()).toHaveProperty('disabled', true);
    expect(requests.some((request) => request.method !== 'GET')).toBe(false);
  });
});
