// @vitest-environment jsdom
import { SIGN_IN_CODE_MESSAGES } from '@bhoj/contract';
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage } from '../../../i18n';
import { Landing, renderRoutes } from '../../../testing/render-routes';
import { stubApi } from '../../../testing/stub-api';
import { profileOf } from '../../../testing/users';
import { SignInPage } from './sign-in-page';

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  await act(() => applyLanguage({ language: 'en', digits: 'bengali' }));
});

const EMAIL = 'rahim@example.com';
const PASSWORD = 'mango-river-42';
const CODE = '482913';
const login = { ...profileOf({ email: EMAIL }), token: 'token-of-rina', user_id: 11 };

/**
 * A fake API for an account under attack: a sign-in without the code is asked for it, a right password
 * with the right code signs in (after `delay`, if given), anything else is the one refusal. Asking for the
 * code again works once, then is refused until the interval is over.
 */
function stubAccountUnderAttack(delay?: Promise<void>) {
  let resent = 0;
  return stubApi({
    'GET /api/site-config/': () => ({ status: 200, body: { demo_accounts: null } }),
    'POST /api/accounts/login/': async ({ body }) => {
      const { password, code } = body as { password: string; code?: string };
      if (code === undefined) return { status: 400, body: { code: [SIGN_IN_CODE_MESSAGES.needed] } };
      if (password !== PASSWORD || code !== CODE)
        return { status: 400, body: { code: [SIGN_IN_CODE_MESSAGES.wrong] } };
      await delay;
      return { status: 200, body: login };
    },
    'POST /api/accounts/login-code/': () =>
      ++resent === 1
        ? { status: 200, body: { message: SIGN_IN_CODE_MESSAGES.mailed } }
        : { status: 429, body: { error: SIGN_IN_CODE_MESSAGES.wait } },
  });
}

function renderSignIn() {
  return renderRoutes(
    [
      { path: '/sign-in', element: <SignInPage /> },
      { path: '/profile', element: <Landing name="profile" /> },
    ],
    '/sign-in',
  );
}

const type = (label: string | RegExp, value: string) =>
  fireEvent.change(screen.getByLabelText(label, { exact: true }), { target: { value } });
async function signIn(password = PASSWORD) {
  type('Email', 'Rahim@Example.com');
  type('Password', password);
  fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
}

describe('SignInPage when the account asks a new browser for a mailed code', () => {
  it('shows where the code went, moves focus to its field, and signs in with it', async () => {
    let release!: () => void;
    const { sent } = stubAccountUnderAttack(new Promise((resolve) => (release = resolve)));
    renderSignIn();
    await signIn();

    const field = await screen.findByLabelText('Sign-in code');
    expect(screen.getByRole('status').textContent).toBe(
      `We mailed a sign-in code to ${EMAIL}. Enter it with your password to sign in on this browser.`,
    );
    expect(screen.getByText(/It works for 15 minutes/)).toBeTruthy();
    await waitFor(() => expect(document.activeElement).toBe(field));
    expect(field.getAttribute('autocomplete')).toBe('one-time-code');
    expect(field.getAttribute('inputmode')).toBe('numeric');
    expect(screen.queryByTestId('form-error')).toBeNull();

    type('Sign-in code', '482 913');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    const busy = await screen.findByRole('button', { name: 'Signing in…' });
    expect((busy as HTMLButtonElement).disabled).toBe(true);
    release();
    expect(await screen.findByText('profile page')).toBeTruthy();
    const logins = sent.filter((r) => r.path === '/api/accounts/login/').map((r) => r.body);
    expect(logins).toEqual([
      { email: EMAIL, password: PASSWORD },
      { email: EMAIL, password: PASSWORD, code: CODE },
    ]);
  });

  it('asks for six digits before sending, and says the one refusal for a wrong code, focused', async () => {
    const { sent } = stubAccountUnderAttack();
    renderSignIn();
    await signIn();
    await screen.findByLabelText('Sign-in code');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(await screen.findByText('Enter the 6-digit code from the mail.')).toBeTruthy();
    expect(sent.filter((r) => r.path === '/api/accounts/login/')).toHaveLength(1);

    type('Sign-in code', '111111');
    fireEvent.click(screen.getByRole('button', { name: 'Sign In' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe(SIGN_IN_CODE_MESSAGES.wrong);
    expect(document.activeElement).toBe(screen.getByLabelText('Sign-in code'));
  });

  it('mails the code again once, then rests the link and says the refusal', async () => {
    const { sent } = stubAccountUnderAttack();
    renderSignIn();
    await signIn();
    await screen.findByLabelText('Sign-in code');
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    await screen.findByText(`We mailed the code to ${EMAIL} again. You can ask once more in 5 minutes.`);
    const link = screen.getByRole('button', { name: 'Send the code again' }) as HTMLButtonElement;
    expect(link.disabled).toBe(true);
    expect(sent.filter((r) => r.path === '/api/accounts/login-code/').map((r) => r.body)).toEqual([
      { email: EMAIL },
    ]);
  });

  it('says what the server refused when the code was mailed a moment ago', async () => {
    const { sent } = stubAccountUnderAttack();
    renderSignIn();
    await signIn();
    await screen.findByLabelText('Sign-in code');
    // A first request elsewhere (the attacker's) used up the mail: this one is refused.
    await fetch('/api/accounts/login-code/', { method: 'POST', body: JSON.stringify({ email: EMAIL }) });
    fireEvent.click(screen.getByRole('button', { name: 'Send the code again' }));
    expect(await screen.findByText(SIGN_IN_CODE_MESSAGES.wait)).toBeTruthy();
    expect(sent.filter((r) => r.path === '/api/accounts/login-code/')).toHaveLength(2);
  });

  it('hides the code field when another email is typed', async () => {
    stubAccountUnderAttack();
    renderSignIn();
    await signIn();
    await screen.findByLabelText('Sign-in code');
    type('Email', 'someone-else@example.com');
    expect(screen.queryByLabelText('Sign-in code')).toBeNull();
  });

  it('says it in Bangla', async () => {
    await act(() => applyLanguage({ language: 'bn', digits: 'bengali' }));
    stubAccountUnderAttack();
    renderSignIn();
    type('ইমেইল', EMAIL);
    type('পাসওয়ার্ড', 'a-wrong-one');
    fireEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    await screen.findByLabelText('সাইন-ইন কোড');
    expect(screen.getByRole('status').textContent).toBe(
      `আমরা ${EMAIL} ঠিকানায় একটি সাইন-ইন কোড মেইল করেছি। এই ব্রাউজারে সাইন ইন করতে পাসওয়ার্ডের সঙ্গে কোডটি দিন।`,
    );
    expect(screen.getByText(/কোডটি ১৫ মিনিট কাজ করবে/)).toBeTruthy();
    type('সাইন-ইন কোড', '১২৩৪৫৬');
    fireEvent.click(screen.getByRole('button', { name: 'সাইন ইন' }));
    expect((await screen.findByTestId('form-error')).textContent).toBe(
      'কোড বা পাসওয়ার্ড ঠিক নয়, অথবা কোডের মেয়াদ শেষ হয়ে গেছে। দুটোই দেখে নিন, অথবা নতুন কোড চান।',
    );
    expect(screen.getByRole('button', { name: 'কোডটি আবার পাঠান' })).toBeTruthy();
  });
});
