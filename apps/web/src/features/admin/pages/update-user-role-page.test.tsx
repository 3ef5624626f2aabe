// @vitest-environment jsdom
import type { AdminUser } from '@bhoj/contract';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, later } from '../../../testing/fake-api';
import { locationOf, renderAdminPage } from '../testing/render-admin-page';
import { UpdateUserRolePage } from './update-user-role-page';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
});

const rahim: AdminUser = {
  id: 5,
  username: 'rahim',
  email: 'rahim@example.com',
  phone_number: '+8801711000000',
  role: 'customer',
};

const path = '/admin/dashboard/users/update-role/:id';
const url = '/admin/dashboard/users/update-role/5/';
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describe('UpdateUserRolePage', () => {
  it('shows the user read-only, sends the chosen role and goes back to the users list', async () => {
    const saving = later();
    const requests = fakeApi((request) => {
      if (request.url !== '/api/update-user/5/role/') return undefined;
      return request.method === 'PUT' ? saving.reply : { body: rahim };
    });
    const { router } = renderAdminPage(<UpdateUserRolePage />, { path, url });

    const name = (await screen.findByLabelText('User name')) as HTMLInputElement;
    expect(name.value).toBe('rahim');
    expect(name.readOnly).toBe(true);
    expect(input('Email').value).toBe('rahim@example.com');
    expect(input('Email').readOnly).toBe(true);
    expect(input('Phone number').value).toBe('+8801711000000');

    const role = screen.getByLabelText('Role') as HTMLSelectElement;
    expect(role.value).toBe('customer');
    expect([...role.options].map((option) => [option.value, option.text])).toEqual([
      ['customer', 'Customer'],
      ['restaurant_owner', 'Restaurant Owner'],
      ['admin', 'Admin'],
    ]);
    fireEvent.change(role, { target: { value: 'restaurant_owner' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const submit = await screen.findByRole('button', { name: 'Saving…' });
    expect((submit as HTMLButtonElement).disabled).toBe(true);
    saving.settle({ body: { ...rahim, role: 'restaurant_owner' } });
    await waitFor(() => expect(locationOf(router)).toBe('/admin/dashboard/users/'));
    expect(requests.find((request) => request.method === 'PUT')?.body).toEqual({ role: 'restaurant_owner' });
  });

  it('shows the refusal in red and stays', async () => {
    fakeApi((request) => {
      if (request.url !== '/api/update-user/5/role/') return undefined;
      return request.method === 'PUT'
        ? { status: 400, body: { error: 'You cannot change your own role.' } }
        : { body: { ...rahim, role: 'admin' } };
    });
    const { router } = renderAdminPage(<UpdateUserRolePage />, { path, url });
    await screen.findByLabelText('User name');
    fireEvent.change(screen.getByLabelText('Role'), { target: { value: 'customer' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    const error = await screen.findByText('You cannot change your own role.');
    expect(error.className).toContain('text-red-700');
    expect(locationOf(router)).toBe(url);
    expect((screen.getByRole('button', { name: 'Submit' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('says when there is no such user', async () => {
    fakeApi(() => ({ status: 404, body: { detail: 'Not found.' } }));
    renderAdminPage(<UpdateUserRolePage />, { path, url: '/admin/dashboard/users/update-role/99/' });
    expect(await screen.findByText('There is no such user.')).toBeTruthy();
  });
});
