// @vitest-environment jsdom
import { act, cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { stubApi } from '../../../testing/stub-api';
import { Landing, renderRoutes } from '../../../testing/render-routes';
import { peekSessionEnd, rememberSessionEnd } from '../../../lib/session-end';
import { SignInPage, type SignInState } from './sign-in-page';

afterEach(async () => {
  cleanup();
  await act(() => applyLanguage({ language: 'en', digits: 'bengali' }));
});

function renderSignIn(state: SignInState | string) {
  stubApi({ 'GET /api/site-config/': () => ({ status: 200, body: { demo_accounts: null } }) });
  const { router } = renderRoutes(
    [
      { path: '/', element: <Landing name="home" /> },
      { path: '/sign-in', element: <SignInPage /> },
    ],
    '/',
  );
  void router.navigate('/sign-in', { state });
  return router;
}

describe('SignInPage after a session ended', () => {
  it.each([
    ['role-changed', 'Your role was changed by an administrator. Please sign in again.'],
    ['expired', 'Your session has expired. Please sign in again.'],
    ['password-reset', 'Your password was changed. Please sign in with your new password.'],
    ['signed-out', 'You were signed out. Please sign in again.'],
    ['ended', 'Your session has ended. Please sign in again.'],
  ] as const)('says why for %s', async (reason, text) => {
    renderSignIn({ sessionEnded: reason });
    expect((await screen.findByTestId('session-ended')).textContent).toBe(text);
    expect(screen.getByRole('heading', { name: 'Sign In' })).toBeTruthy();
  });

  it('says nothing for a state it does not know', async () => {
    renderSignIn('role-changed');
    await screen.findByRole('heading', { name: 'Sign In' });
    expect(screen.queryByTestId('session-ended')).toBeNull();
  });

  it('says what the API client remembered, once', async () => {
    rememberSessionEnd('expired');
    renderSignIn({});
    expect((await screen.findByTestId('session-ended')).textContent).toBe(
      'Your session has expired. Please sign in again.',
    );
    expect(peekSessionEnd()).toBeNull();
  });

  it('says it in Bangla', async () => {
    await act(() => applyLanguage({ language: 'bn', digits: 'bengali' }));
    renderSignIn({ sessionEnded: 'role-changed' });
    expect((await screen.findByTestId('session-ended')).textContent).toBe(
      'একজন অ্যাডমিন আপনার ভূমিকা পরিবর্তন করেছেন। অনুগ্রহ করে আবার সাইন ইন করুন।',
    );
    expect(screen.getByRole('heading', { name: 'সাইন ইন' })).toBeTruthy();
  });
});
