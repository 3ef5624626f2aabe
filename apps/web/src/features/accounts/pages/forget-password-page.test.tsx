// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubApi } from '../../../testing/stub-api';
import { renderRoutes } from '../../../testing/render-routes';
import { ForgetPasswordPage } from './forget-password-page';

function requestLink(email: string) {
  renderRoutes([{ path: '/forget-password', element: <ForgetPasswordPage /> }], '/forget-password/');
  fireEvent.change(screen.getByLabelText('Email'), { target: { value: email } });
  fireEvent.click(screen.getByRole('button', { name: 'Send recovery link' }));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ForgetPasswordPage', () => {
  it('turns into the confirmation after success', async () => {
    const { sent } = stubApi({
      'POST /api/accounts/forget-password/': () => ({ status: 200, body: { message: 'Sent' } }),
    });
    requestLink('rahim@example.com');
    expect(await screen.findByText('Account recovery link is sent to email rahim@example.com')).toBeTruthy();
    expect(
      screen.getByText('Check mailbox and follow the link in the message to complete password restoration.'),
    ).toBeTruthy();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(sent[0]?.body).toEqual({ email: 'rahim@example.com' });
  });

  it("shows 'Server is not connected' when the server cannot be reached", async () => {
    stubApi({ 'POST /api/accounts/forget-password/': () => 'network-error' });
    requestLink('rahim@example.com');
    expect(await screen.findByText('Server is not connected')).toBeTruthy();
  });

  it("shows the answer's error field", async () => {
    stubApi({
      'POST /api/accounts/forget-password/': () => ({ status: 429, body: { error: 'Too many requests.' } }),
    });
    requestLink('rahim@example.com');
    expect(await screen.findByText('Too many requests.')).toBeTruthy();
  });
});
