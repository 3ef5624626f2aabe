// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ACCOUNT_MESSAGES } from '@bhoj/contract';
import { fakeApi } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { CreateRestaurantPage } from './create-restaurant-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const candidates = [
  { id: 8, username: 'rahim', email: 'rahim@example.com' },
  { id: 9, username: 'sumi', email: 'sumi@example.com' },
];
const path = '/admin/dashboard/create-restaurant';
const type = (label: string, value: string) =>
  fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('CreateRestaurantPage', () => {
  it('shows the slug as the name is typed, sends the form and goes to the restaurant list', async () => {
    const requests = fakeApi((request) => {
      if (request.path === '/api/user-list/') return { body: candidates };
      if (request.url === '/api/restaurant/create/' && request.method === 'POST') {
        return { status: 201, body: { id: 1, name: 'Dhaba Express', slug: 'dhaba-express' } };
      }
      return undefined;
    });
    const { router } = renderAdminPage(<CreateRestaurantPage />, { path });

    const slug = screen.getByLabelText('Slug') as HTMLInputElement;
    expect(slug.readOnly).toBe(true);
    type('Name', 'Dhaba');
    expect(slug.value).toBe('dhaba');
    type('Name', 'Dhaba Express');
    expect(slug.value).toBe('dhaba-express');
    expect(screen.getByTestId('slug-preview')).toBe(slug);

    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    await waitFor(() => expect(owner.options).toHaveLength(3));
    expect([...owner.options].map((option) => option.text)).toEqual([
      'Select an owner',
      'rahim (rahim@example.com)',
      'sumi (sumi@example.com)',
    ]);
    type('Address', 'Road 5, Dhanmondi');
    type('Phone number', '01711000000');
    fireEvent.change(owner, { target: { value: '9' } });
    fireEvent.click(screen.getByLabelText('Approved (listed on the storefront)'));
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard/restaurant-list/'));
    expect(requests.find((request) => request.method === 'POST')?.body).toEqual({
      name: 'Dhaba Express',
      address: 'Road 5, Dhanmondi',
      // Normalised by the same schema the server uses.
      phone_number: '+8801711000000',
      is_approved: false,
      owner: 9,
    });
  });

  it('shows only the first present message, at its field, in the order name, address, phone, approved, owner, slug', async () => {
    fakeApi((request) => {
      if (request.path === '/api/user-list/') return { body: candidates };
      if (request.url === '/api/restaurant/create/') {
        return {
          status: 400,
          body: {
            slug: ['The slug is made from the name: "kacchi-bhai".'],
            owner: ['This user already owns a restaurant.'],
            address: ['Address must be at most 500 characters.'],
          },
        };
      }
      return undefined;
    });
    const { router } = renderAdminPage(<CreateRestaurantPage />, { path });
    type('Name', 'Kacchi Bhai');
    type('Address', 'Road 5');
    type('Phone number', '01711000000');
    await waitFor(() =>
      expect((screen.getByLabelText('Owner') as HTMLSelectElement).options).toHaveLength(3),
    );
    fireEvent.change(screen.getByLabelText('Owner'), { target: { value: '8' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    // At the field it is about, not at the foot of the form.
    const message = await screen.findByText('Address must be at most 500 characters.');
    const address = screen.getByLabelText('Address');
    expect(address.getAttribute('aria-describedby')).toContain(message.id);
    expect(document.activeElement).toBe(address);
    expect(message.className).toContain('text-red-700');
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.queryByText('This user already owns a restaurant.')).toBeNull();
    expect(locationOf(router)).toBe('/admin/dashboard/create-restaurant');
  });

  it("checks the form with the server's rules before sending", async () => {
    const requests = fakeApi((request) =>
      request.path === '/api/user-list/' ? { body: candidates } : undefined,
    );
    renderAdminPage(<CreateRestaurantPage />, { path });
    type('Phone number', '12345');
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Name is required.')).toBeTruthy();
    expect(screen.getByText('Address is required.')).toBeTruthy();
    expect(screen.getByText(ACCOUNT_MESSAGES.phone)).toBeTruthy();
    expect(screen.getByText('Choose an owner.')).toBeTruthy();
    expect(requests.filter((request) => request.method === 'POST')).toHaveLength(0);
  });

  it('finds an owner beyond the first answer by name or email, keeping the chosen one', async () => {
    const requests = fakeApi((request) => {
      if (request.path !== '/api/user-list/') return undefined;
      const search = request.query.get('search');
      return { body: search ? [{ id: 30, username: 'zara', email: 'zara@example.com' }] : candidates };
    });
    renderAdminPage(<CreateRestaurantPage />, { path });
    const owner = screen.getByLabelText('Owner') as HTMLSelectElement;
    await waitFor(() => expect(owner.options).toHaveLength(3));
    fireEvent.change(owner, { target: { value: '8' } });

    fireEvent.change(screen.getByLabelText('Find the owner by name or email'), { target: { value: 'zar' } });
    await waitFor(() =>
      expect([...owner.options].map((option) => option.text)).toEqual([
        'Select an owner',
        'rahim (rahim@example.com)',
        'zara (zara@example.com)',
      ]),
    );
    expect(owner.value).toBe('8');
    expect(requests.map((request) => request.url)).toEqual(['/api/user-list/', '/api/user-list/?search=zar']);
  });
});
