import { useMessages } from '../../i18n';
import { formMessages } from './messages';
import { TextField, type TextFieldProps } from './text-field';

/** A phone number input, 'Phone number' unless labelled otherwise; phones show their number pad. */
export function PhoneField({
  label,
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & { label?: string }) {
  const t = useMessages(formMessages);
  return <TextField label={label ?? t('phoneNumber')} type="tel" inputMode="tel" {...props} />;
}
