// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { applyLanguage, LanguageProvider, LanguageSwitch, storedChoice } from '../i18n';
import { getStoredUser, setStoredUser, type StoredUser } from '../lib/auth-storage';
import { stubApi, type SentRequest } from '../testing/stub-api';
import { profileOf } from '../testing/users';
import { LanguageSync } from './language-sync';

const rina: StoredUser = { token: 'tok', role: 'customer', username: 'rina', id: 11, language: 'en' };

afterEach(async () => {
  cleanup();
  vi.unstubAllGlobals();
  localStorage.clear();
  await applyLanguage({ language: 'en', digits: 'bengali' });
});

/** The API's answer to PUT accounts/language/: the profile with the saved language. */
function stubLanguageCall() {
  return stubApi({
    'PUT /api/accounts/language/': ({ body }: SentRequest) => ({
      status: 200,
      body: profileOf({ language: (body as { language: 'en' | 'bn' }).language }),
    }),
  });
}

function renderApp() {
  render(
    <LanguageProvider>
      <LanguageSync />
      <LanguageSwitch />
    </LanguageProvider>,
  );
}

const languageCalls = (sent: SentRequest[]) => sent.filter((r) => r.path === '/api/accounts/language/');

describe('the account language follows the language menu', () => {
  it("saves a signed-in user's switch to the account, with the token, and remembers it", async () => {
    setStoredUser(rina);
    const { sent } = stubLanguageCall();
    renderApp();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'bn' } });
    await waitFor(() => expect(getStoredUser()?.language).toBe('bn'));
    expect(languageCalls(sent)).toHaveLength(1);
    expect(languageCalls(sent)[0]).toMatchObject({ method: 'PUT', body: { language: 'bn' } });
    expect(languageCalls(sent)[0]!.headers.get('authorization')).toBe('Token tok');
    expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveProperty('value', 'bn');

    // Bangla with Latin digits is still Bangla: nothing more to save.
    fireEvent.change(screen.getByRole('combobox', { name: 'ভাষা' }), { target: { value: 'bn-latn' } });
    await waitFor(() => expect(storedChoice()).toEqual({ language: 'bn', digits: 'latin' }));
    expect(languageCalls(sent)).toHaveLength(1);
  });

  it('saves nothing for a visitor who is not signed in', async () => {
    const { sent } = stubLanguageCall();
    renderApp();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'bn' } });
    await screen.findByRole('combobox', { name: 'ভাষা' });
    expect(sent).toEqual([]);
  });

  it('keeps the choice in the browser when saving fails', async () => {
    setStoredUser(rina);
    const { sent } = stubApi({ 'PUT /api/accounts/language/': () => 'network-error' });
    renderApp();
    fireEvent.change(screen.getByRole('combobox', { name: 'Language' }), { target: { value: 'bn' } });
    await screen.findByRole('combobox', { name: 'ভাষা' });
    await waitFor(() => expect(languageCalls(sent)).toHaveLength(1));
    expect(storedChoice().language).toBe('bn');
    expect(getStoredUser()?.language).toBe('en');
  });
});

describe("signing in takes the account's language", () => {
  it('when this browser never chose one, without saving it back', async () => {
    const { sent } = stubLanguageCall();
    renderApp();
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
    act(() => setStoredUser({ ...rina, language: 'bn' }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'ভাষা' })).toHaveProperty('value', 'bn'));
    expect(document.documentElement.lang).toBe('bn');
    expect(storedChoice().language).toBe('bn');
    expect(sent).toEqual([]);
  });

  it("not when this browser chose one: the browser's choice stays and the account is not rewritten", async () => {
    localStorage.setItem('bhoj_language', 'en');
    const { sent } = stubLanguageCall();
    renderApp();
    act(() => setStoredUser({ ...rina, language: 'bn' }));
    await new Promise((tick) => setTimeout(tick, 50));
    expect(screen.getByRole('combobox', { name: 'Language' })).toHaveProperty('value', 'en');
    expect(document.documentElement.lang).toBe('en');
    expect(sent).toEqual([]);
  });
});
