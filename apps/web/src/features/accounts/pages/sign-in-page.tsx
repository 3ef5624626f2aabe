import { LoginBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { Shield, Store } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useLocation } from 'react-router';
import { Button } from '../../../components/button';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { FormNotice } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { firstFormError } from '../../../lib/form-errors';
import { useSiteConfig } from '../api/get-site-config';
import { AccountCard, accountLinkClass } from '../components/account-card';
import { EmailField } from '../components/email-field';
import { useSignIn } from '../hooks/use-sign-in';

/** Navigation state other pages hand to the sign-in page: a success note and the email to prefill. */
export type SignInState = { notice?: string; email?: string };

/** Which server message the form shows: the first present of these. */
export const SIGN_IN_ERROR_FIELDS = ['email', 'password', 'error'] as const;

function readState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { notice, email } = state as Record<string, unknown>;
  return {
    notice: typeof notice === 'string' ? notice : undefined,
    email: typeof email === 'string' ? email : undefined,
  };
}

export function SignInPage() {
  const { notice, email } = readState(useLocation().state);
  const signIn = useSignIn();
  const demo = useSiteConfig().data?.demo_accounts ?? null;
  const form = useForm({
    resolver: zodResolver(LoginBody),
    defaultValues: { email: email ?? '', password: '' },
  });
  const serverError = firstFormError(signIn.error, SIGN_IN_ERROR_FIELDS);

  // Which control started the sign-in under way, for its 'Signing in…' label.
  const [via, setVia] = useState<'form' | 'owner' | 'admin'>('form');
  const busy = (control: typeof via) => signIn.isPending && via === control;

  const onSubmit = form.handleSubmit((values) => {
    setVia('form');
    signIn.mutate(values, {
      onError: (error) => {
        const field = firstFormError(error, SIGN_IN_ERROR_FIELDS)?.field;
        if (field === 'email' || field === 'password') form.setFocus(field);
      },
    });
  });

  return (
    <AccountCard
      title="Sign In"
      subtitle="Welcome back! Sign in to order your favourite food."
      switchTo={{ prompt: 'New to Bhoj?', to: '/sign-up/', label: 'Sign Up' }}
    >
      {notice && signIn.isIdle ? (
        <div className="mb-5">
          <FormNotice>{notice}</FormNotice>
        </div>
      ) : null}
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="sign-in-form">
        <EmailField {...fieldProps(form, 'email')} />
        <PasswordField label="Password" autoComplete="current-password" {...fieldProps(form, 'password')} />
        <div className="flex justify-end">
          <Link to="/forget-password/" className={`text-sm ${accountLinkClass}`}>
            Forget Password
          </Link>
        </div>
        <FormActions
          error={serverError?.message}
          submitLabel="Sign In"
          savingLabel="Signing in…"
          saving={busy('form')}
          busy={signIn.isPending}
          fullWidth
        />
      </form>

      {demo ? (
        <div className="mt-6 border-t border-stone-200 pt-5" data-testid="demo-logins">
          <p className="mb-3 text-center text-sm text-stone-600">Try the demo dashboards</p>
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
              {busy('owner') ? 'Signing in…' : 'Restaurant Login'}
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
              {busy('admin') ? 'Signing in…' : 'Admin Login'}
            </Button>
          </div>
        </div>
      ) : null}
    </AccountCard>
  );
}
