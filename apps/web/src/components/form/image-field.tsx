import { clsx } from 'clsx';
import { ImagePlus, Loader2 } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';
import { useController, type FieldPath, type FieldValues, type UseControllerProps } from 'react-hook-form';
import { UPLOAD_IMAGE_TYPES, uploadImage } from '../../lib/upload-image';
import { translateServerMessage, useMessages } from '../../i18n';
import { formMessages } from './messages';

export type ImageFieldProps<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues,
> = Omit<UseControllerProps<TFieldValues, TName, TTransformedValues>, 'disabled'> & {
  /** Names the zone and its file input ('Profile image'). */
  label: string;
  /** Greys the picker out (while the form saves); useController's own option would drop the value. */
  disabled?: boolean;
  /** Lets the form disable its submit button while an upload runs. */
  onUploadingChange?: (uploading: boolean) => void;
};

/**
 * A form's image: a picker that uploads at once (POST /api/uploads/) and holds the uploaded URL as the
 * field's value ('' or null when there is none). Click to choose, or drag a file onto it; only the first
 * file is taken. While uploading it shows the chosen file and 'Uploading...'; otherwise the current image
 * (or a placeholder) and 'Click to select a file to upload'. A failed upload and the field's own check
 * show under it.
 */
export function ImageField<
  TFieldValues extends FieldValues,
  TName extends FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>({
  label,
  disabled = false,
  onUploadingChange,
  ...controller
}: ImageFieldProps<TFieldValues, TName, TTransformedValues>) {
  const t = useMessages(formMessages);
  const { field, fieldState } = useController(controller);
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const [uploading, setUploading] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
  // The API's message for a failed upload ('' when it gave none); null while there is no failure.
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);
  const inactive = disabled || uploading;

  async function take(file: File | undefined) {
    if (!file || inactive) return;
    const preview = URL.createObjectURL(file);
    setLocalPreview(preview);
    setError(null);
    setUploading(true);
    onUploadingChange?.(true);
    try {
      field.onChange(await uploadImage(file));
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : '');
    } finally {
      URL.revokeObjectURL(preview);
      setLocalPreview(null);
      setUploading(false);
      onUploadingChange?.(false);
    }
  }

  function onDragOver(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    if (!inactive) {
      event.dataTransfer.dropEffect = 'copy';
      setDragging(true);
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    void take(event.dataTransfer.files[0]);
  }

  const shown = localPreview ?? (typeof field.value === 'string' && field.value ? field.value : null);

  return (
    <div className="space-y-1.5">
      <span id={labelId} className="block text-sm font-semibold text-stone-800">
        {label}
      </span>
      <label
        htmlFor={inputId}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        aria-busy={uploading}
        data-testid="image-drop-zone"
        className={clsx(
          'flex flex-col items-center gap-3 rounded-2xl border-2 border-dashed p-4 text-center transition-colors focus-within:border-brand-500 focus-within:ring-2 focus-within:ring-brand-200 sm:flex-row sm:text-left',
          dragging ? 'border-brand-500 bg-brand-50' : 'border-stone-300 bg-white',
          inactive ? 'cursor-default' : 'cursor-pointer hover:border-brand-400 hover:bg-brand-50/60',
        )}
      >
        <input
          id={inputId}
          type="file"
          accept={UPLOAD_IMAGE_TYPES}
          disabled={inactive}
          aria-labelledby={labelId}
          aria-describedby={statusId}
          className="sr-only"
          onChange={(event) => {
            const file = event.currentTarget.files?.[0];
            event.currentTarget.value = ''; // choosing the same file again still uploads it
            void take(file);
          }}
        />
        <span className="relative grid size-24 shrink-0 place-items-center overflow-hidden rounded-xl bg-stone-100 text-stone-400">
          {shown ? (
            <img src={shown} alt={t('imagePreview', { label })} className="size-full object-cover" />
          ) : (
            <ImagePlus aria-hidden="true" className="size-10" data-testid="image-drop-zone-placeholder" />
          )}
          {uploading ? (
            <span className="absolute inset-0 grid place-items-center bg-white/70">
              <Loader2 aria-hidden="true" className="size-7 animate-spin text-brand-600" />
            </span>
          ) : null}
        </span>
        <span id={statusId} aria-live="polite" className="text-sm text-stone-600">
          {uploading ? (
            <span className="font-semibold text-brand-700">{t('uploading')}</span>
          ) : (
            <>
              <span className="block font-semibold text-stone-800">{t('clickToSelect')}</span>
              <span className="block">{t('orDragHere')}</span>
            </>
          )}
        </span>
      </label>
      {error !== null ? (
        <p role="alert" className="text-sm text-red-700">
          {error ? translateServerMessage(error) : t('uploadFailed')}
        </p>
      ) : null}
      {fieldState.error ? (
        <p className="text-sm text-red-700">{translateServerMessage(fieldState.error.message ?? '')}</p>
      ) : null}
    </div>
  );
}
