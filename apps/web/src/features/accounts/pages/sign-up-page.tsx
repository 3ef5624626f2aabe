import { RegisterBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { TextField } from '../../../components/form/text-field';
import { firstFormError } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { AccountCard } from '../components/account-card';
import { EmailField } from '../components/email-field';
import type { SignInState } from './sign-in-page';

/** Which server message the form shows: the first present of these. */
export const SIGN_UP_ERROR_FIELDS = ['username', 'email', 'password', 'confirm_password', 'error'] as const;

export function SignUpPage() {
  const navigate = useNavigate();
  const signUp = useRegister();
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { errors },
  } = useForm({
    // The server's own rules, checked before sending (username, email, password length, the pair matching).
    resolver: zodResolver(RegisterBody),
    defaultValues: { username: '', email: '', password: '', confirm_password: '' },
  });
  const serverError = firstFormError(signUp.error, SIGN_UP_ERROR_FIELDS);

  const onSubmit = handleSubmit((values) => {
    signUp.mutate(values, {
      onSuccess: () => {
        const state: SignInState = {
          notice: 'Your account has been created. Sign in to continue.',
          email: values.email,
        };
        void navigate('/sign-in/', { state });
      },
      onError: (error) => {
        const field = firstFormError(error, SIGN_UP_ERROR_FIELDS)?.field;
        if (field && field in values) setFocus(field as keyof RegisterBody);
      },
    });
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
          error={errors.username?.message}
          {...register('username')}
        />
        <EmailField error={errors.email?.message} {...register('email')} />
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={errors.confirm_password?.message}
          {...register('confirm_password')}
        />
        <FormError>{serverError?.message}</FormError>
        <Button type="submit" size="lg" className="w-full" disabled={signUp.isPending}>
          {signUp.isPending ? 'Creating account…' : 'Create account'}
        </Button>
      </form>
    </AccountCard>
  );
}
