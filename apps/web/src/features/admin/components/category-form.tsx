import { CategoryBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { fieldProps } from '../../../components/form/field-props';
import { FormActions } from '../../../components/form/form-actions';
import { ImageField } from '../../../components/form/image-field';
import { TextField } from '../../../components/form/text-field';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { adminMessages } from '../messages';

/** Which server message the category forms show: the first of these present in the answer. */
export const CATEGORY_ERROR_FIELDS = ['name', 'slug', 'image', 'error'] as const;

/**
 * Name and image of a category (the add page and the edit dialog), checked by the server's own schema
 * before sending. The image uploads as soon as it is chosen or dropped; Submit waits for the upload.
 */
export function CategoryForm({
  initial = { name: '', image: '' },
  onSubmit,
  saving,
  error,
  onCancel,
}: {
  initial?: CategoryBody;
  onSubmit: (body: CategoryBody) => void;
  saving: boolean;
  /** The failed save, if any. */
  error: unknown;
  /** The dialog's Cancel. */
  onCancel?: () => void;
}) {
  const t = useMessages(adminMessages);
  const [uploading, setUploading] = useState(false);
  const form = useForm<CategoryBody>({ resolver: zodResolver(CategoryBody), defaultValues: initial });

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="category-form"
      onSubmit={form.handleSubmit(({ name, image }) => onSubmit({ name, image }))}
    >
      <TextField label={t('categoryName')} autoComplete="off" {...fieldProps(form, 'name')} />
      <ImageField
        control={form.control}
        name="image"
        label={t('categoryImage')}
        onUploadingChange={setUploading}
        disabled={saving}
      />
      <FormActions
        error={firstFormError(error, CATEGORY_ERROR_FIELDS)?.message}
        onCancel={onCancel}
        submitLabel={t('submit')}
        saving={saving}
        busy={uploading}
      />
    </form>
  );
}
