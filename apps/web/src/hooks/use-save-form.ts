import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { firstFormError } from '../lib/form-errors';

/**
 * Saves a react-hook-form form through `save`, then goes to the page `then`. Gives `onSubmit` (sends
 * `toBody(values)` once the form's checks pass), `saving`, `serverError` (the failed save's one message:
 * the first of `errorFields` present, see lib/form-errors) and `uploading`/`setUploading` for an
 * ImageField, whose upload holds the submit back.
 */
export function useSaveForm<TFieldValues extends FieldValues, TContext, TTransformedValues, TBody>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  {
    save,
    toBody,
    then,
    errorFields,
    focusOnError,
  }: {
    save: UseMutationResult<unknown, Error, TBody>;
    toBody: (values: TTransformedValues) => TBody;
    then: string;
    errorFields: readonly string[];
    /** The field to focus when the server blames `field` (none by default). */
    focusOnError?: (field: string) => FieldPath<TFieldValues> | undefined;
  },
) {
  const navigate = useNavigate();
  const [uploading, setUploading] = useState(false);

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: () => void navigate(then),
      onError: (error) => {
        const field = firstFormError(error, errorFields)?.field;
        const target = field ? focusOnError?.(field) : undefined;
        if (target) form.setFocus(target);
      },
    });
  });

  return {
    onSubmit,
    saving: save.isPending,
    serverError: firstFormError(save.error, errorFields)?.message,
    uploading,
    setUploading,
  };
}
