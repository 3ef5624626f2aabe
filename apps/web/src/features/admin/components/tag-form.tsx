import { TagBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { firstFormError } from '../../../lib/form-errors';
import { FormError } from '../../accounts/components/form-message';
import { TextField } from '../../accounts/components/text-field';

/** Spec section 5: the tag forms show the first of these present in the answer. */
export const TAG_ERROR_FIELDS = ['name', 'slug', 'error'] as const;

/** The name of a tag (the add page and the edit dialog). */
export function TagForm({
  initial = { name: '' },
  onSubmit,
  saving,
  error,
  children,
}: {
  initial?: { name: string };
  onSubmit: (body: TagBody) => void;
  saving: boolean;
  error: unknown;
  /** Extra buttons before Submit (the dialog's Cancel). */
  children?: ReactNode;
}) {
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(TagBody), defaultValues: initial });
  const serverError = firstFormError(error, TAG_ERROR_FIELDS);

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="tag-form"
      onSubmit={handleSubmit(({ name }) => onSubmit({ name }))}
    >
      <TextField label="Tag name" autoComplete="off" error={errors.name?.message} {...register('name')} />
      <FormError>{serverError?.message}</FormError>
      <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
        {children}
        <Button type="submit" size="lg" disabled={saving}>
          {saving ? 'Saving…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
