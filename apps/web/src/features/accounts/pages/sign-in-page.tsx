import { isSessionEndedReason, LoginBody, SIGN_IN_CODE_MESSAGES } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Shield, Store } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router';
import { Button } from '../../../components/button';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { FormNotice } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { useMessages } from '../../../i18n';
import { ApiError } from '../../../lib/api-client';
import { firstFormError } from '../../../lib/form-errors';
import { forgetSessionEnd, peekSessionEnd, type SessionEnd } from '../../../lib/session-end';
import { signUpPath } from '../../../lib/paths';
import { useSiteConfig } from '../api/get-site-config';
import { AccountCard, accountLinkClass } from '../components/account-card';
import { EmailField } from '../components/email-field';
import { SessionEndedNotice } from '../components/session-ended-notice';
import { SignInCodeField } from '../components/sign-in-code-field';
import { useSignIn } from '../hooks/use-sign-in';
import { accountsMessages } from '../messages';

/**
 * Navigation state other pages hand to the sign-in page: a success note, the email to prefill, and why
 * the session ended when a dead token sent the user here.
 */
export type SignInState = { notice?: string; email?: string; sessionEnded?: SessionEnd };

/** Which server message the form shows: the first present of these. */
export const SIGN_IN_ERROR_FIELDS = ['email', 'password', 'code', 'error'] as const;

/** Whether the API asked for the code it mailed (too many failed sign-ins to the account: docs/api/accounts.md). */
function asksForCode(error: unknown): boolean {
  const code = error instanceof ApiError ? (error.data as { code?: unknown } | null)?.code : undefined;
  return Array.isArray(code) && code[0] === SIGN_IN_CODE_MESSAGES.needed;
}

function readState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email, sessionEnded } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    email: typeof email === 'string' ? email : undefined,
    sessionEnded: sessionEnded === 'ended' || isSessionEndedReason(sessionEnded) ? sessionEnded : undefined,
  };
}

export function SignInPage() {
  const t = useMessages(accountsMessages);
  const state = readState(useLocation().state);
  const { notice, email } = state;
  // Why the last session ended, as the API client heard it; said on this visit only.
  const [remembered] = useState(peekSessionEnd);
  useEffect(forgetSessionEnd, []);
  const sessionEnded = state.sessionEnded ?? remembered;
  const signIn = useSignIn();
  const returnTo = useSearchParams()[0].get('returnTo');
  const demo = useSiteConfig().data?.demo_accounts ?? null;
  const form = useForm({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: email ?? '', password: '' },
  });
  // The email a sign-in code was asked for: the code field shows while that email is in the form.
  const [codeFor, setCodeFor] = useState<string | null>(null);
  const typedEmail = useWatch({ control: form.control, name: 'email' });
  const codeEmail = codeFor === typedEmail.trim().toLowerCase() ? codeFor : null;
  const serverError = asksForCode(signIn.error) ? null : firstFormError(signIn.error, SIGN_IN_ERROR_FIELDS);
  useEffect(() => {
    if (codeEmail) form.setFocus('code');
  }, [codeEmail, form]);

  // Which control started the sign-in under way, for its 'Signing in…' label.
  const [via, setVia] = useState<'form' | 'owner' | 'admin'>('form');
  const busy = (control: typeof via) => signIn.isPending && via === control;

  const onSubmit = form.handleSubmit((values) => {
    setVia('form');
    signIn.mutate(values, {
      onError: (error) => {
        if (asksForCode(error)) return setCodeFor(values.email);
        const field = firstFormError(error, SIGN_IN_ERROR_FIELDS)?.field;
        if (field === 'email' || field === 'password' || field === 'code') form.setFocus(field);
      },
    });
  });

  return (
    <AccountCard
      title={t('signIn')}
      subtitle={t('signInSubtitle')}
      switchTo={{ prompt: t('newToBhoj'), to: signUpPath(returnTo), label: t('signUp') }}
    >
      {sessionEnded && signIn.isIdle ? (
        <div className="mb-5">
          <SessionEndedNotice reason={sessionEnded} />
        </div>
      ) : null}
      {notice && signIn.isIdle ? (
        <div className="mb-5">
          <FormNotice>{notice}</FormNotice>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="sign-in-form">
        <EmailField {...fieldProps(form, 'email')} />
        <PasswordField
          label={t('password')}
          autoComplete="current-password"
          {...fieldProps(form, 'password')}
        />
        {codeEmail ? (
          <SignInCodeField email={codeEmail} {...fieldProps(form, 'code', { shouldUnregister: true })} />
        ) : null}
        <div className="flex justify-end">
          <Link to="/forget-password/" className={`text-sm ${accountLinkClass}`}>
            {t('forgetPasswordLink')}
          </Link>
        </div>
        <FormActions
          error={serverError?.message}
          submitLabel={t('signIn')}
          savingLabel={t('signingIn')}
          saving={busy('form')}
          busy={signIn.isPending}
          fullWidth
        />
      </form>

      {demo ? (
        <div className="mt-6 border-t border-stone-200 pt-5" data-testid="demo-logins">
          <p className="mb-3 text-center text-sm text-stone-600">{t('tryDemo')}</p>
          <div className="grid gap-3">
            <Button
              variant="outline"
              disabled={signIn.isPending}
              onClick={() => {
                setVia('owner');
                signIn.mutate(demo.owner);
              }}
            >
              <Store aria-hidden="true" className="size-4.5" />
              {busy('owner') ? t('signingIn') : t('restaurantLogin')}
            </Button>
            <Button
              variant="outline"
              disabled={signIn.isPending}
              onClick={() => {
                setVia('admin');
                signIn.mutate(demo.admin);
              }}
            >
              <Shield aria-hidden="true" className="size-4.5" />
              {busy('admin') ? t('signingIn') : t('adminLogin')}
            </Button>
          </div>
        </div>
      ) : null}
    </AccountCard>
  );
}
