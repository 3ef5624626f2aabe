import { ForgetPasswordBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { MailCheck } from 'lucide-react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { buttonClasses } from '../../../components/button';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { useSaveForm } from '../../../hooks/use-save-form';
import { useMessages } from '../../../i18n';
import { useForgetPassword } from '../api/forget-password';
import { AccountCard } from '../components/account-card';
import { EmailField } from '../components/email-field';
import { accountsMessages } from '../messages';

const ERROR_FIELDS = ['email', 'error'] as const;

/**
 * Asks for the account's email and sends the recovery mail. On success the form turns into the
 * confirmation. An unreachable server shows 'Server is not connected' (the API client's message).
 */
export function ForgetPasswordPage() {
  const t = useMessages(accountsMessages);
  const request = useForgetPassword();
  const form = useForm({ resolver: zodResolver(ForgetPasswordBody), defaultValues: { email: '' } });
  const { onSubmit, saving, serverError } = useSaveForm(form, {
    save: request,
    toBody: ({ email }) => email,
    errorFields: ERROR_FIELDS,
    focusOnError: (field) => (field === 'email' ? field : undefined),
  });

  if (request.isSuccess) {
    return (
      <AccountCard title={t('checkEmail')}>
        <div className="space-y-3 text-stone-700" data-testid="forget-password-sent" role="status">
          <MailCheck aria-hidden="true" className="size-10 text-brand-600" />
          <p className="font-semibold break-words text-stone-900">
            {t('recoverySent', { email: request.variables })}
          </p>
          <p>{t('recoveryHint')}</p>
        </div>
        <Link to="/sign-in/" className={buttonClasses({ variant: 'outline', className: 'mt-6 w-full' })}>
          {t('backToSignIn')}
        </Link>
      </AccountCard>
    );
  }

  return (
    <AccountCard
      title={t('forgetPasswordTitle')}
      subtitle={t('forgetPasswordSubtitle')}
      switchTo={{ prompt: t('rememberedIt'), to: '/sign-in/', label: t('signIn') }}
    >
      <form noValidate onSubmit={onSubmit} className="space-y-4" data-testid="forget-password-form">
        <EmailField {...fieldProps(form, 'email')} />
        <FormActions
          error={serverError}
          submitLabel={t('sendRecoveryLink')}
          savingLabel={t('sending')}
          saving={saving}
          fullWidth
        />
      </form>
    </AccountCard>
  );
}
