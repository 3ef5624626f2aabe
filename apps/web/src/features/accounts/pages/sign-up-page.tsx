import { RegisterBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useRegister } from '../api/register';
import { AccountCard } from '../components/account-card';
import { EmailField } from '../components/email-field';
import type { SignInState } from './sign-in-page';

/** Which server message the form shows: the first present of these. */
export const SIGN_UP_ERROR_FIELDS = ['username', 'email', 'password', 'confirm_password', 'error'] as const;

const FOCUSABLE = ['username', 'email', 'password', 'confirm_password'] as const;

export function SignUpPage() {
  const navigate = useNavigate();
  const form = useForm({
    // The server's own rules, checked before sending (username, email, password length, the pair matching).
    resolver: zodResolver(RegisterBody),
    defaultValues: { username: '', email: '', password: '', confirm_password: '' },
  });
  const { onSubmit, saving, serverError } = useSaveForm(form, {
    save: useRegister(),
    toBody: (values) => values,
    onSaved: ({ email }) => {
      const state: SignInState = { notice: 'Your account has been created. Sign in to continue.', email };
      void navigate('/sign-in/', { state });
    },
    errorFields: SIGN_UP_ERROR_FIELDS,
    focusOnError: (field) => FOCUSABLE.find((name) => name === field),
  });

  return (
    <AccountCard
      title="Sign Up"
      subtitle="Create an account to order from restaurants near you."
      switchTo={{ prompt: 'Already have an account?', to: '/sign-in/', label: 'Sign In' }}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="sign-up-form">
        <TextField
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          {...fieldProps(form, 'username')}
        />
        <EmailField {...fieldProps(form, 'email')} />
        <PasswordField label="Password" autoComplete="new-password" {...fieldProps(form, 'password')} />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          {...fieldProps(form, 'confirm_password')}
        />
        <FormActions
          error={serverError}
          submitLabel="Create account"
          savingLabel="Creating account…"
          saving={saving}
          fullWidth
        />
      </form>
    </AccountCard>
  );
}
