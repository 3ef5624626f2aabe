import { ACCOUNT_MESSAGES, NewPassword, type ResetPasswordBody } from '@bhoj/contract';
import { useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate, useParams } from 'react-router';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { PasswordField } from '../../../components/form/password-field';
import { schemaRule } from '../../../components/form/schema-rule';
import { useSaveForm } from '../../../hooks/use-save-form';
import { translate, useMessages } from '../../../i18n';
import { useResetPassword } from '../api/reset-password';
import { AccountCard } from '../components/account-card';
import { accountsMessages } from '../messages';
import type { SignInState } from './sign-in-page';

/** Which server message the form shows: confirm_password or error first, then any other field's. */
const ERROR_FIELDS = ['confirm_password', 'error'] as const;

export function ResetPasswordPage() {
  const t = useMessages(accountsMessages);
  const { uid = '', token = '' } = useParams();
  const navigate = useNavigate();
  const form = useForm<ResetPasswordBody>({ defaultValues: { password: '', confirm_password: '' } });
  const { errors } = form.formState;
  const { onSubmit, saving, serverError } = useSaveForm(form, {
    save: useResetPassword(),
    toBody: (values) => ({ uid, token, ...values }),
    onSaved: () => {
      const state: SignInState = {
        notice: translate(accountsMessages, 'passwordChanged'),
      };
      void navigate('/sign-in/', { replace: true, state });
    },
    errorFields: ERROR_FIELDS,
    focusOnError: (field) => (field === 'confirm_password' ? field : undefined),
  });
  const [password, confirm] = useWatch({ control: form.control, name: ['password', 'confirm_password'] });
  // Shown while the two differ; the request is still sent and the server answers the same.
  const mismatch = confirm !== '' && password !== confirm && serverError !== ACCOUNT_MESSAGES.passwordsDiffer;
  const linkExpired = serverError?.includes(ACCOUNT_MESSAGES.invalidToken) ?? false;

  return (
    <AccountCard title={t('resetPasswordTitle')} subtitle={t('resetPasswordSubtitle')}>
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="reset-password-form">
        <PasswordField
          label={t('password')}
          autoComplete="new-password"
          {...fieldProps(form, 'password', { validate: schemaRule(NewPassword) })}
        />
        <PasswordField
          label={t('confirmPassword')}
          autoComplete="new-password"
          error={
            errors.confirm_password?.message ?? (mismatch ? ACCOUNT_MESSAGES.passwordsDiffer : undefined)
          }
          {...form.register('confirm_password')}
        />
        <FormActions
          error={
            linkExpired ? (
              <>
                {t('linkExpired')}{' '}
                <Link to="/forget-password/" className="underline">
                  {t('requestNewLink')}
                </Link>
              </>
            ) : (
              serverError
            )
          }
          submitLabel={t('resetPassword')}
          saving={saving}
          fullWidth
        />
      </form>
    </AccountCard>
  );
}
