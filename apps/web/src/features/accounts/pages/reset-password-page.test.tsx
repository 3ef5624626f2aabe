// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/stub-api';
import { Landing, renderRoutes } from '../../../testing/render-routes';
import { ResetPasswordPage } from './reset-password-page';

const RESET_PATH = '/api/accounts/reset-password/MQ/c2v-0a1b2c/';

function renderReset() {
  return renderRoutes(
    [
      { path: '/reset-password/:uid/:token', element: <ResetPasswordPage /> },
      { path: '/sign-in', element: <Landing name="sign-in" /> },
      { path: '/forget-password', element: <Landing name="forget-password" /> },
    ],
    '/reset-password/MQ/c2v-0a1b2c/',
  );
}

function submit(password: string, confirm: string) {
  fireEvent.change(screen.getByLabelText('Password', { exact: true }), { target: { value: password } });
  fireEvent.change(screen.getByLabelText('Confirm password', { exact: true }), {
    target: { value: confirm },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Reset password' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ResetPasswordPage', () => {
  it("replaces an 'Invalid token' answer with the expired-link message and a link to /forget-password/", async () => {
    stubApi({ [`POST ${RESET_PATH}`]: () => ({ status: 400, body: { error: 'Invalid token' } }) });
    renderReset();
    submit('a-new-pass-phrase', 'a-new-pass-phrase');

    const link = await screen.findByRole('link', { name: 'Request a new password reset link' });
    expect(link.getAttribute('href')).toBe('/forget-password/');
    const alert = link.closest('[role="alert"]');
    expect(alert?.textContent).toBe('The password reset link has expired. Request a new password reset link');
    expect(screen.queryByText('Invalid token')).toBeNull();
  });

  it("says 'Passwords do not match', still sends the request, and shows the server's confirm_password message", async () => {
    const { sent } = stubApi({
      [`POST ${RESET_PATH}`]: () => ({
        status: 400,
        body: { confirm_password: ['The two password fields do not match.'] },
      }),
    });
    renderReset();
    submit('a-new-pass-phrase', 'a-new-pass-phrose');

    expect(screen.getByText('Passwords do not match')).toBeTruthy();
    expect(await screen.findByText('The two password fields do not match.')).toBeTruthy();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.body).toEqual({ password: 'a-new-pass-phrase', confirm_password: 'a-new-pass-phrose' });
    expect(sent[0]?.headers.has('Authorization')).toBe(false);
  });

  it('goes to /sign-in/ with a note after a successful reset', async () => {
    stubApi({
      [`POST ${RESET_PATH}`]: () => ({ status: 200, body: { message: 'Password has been reset.' } }),
    });
    const { router } = renderReset();
    submit('a-new-pass-phrase', 'a-new-pass-phrase');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in/'));
    // The router moves first; the landing page is drawn a moment later.
    expect(await screen.findByText(/sign-in page: Your password has been changed/)).toBeTruthy();
  });
});
