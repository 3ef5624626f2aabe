// @vitest-environment jsdom
import { ACCOUNT_MESSAGES, type Profile } from '@bhoj/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getStoredUser, setStoredUser } from '../../../lib/auth-storage';
import { deferred } from '../../../testing/fake-api';
import { stubApi } from '../../../testing/stub-api';
import { Landing, renderRoutes } from '../../../testing/render-routes';
import { UpdateProfilePage } from './update-profile-page';

const profile: Profile = {
  id: 3,
  username: 'rahim',
  email: 'rahim@example.com',
  first_name: 'Rahim',
  last_name: '',
  phone_number: null,
  profile_image: '',
  role: 'customer',
  language: 'en',
};

function renderPage(url = '/update-profile/?returnTo=%2Fcheckout%2F') {
  return renderRoutes(
    [
      { path: '/update-profile', element: <UpdateProfilePage /> },
      { path: '/checkout', element: <Landing name="checkout" /> },
      { path: '/profile', element: <Landing name="profile" /> },
    ],
    url,
  );
}

beforeEach(() => {
  localStorage.clear();
  setStoredUser({ token: 'tok', role: 'customer', username: 'rahim', email: 'rahim@example.com' });
  // jsdom has no object URLs; the drop zone previews the chosen file with one.
  URL.createObjectURL = () => 'blob:preview';
  URL.revokeObjectURL = () => undefined;
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('UpdateProfilePage', () => {
  it('prefills, uploads the image, saves it as a URL, updates the stored user and returns', async () => {
    const upload = deferred<{ status: number; body: unknown }>();
    const saved = {
      ...profile,
      last_name: 'Uddin',
      phone_number: '01711000000',
      profile_image: '/media/a.webp',
    };
    const { sent } = stubApi({
      'GET /api/accounts/profile/': () => ({ status: 200, body: profile }),
      'POST /api/uploads/': () => upload.promise,
      'PUT /api/accounts/profile/': () => ({ status: 200, body: saved }),
    });
    const { router } = renderPage();

    const first = (await screen.findByLabelText('First name')) as HTMLInputElement;
    expect(first.value).toBe('Rahim');
    expect(first.getAttribute('autocomplete')).toBe('given-name');
    fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Uddin' } });
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01711000000' } });

    const file = new File(['fake image'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile image'), { target: { files: [file] } });
    expect(await screen.findByText('Uploading...')).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Save changes' }) as HTMLButtonElement).disabled).toBe(true);
    await act(async () => upload.resolve({ status: 201, body: { url: '/media/a.webp' } }));
    expect(await screen.findByText('Click to select a file to upload')).toBeTruthy();
    expect(screen.getByAltText('Profile image preview').getAttribute('src')).toBe('/media/a.webp');

    const uploadRequest = sent.find((request) => request.path === '/api/uploads/');
    expect((uploadRequest?.body as FormData).get('file')).toBeInstanceOf(File);

    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/checkout/'));
    expect(sent.find((request) => request.method === 'PUT')?.body).toEqual({
      first_name: 'Rahim',
      last_name: 'Uddin',
      phone_number: '+8801711000000',
      profile_image: '/media/a.webp',
    });
    expect(getStoredUser()).toMatchObject({
      token: 'tok',
      profile_image: '/media/a.webp',
      last_name: 'Uddin',
    });
  });

  it('requires the phone number on the client and focuses it', async () => {
    const { sent } = stubApi({
      'GET /api/accounts/profile/': () => ({ status: 200, body: { ...profile, last_name: 'Uddin' } }),
    });
    renderPage();
    await screen.findByLabelText('First name');
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Phone number is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Phone number'));
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it("checks the phone number with the server's rule before sending", async () => {
    const { sent } = stubApi({
      'GET /api/accounts/profile/': () => ({ status: 200, body: { ...profile, last_name: 'Uddin' } }),
    });
    renderPage();
    await screen.findByLabelText('First name');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(ACCOUNT_MESSAGES.phone)).toBeTruthy();
    expect(sent.filter((request) => request.method === 'PUT')).toHaveLength(0);
  });

  it('shows the first present message: phone_number before first_name', async () => {
    stubApi({
      'GET /api/accounts/profile/': () => ({ status: 200, body: { ...profile, last_name: 'Uddin' } }),
      'PUT /api/accounts/profile/': () => ({
        status: 400,
        body: { first_name: ['Too long.'], phone_number: ['Enter a valid phone number.'] },
      }),
    });
    renderPage('/update-profile/');
    await screen.findByLabelText('First name');
    fireEvent.change(screen.getByLabelText('Phone number'), { target: { value: '01711000000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText('Enter a valid phone number.')).toBeTruthy();
    expect(screen.queryByText('Too long.')).toBeNull();
  });

  it('shows the upload error under the drop zone', async () => {
    stubApi({
      'GET /api/accounts/profile/': () => ({ status: 200, body: profile }),
      'POST /api/uploads/': () => ({ status: 400, body: { file: ['Upload a valid image.'] } }),
    });
    renderPage();
    await screen.findByLabelText('First name');
    const file = new File(['<html>'], 'me.png', { type: 'image/png' });
    fireEvent.change(screen.getByLabelText('Profile image'), { target: { files: [file] } });
    expect(await screen.findByText('Upload a valid image.')).toBeTruthy();
  });
});
