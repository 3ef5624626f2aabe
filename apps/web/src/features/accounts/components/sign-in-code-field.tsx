import { SIGN_IN_CODE_MINUTES, SIGN_IN_CODE_RESEND_MINUTES } from '@bhoj/contract';
import { useEffect, useRef, useState } from 'react';
import { FormError, FormNotice } from '../../../components/form/form-message';
import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useResendSignInCode } from '../api/login-code';
import { accountsMessages } from '../messages';
import { accountLinkClass } from './account-card';

/**
 * The sign-in form's code field, shown once the API asked this browser for the code it mailed
 * (docs/api/accounts.md): where the code went, the field, and a link to have it mailed again, which
 * rests for as long as the server would refuse another mail.
 */
export function SignInCodeField({ email, ...field }: Omit<TextFieldProps, 'label'> & { email: string }) {
  const t = useMessages(accountsMessages);
  const resend = useResendSignInCode();
  // After a mail, the link rests as long as the server would refuse another one.
  const [resting, setResting] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const sendAgain = () =>
    resend.mutate(email, {
      onSuccess: () => {
        setResting(true);
        timer.current = setTimeout(() => setResting(false), SIGN_IN_CODE_RESEND_MINUTES * 60_000);
      },
    });

  return (
    <div className="space-y-3" data-testid="sign-in-code">
      <FormNotice>
        {resend.isSuccess
          ? t('codeResent', { email, minutes: SIGN_IN_CODE_RESEND_MINUTES })
          : t('codeSent', { email })}
      </FormNotice>
      <TextField
        label={t('signInCode')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={12}
        {...field}
      />
      <p className="text-sm text-stone-600">{t('codeWhy', { minutes: SIGN_IN_CODE_MINUTES })}</p>
      <FormError>{resend.isError ? firstFormError(resend.error, ['error'])?.message : null}</FormError>
      <button
        type="button"
        className={`text-sm disabled:text-stone-500 disabled:no-underline ${accountLinkClass}`}
        disabled={resend.isPending || resting}
        onClick={sendAgain}
      >
        {resend.isPending ? t('sending') : t('codeResend')}
      </button>
    </div>
  );
}
