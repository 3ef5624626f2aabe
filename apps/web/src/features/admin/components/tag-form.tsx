import { TagBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { TextField } from '../../../components/form/text-field';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { adminMessages } from '../messages';

/** Which server message the tag forms show: the first of these present in the answer. */
export const TAG_ERROR_FIELDS = ['name', 'slug', 'error'] as const;

/** The name of a tag (the add page and the edit dialog), checked by the server's own schema first. */
export function TagForm({
  initial = { name: '' },
  onSubmit,
  saving,
  error,
  onCancel,
}: {
  initial?: TagBody;
  onSubmit: (body: TagBody) => void;
  saving: boolean;
  /** The failed save, if any. */
  error: unknown;
  /** The dialog's Cancel. */
  onCancel?: () => void;
}) {
  const t = useMessages(adminMessages);
  const form = useForm({ resolver: zodResolver(TagBody), defaultValues: initial });

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="tag-form"
      onSubmit={form.handleSubmit(({ name }) => onSubmit({ name }))}
    >
      <TextField label={t('tagName')} autoComplete="off" {...fieldProps(form, 'name')} />
      <FormActions
        error={firstFormError(error, TAG_ERROR_FIELDS)?.message}
        onCancel={onCancel}
        submitLabel={t('submit')}
        saving={saving}
      />
    </form>
  );
}
