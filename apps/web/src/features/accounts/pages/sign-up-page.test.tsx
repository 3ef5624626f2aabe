// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { vi } from 'vitest';
import { deferred } from '../../../testing/fake-api';
import { stubApi } from '../../../testing/stub-api';
import { Landing, renderRoutes } from '../../../testing/render-routes';
import { SignUpPage } from './sign-up-page';

function renderSignUp() {
  return renderRoutes(
    [
      { path: '/sign-up', element: <SignUpPage /> },
      { path: '/sign-in', element: <Landing name="sign-in" /> },
    ],
    '/sign-up/',
  );
}

function fill(values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
  }
}

const complete = {
  Username: 'rahim',
  Email: 'rahim@example.com',
  Password: 'a-long-pass-phrase',
  'Confirm password': 'a-long-pass-phrase',
};

beforeEach(() => localStorage.clear());
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SignUpPage', () => {
  it('shows only the first present server message, in the order username, email, password, confirm_password, error', async () => {
    const { sent } = stubApi({
      'POST /api/accounts/register/': () => ({
        status: 400,
        body: {
          confirm_password: ['Passwords do not match.'],
          password: ['This password is too common.'],
          email: ['A user with this email already exists.'],
        },
      }),
    });
    renderSignUp();
    fill(complete);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    // Shown under the field it is about, which is focused and described by it.
    const message = await screen.findByText('A user with this email already exists.');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain(message.id);
    expect(screen.queryByTestId('form-error')).toBeNull();
    expect(screen.queryByText('This password is too common.')).toBeNull();
    expect(screen.queryByText('Passwords do not match.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText('Email'));
    expect(sent[0]?.body).toEqual({
      username: 'rahim',
      email: 'rahim@example.com',
      password: 'a-long-pass-phrase',
      confirm_password: 'a-long-pass-phrase',
    });
  });

  it('shows a business error when no field message is present', async () => {
    stubApi({
      'POST /api/accounts/register/': () => ({
        status: 429,
        body: { error: 'Too many attempts. Try again in a minute.' },
      }),
    });
    renderSignUp();
    fill(complete);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Too many attempts. Try again in a minute.')).toBeTruthy();
  });

  it('checks required fields on the client and focuses the first one', async () => {
    const { sent } = stubApi({});
    renderSignUp();
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    expect(await screen.findByText('Username is required.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Username'));
    expect(sent).toHaveLength(0);
  });

  it('disables the button while creating the account, then goes to /sign-in/ with a note', async () => {
    const answer = deferred<{ status: number; body: unknown }>();
    stubApi({ 'POST /api/accounts/register/': () => answer.promise });
    const { router } = renderSignUp();
    fill(complete);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));

    const button = await screen.findByRole('button', { name: 'Creating account…' });
    expect((button as HTMLButtonElement).disabled).toBe(true);

    await act(async () =>
      answer.resolve({ status: 201, body: { id: 7, username: 'rahim', role: 'customer' } }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/'));
    // The router moves first; the landing page is drawn a moment later.
    expect(await screen.findByText(/sign-in page: Your account has been created/)).toBeTruthy();
  });
});
