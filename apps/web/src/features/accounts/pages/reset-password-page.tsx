import { ACCOUNT_MESSAGES, NewPassword, type ResetPasswordBody } from '@bhoj/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { Button } from '../../../components/button';
import { FormError } from '../../../components/form/form-message';
import { PasswordField } from '../../../components/form/password-field';
import { schemaRule } from '../../../components/form/schema-rule';
import { firstFormError } from '../../../lib/form-errors';
import { useResetPassword } from '../api/reset-password';
import { AccountCard } from '../components/account-card';
import type { SignInState } from './sign-in-page';

/** Which server message the form shows: confirm_password or error first, then any other field's. */
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
  // Shown while the two differ; the request is still sent and the server answers the same.
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
    <AccountCard title="Reset Password" subtitle="Choose a new password for your account.">
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="reset-password-form">
        <PasswordField
          label="Password"
          autoComplete="new-password"
          error={errors.password?.message}
          {...register('password', { validate: schemaRule(NewPassword) })}
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
    </AccountCard>
  );
}
