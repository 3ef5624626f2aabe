import type { UseMutationResult } from '@tanstack/react-query';
import { useState } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { firstFormError } from '../lib/form-errors';

/**
 * Sends a react-hook-form form through the mutation `save`. `onSubmit` sends `toBody(values)` once the
 * form's own checks pass and calls `onSaved` after an ok answer. A refusal gives `serverError`, the one
 * message the form shows (the first of `errorFields` present, see lib/form-errors), and focuses the field
 * `focusOnError` names for the field the server blamed: that field shows the message itself, under it,
 * so it must display its error (fieldProps); a message of no such field is shown at the form's foot.
 * Spread `imageProps` into the form's ImageFields (an upload holds the submit back) and `actionProps`
 * into its FormActions.
 */
export function useSaveForm<TFieldValues extends FieldValues, TContext, TTransformedValues, TBody>(
  form: UseFormReturn<TFieldValues, TContext, TTransformedValues>,
  {
    save,
    toBody,
    onSaved,
    errorFields,
    focusOnError,
  }: {
    save: UseMutationResult<unknown, Error, TBody>;
    toBody: (values: TTransformedValues) => TBody;
    onSaved?: (values: TTransformedValues) => void;
    errorFields: readonly string[];
    focusOnError?: (field: string) => FieldPath<TFieldValues> | undefined;
  },
) {
  const [uploading, setUploading] = useState(false);
  const fieldOf = (error: unknown) => {
    const found = firstFormError(error, errorFields);
    const target = found?.field ? focusOnError?.(found.field) : undefined;
    return { found, target };
  };
  const { found, target: blamed } = fieldOf(save.error);
  const serverError = blamed ? undefined : found?.message;
  const saving = save.isPending;

  const onSubmit = form.handleSubmit((values) => {
    save.mutate(toBody(values), {
      onSuccess: () => onSaved?.(values),
      onError: (error) => {
        const { found: message, target } = fieldOf(error);
        if (target && message)
          form.setError(target, { type: 'server', message: message.message }, { shouldFocus: true });
      },
    });
  });

  return {
    onSubmit,
    saving,
    serverError,
    imageProps: { onUploadingChange: setUploading, disabled: saving },
    actionProps: { error: serverError, saving, busy: uploading },
  };
}
