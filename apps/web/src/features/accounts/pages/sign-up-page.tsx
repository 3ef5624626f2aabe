import { RegisterBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate, useSearchParams } from 'react-router';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useSaveForm } from '../../../hooks/use-save-form';
import { translate, useMessages } from '../../../i18n';
import { signInPath } from '../../../lib/paths';
import { useRegister } from '../api/register';
import { AccountCard } from '../components/account-card';
import { EmailField } from '../components/email-field';
import { accountsMessages } from '../messages';
import type { SignInState } from './sign-in-page';

/** Which server message the form shows: the first present of these. */
export const SIGN_UP_ERROR_FIELDS = ['username', 'email', 'password', 'confirm_password', 'error'] as const;

const FOCUSABLE = ['username', 'email', 'password', 'confirm_password'] as const;

export function SignUpPage() {
  const t = useMessages(accountsMessages);
  const navigate = useNavigate();
  // Where the visitor was heading (checkout, say) goes on to the sign-in that follows.
  const returnTo = useSearchParams()[0].get('returnTo') ?? undefined;
  const form = useForm({
    // The server's own rules, checked before sending (username, email, password length, the pair matching).
    resolver: zodResolver(RegisterBody),
    defaultValues: { username: '', email: '', password: '', confirm_password: '' },
  });
  const { onSubmit, saving, serverError } = useSaveForm(form, {
    save: useRegister(),
    toBody: (values) => values,
    onSaved: ({ email }) => {
      const state: SignInState = { notice: translate(accountsMessages, 'accountCreated'), email };
      void navigate(signInPath(returnTo), { state });
    },
    errorFields: SIGN_UP_ERROR_FIELDS,
    focusOnError: (field) => FOCUSABLE.find((name) => name === field),
  });

  return (
    <AccountCard
      title={t('signUp')}
      subtitle={t('signUpSubtitle')}
      switchTo={{ prompt: t('haveAccount'), to: '/sign-in/', label: t('signIn') }}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="sign-up-form">
        <TextField
          label={t('username')}
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldProps(form, 'username')}
        />
        <EmailField {...fieldProps(form, 'email')} />
        <PasswordField label={t('password')} autoComplete="new-password" {...fieldProps(form, 'password')} />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          {...fieldProps(form, 'confirm_password')}
        />
        <FormActions
          error={serverError}
          submitLabel={t('createAccount')}
          savingLabel={t('creatingAccount')}
          saving={saving}
          fullWidth
        />
      </form>
    </AccountCard>
  );
}
