import { TextField, type TextFieldProps } from '../../../components/form/text-field';
import { useMessages } from '../../../i18n';
import { accountsMessages } from '../messages';

/** The account forms' Email field. Spread react-hook-form's register('email') into it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  const t = useMessages(accountsMessages);
  return <TextField label={t('email')} type="email" autoComplete="email" inputMode="email" {...props} />;
}
