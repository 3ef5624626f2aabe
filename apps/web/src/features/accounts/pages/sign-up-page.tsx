import { RegisterBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { Button } from '../../../components/button';
import { firstFormError } from '../../../lib/form-errors';
import { useRegister } from '../api/register';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-message';
import { PasswordField } from '../components/password-field';
import { TextField } from '../components/text-field';
import type { SignInState } from './sign-in-page';

/** Which server message the form shows: the first present of these (spec section 5). */
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
    <AuthCard
      title="Sign Up"
      subtitle="Create an account to order from restaurants near you."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in/" className="font-semibold text-brand-700 hover:underline">
            Sign In
          </Link>
        </>
      }
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
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          error={errors.email?.message}
          {...register('email')}
        />
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
    </AuthCard>
  );
}
