import type { Profile, UserLanguage } from '@bhoj/contract';
import { useEffect } from 'react';
import { activeChoice } from '../i18n/active-language';
import { hasStoredChoice, isLanguage, onLanguageChosen, useLanguage } from '../i18n';
import { api } from '../lib/api-client';
import { getStoredUser, setStoredUser, useStoredUser } from '../lib/auth-storage';

let saving: Promise<void> = Promise.resolve();

/** Saves the account's language (its mails' language), one call after the other, so the last choice wins. */
function saveLanguage(language: UserLanguage): Promise<void> {
  saving = saving.then(async () => {
    try {
      const profile = await api.put<Profile>('accounts/language/', { language });
      const stored = getStoredUser();
      if (stored && (stored.id === undefined || stored.id === profile.id)) {
        setStoredUser({ ...stored, language: profile.language });
      }
    } catch {
      // Kept in this browser; the account gets it at the next switch.
    }
  });
  return saving;
}

/**
 * Keeps the account's language (users.language) and this browser's in step. A signed-in user who picks a
 * language in the menu has it saved to the account. At sign-in, a browser that never chose a language
 * takes the account's; one that did keeps its own (a shared computer does not rewrite the account).
 */
export function LanguageSync() {
  const { choose } = useLanguage();
  const account = useStoredUser()?.language;

  useEffect(
    () =>
      onLanguageChosen(({ language }) => {
        const user = getStoredUser();
        if (user && user.language !== language) void saveLanguage(language);
      }),
    [],
  );

  useEffect(() => {
    if (isLanguage(account) && account !== activeChoice().language && !hasStoredChoice()) {
      void choose({ ...activeChoice(), language: account });
    }
  }, [account, choose]);

  return null;
}
