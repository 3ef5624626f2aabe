import {
  get,
  type FieldError,
  type FieldPath,
  type FieldValues,
  type RegisterOptions,
  type UseFormReturn,
} from 'react-hook-form';

/**
 * What a TextField, PasswordField, SelectField or TextAreaField needs of a react-hook-form field: its
 * register() (with `rules` when the form checks it without a resolver) and its message.
 */
export function fieldProps<
  TFieldValues extends FieldValues,
  TContext,
  TTransformedValues,
  TName extends FieldPath<TFieldValues>,
>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  name: TName,
  rules?: RegisterOptions<TFieldValues, TName>,
) {
  const error: FieldError | undefined = get(form.formState.errors, name);
  return { ...form.register(name, rules), error: error?.message };
}
