// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SavedAddress } from '@bhoj/contract';
import { setStoredUser } from '../../../lib/auth-storage';
import { fakeApi, later, type FakeAnswer, type FakeRequest } from '../../../testing/fake-api';
import { renderPage } from '../../../testing/render-page';
import { customer } from '../../../testing/users';
import { AddressBook } from './address-book';
import { savedAddress } from '../testing/saved-address';

const home = savedAddress(1, { label: 'Home', is_default: true });
const office = savedAddress(2, { label: 'Office' });

function serve(list: SavedAddress[], write?: (request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>) {
  const requests = fakeApi((request) => {
    if (request.method === 'GET' && request.path === '/api/accounts/addresses/') return { body: list };
    return write?.(request);
  });
  renderPage(<AddressBook />, { path: '/profile', url: '/profile/' });
  return requests;
}
const writes = (requests: FakeRequest[]) =>
  requests.filter((request) => request.method !== 'GET').map((r) => [r.method, r.path, r.body]);

beforeEach(() => {
  localStorage.clear();
  setStoredUser(customer);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('AddressBook', () => {
  it('lists the addresses, the default marked, with Edit, Delete and Make default', async () => {
    serve([home, office]);
    const rows = await screen.findAllByTestId('saved-address');
    expect(rows.map((row) => within(row).getByText(/House/).textContent)).toEqual([
      'House 1, Road 2, Dhanmondi, Dhaka',
      'House 2, Road 2, Dhanmondi, Dhaka',
    ]);
    expect(within(rows[0]!).getByText('Default')).toBeTruthy();
    expect(within(rows[0]!).queryByRole('button', { name: 'Make Home the default' })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: 'Make Office the default' })).toBeTruthy();
  });

  it('no addresses: says so; Add opens the form, a blank address is refused before sending', async () => {
    const requests = serve([]);
    expect(await screen.findByTestId('addresses-empty')).toBeTruthy();
    fireEvent.click(screen.getByTestId('address-add'));
    fireEvent.click(await screen.findByTestId('address-save'));
    expect(await screen.findByText('Address is required')).toBeTruthy();
    expect(writes(requests)).toEqual([]);
  });

  it('adds an address: disabled while saving, then the list reloads', async () => {
    const reply = later();
    const requests = serve([], () => reply.reply);
    fireEvent.click(await screen.findByTestId('address-add'));
    fireEvent.change(screen.getByLabelText('Label'), { target: { value: 'Home' } });
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'House 1, Road 2' } });
    fireEvent.change(screen.getByLabelText('City'), { target: { value: 'Dhaka' } });
    fireEvent.click(screen.getByTestId('address-save'));
    await waitFor(() => expect(screen.getByTestId('address-save')).toHaveProperty('disabled', true));
    reply.settle({ status: 201, body: home });
    await waitFor(() => expect(screen.queryByTestId('address-form')).toBeNull());
    expect(writes(requests)).toEqual([
      [
        'POST',
        '/api/accounts/addresses/',
        { label: 'Home', address: 'House 1, Road 2', area: '', city: 'Dhaka', notes: '' },
      ],
    ]);
    expect(requests.filter((request) => request.method === 'GET')).toHaveLength(2);
  });

  it("shows the server's refusal (the limit) in the form", async () => {
    serve([home], () => ({
      status: 400,
      body: { error: 'You can save at most 10 addresses. Delete one to add another.' },
    }));
    fireEvent.click(await screen.findByTestId('address-add'));
    fireEvent.change(screen.getByLabelText('Address'), { target: { value: 'Road 11' } });
    fireEvent.click(screen.getByTestId('address-save'));
    expect((await screen.findByTestId('address-form-error')).textContent).toBe(
      'You can save at most 10 addresses. Delete one to add another.',
    );
  });

  it('Make default sends the address with is_default; Delete asks once more, then deletes', async () => {
    const requests = serve([home, office], () => ({ body: { ...office, message: 'ok' } }));
    fireEvent.click(await screen.findByRole('button', { name: 'Make Office the default' }));
    await waitFor(() => expect(writes(requests)).toHaveLength(1));
    expect(writes(requests)[0]).toEqual([
      'PUT',
      '/api/accounts/addresses/2/',
      expect.objectContaining({ address: 'House 2, Road 2', is_default: true }),
    ]);
    fireEvent.click(screen.getByRole('button', { name: 'Delete Office' }));
    expect(writes(requests)).toHaveLength(1);
    fireEvent.click(await screen.findByTestId('address-delete-confirm'));
    await waitFor(() => expect(writes(requests)).toHaveLength(2));
    expect(writes(requests)[1]).toEqual(['DELETE', '/api/accounts/addresses/2/', undefined]);
  });
});
