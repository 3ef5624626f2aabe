import { CategoryBody } from '@bhoj/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState, type ReactNode } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { Button } from '../../../components/button';
import { ImageDropZone } from '../../../components/image-drop-zone';
import { firstFormError } from '../../../lib/form-errors';
import { FormError } from '../../accounts/components/form-message';
import { TextField } from '../../accounts/components/text-field';
import { uploadFile } from '../../uploads/api/upload-file';

/** Spec section 5: the category forms show the first of these present in the answer. */
export const CATEGORY_ERROR_FIELDS = ['name', 'slug', 'image', 'error'] as const;

/**
 * Name and image of a category (the add page and the edit dialog). The image uploads as soon as it is
 * chosen or dropped; Submit waits for the upload.
 */
export function CategoryForm({
  initial = { name: '', image: '' },
  onSubmit,
  saving,
  error,
  children,
}: {
  initial?: { name: string; image: string };
  onSubmit: (body: CategoryBody) => void;
  saving: boolean;
  /** The failed save, if any. */
  error: unknown;
  /** Extra buttons before Submit (the dialog's Cancel). */
  children?: ReactNode;
}) {
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<CategoryBody>({ resolver: zodResolver(CategoryBody), defaultValues: initial });
  const serverError = firstFormError(error, CATEGORY_ERROR_FIELDS);

  return (
    <form
      noValidate
      className="space-y-5"
      data-testid="category-form"
      onSubmit={handleSubmit(({ name, image }) => onSubmit({ name, image }))}
    >
      <TextField
        label="Category name"
        autoComplete="off"
        error={errors.name?.message}
        {...register('name')}
      />
      <Controller
        control={control}
        name="image"
        render={({ field }) => (
          <ImageDropZone
            label="Category image"
            value={field.value ?? ''}
            onChange={field.onChange}
            onUpload={uploadFile}
            onUploadingChange={setUploading}
            disabled={saving}
          />
        )}
      />
      <FormError>{serverError?.message}</FormError>
      <div className="flex flex-col-reverse gap-2 xs:flex-row xs:justify-end">
        {children}
        <Button type="submit" size="lg" disabled={saving || uploading}>
          {saving ? 'Saving…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}
