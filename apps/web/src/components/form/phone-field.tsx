import { TextField, type TextFieldProps } from './text-field';

/** A phone number input, 'Phone number' unless labelled otherwise; phones show their number pad. */
export function PhoneField({
  label = 'Phone number',
  ...props
}: Omit<TextFieldProps, 'label' | 'type' | 'inputMode'> & { label?: string }) {
  return <TextField label={label} type="tel" inputMode="tel" {...props} />;
}
