import { TextField, type TextFieldProps } from '../../../components/form/text-field';

/** The account forms' Email field. Spread react-hook-form's register('email') into it. */
export function EmailField(props: Omit<TextFieldProps, 'label' | 'type'>) {
  return <TextField label="Email" type="email" autoComplete="email" inputMode="email" {...props} />;
}
