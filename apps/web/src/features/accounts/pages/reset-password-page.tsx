import { ACCOUNT_MESSAGES, NewPassword, type ResetPasswordBody } from '@bhoj/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { firstFormError } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { AuthCard } from '../components/auth-card';
import { FormError } from '../components/form-message';
import { PasswordField } from '../components/password-field';
import type { SignInState } from './sign-in-page';

/** Spec section 5: reset password shows confirm_password or error; an unlisted field's message comes after. */
const ERROR_FIELDS = ['confirm_password', 'error'] as const;

export const LINK_EXPIRED = 'The password reset link has expired.';
export const REQUEST_NEW_LINK = 'Request a new password reset link';

export function ResetPasswordPage() {
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const {
    register,
    handleSubmit,
    control,
    setFocus,
    formState: { errors },
  } = useForm<ResetPasswordBody>({ defaultValues: { password: '', confirm_password: '' } });
  const [password, confirm] = useWatch({ control, name: ['password', 'confirm_password'] });
  // Shown while the two differ; the request is still sent (spec section 5) and the server answers too.
  const serverError = firstFormError(reset.error, ERROR_FIELDS);
  const mismatch =
    confirm !== '' && password !== confirm && serverError?.message !== ACCOUNT_MESSAGES.passwordsDiffer;
  const linkExpired = serverError?.message.includes(ACCOUNT_MESSAGES.invalidToken) ?? false;

  const onSubmit = handleSubmit((values) => {
    reset.mutate(
      { uid, token, ...values },
      {
        onSuccess: () => {
          const state: SignInState = {
            notice: 'Your password has been changed. Sign in with your new password.',
          };
          void navigate('/sign-in/', { replace: true, state });
        },
        onError: (error) => {
          const field = firstFormError(error, ERROR_FIELDS)?.field;
          if (field === 'confirm_password') setFocus(field);
        },
      },
    );
  });

  return (
    <AuthCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="reset-password-form">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', {
            validate: (value) => {
              const check = NewPassword.safeParse(value);
              return check.success || (check.error.issues[0]?.message ?? 'Choose another password.');
            },
          })}
        />
        <PasswordField
          label="Confirm password"
          autoComplete="new-password"
          error={
            errors.confirm_password?.message ?? (mismatch ? ACCOUNT_MESSAGES.passwordsDiffer : undefined)
          }
          {...register('confirm_password')}
        />
        <FormError>
          {linkExpired ? (
            <>
              {LINK_EXPIRED}{' '}
              <Link to="/forget-password/" className="underline">
                {REQUEST_NEW_LINK}
              </Link>
            </>
          ) : (
            serverError?.message
          )}
        </FormError>
        <Button type="submit" size="lg" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Saving…' : 'Reset password'}
        </Button>
      </form>
    </AuthCard>
  );
}
