// @vitest-environment jsdom
import type { AdminUser } from '@bhoj/contract';
import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clearToasts, Toaster } from '../../../components/toast';
import { applyLanguage } from '../../../i18n';
import { fakeApi, pagedOf } from '../../../testing/fake-api';
import { renderAdminPage } from '../testing/render-admin-page';
import { TagListPage } from './tag-list-page';
import { UpdateUserRolePage } from './update-user-role-page';
import { UsersPage } from './users-page';

afterEach(async () => {
  act(() => clearToasts());
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await act(() => applyLanguage({ language: 'en', digits: 'bengali' }));
});

const karim: AdminUser = {
  id: 5,
  username: 'karim',
  email: 'karim@example.com',
  phone_number: null,
  role: 'customer',
};
const rolePage = {
  path: '/admin/dashboard/users/update-role/:id',
  url: '/admin/dashboard/users/update-role/5/',
};

function answerRole(put: () => { status?: number; body: unknown }) {
  fakeApi((request) => {
    if (request.url !== '/api/update-user/5/role/') return undefined;
    return request.method === 'PUT' ? put() : { body: karim };
  });
}

async function changeRoleTo(role: string) {
  renderAdminPage(
    <>
      <UpdateUserRolePage />
      <Toaster />
    </>,
    rolePage,
  );
  fireEvent.change(await screen.findByRole('combobox'), { target: { value: role } });
  fireEvent.click(screen.getByRole('button', { name: /Submit|জমা দিন/ }));
}

describe('admin actions confirm with a toast', () => {
  it('says whose role changed to what, in a polite live region', async () => {
    answerRole(() => ({ body: { ...karim, role: 'restaurant_owner' } }));
    await changeRoleTo('restaurant_owner');
    const toast = await screen.findByTestId('toast');
    expect(toast.textContent).toBe('karim’s role changed to Restaurant Owner.');
    expect(toast.closest('[role="status"]')?.getAttribute('aria-live')).toBe('polite');
  });

  it('shows no toast when the change is refused; the refusal is said in words', async () => {
    answerRole(() => ({ status: 400, body: { error: 'You cannot change your own role.' } }));
    await changeRoleTo('admin');
    expect(await screen.findByText('You cannot change your own role.')).toBeTruthy();
    expect(screen.queryByTestId('toast')).toBeNull();
  });

  it('confirms a deleted tag by name', async () => {
    fakeApi((request) => {
      if (request.url === '/api/restaurant/tag-list/')
        return { body: [{ id: 3, name: 'Popular', slug: 'popular' }] };
      if (request.url === '/api/restaurant/tag/delete/3/')
        return { body: { message: 'Tag "Popular" deleted.' } };
      return undefined;
    });
    renderAdminPage(
      <>
        <TagListPage />
        <Toaster />
      </>,
      { path: '/admin/dashboard/tag-list' },
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Delete Popular' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.click(within(dialog).getByRole('button', { name: /delete/i }));
    expect((await screen.findByTestId('toast')).textContent).toBe('Tag “Popular” deleted.');
  });

  it('speaks Bangla: the users list and the toast', async () => {
    await act(() => applyLanguage({ language: 'bn', digits: 'bengali' }));
    fakeApi((request) =>
      request.path.startsWith('/api/users/') ? { body: pagedOf([karim], 1) } : undefined,
    );
    renderAdminPage(<UsersPage />, { path: '/admin/dashboard/users' });
    expect(await screen.findByRole('heading', { name: 'সব ব্যবহারকারী' })).toBeTruthy();
    const row = await screen.findByTestId('user-row');
    expect(row.textContent).toContain('ক্রেতা');
    expect(within(row).getByRole('link', { name: 'karim-এর ভূমিকা সম্পাদনা করুন' })).toBeTruthy();
    cleanup();

    answerRole(() => ({ body: { ...karim, role: 'admin' } }));
    await changeRoleTo('admin');
    expect((await screen.findByTestId('toast')).textContent).toBe('karim-এর ভূমিকা এখন অ্যাডমিন।');
  });
});
