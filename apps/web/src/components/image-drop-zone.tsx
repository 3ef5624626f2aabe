import { clsx } from 'clsx';
import { ImagePlus, Loader2 } from 'lucide-react';
import { useId, useState, type DragEvent } from 'react';

export type ImageDropZoneProps = {
  /** The current image URL ('' or null when there is none). */
  value?: string | null;
  /** Called with the URL of a finished upload. */
  onChange: (url: string) => void;
  /** Uploads the file and resolves to its URL; a rejection's message is shown under the zone. */
  onUpload: (file: File) => Promise<string>;
  /** Names the zone and its file input ('Profile image'). */
  label: string;
  /** The file input's accept list; the server checks the content anyway. */
  accept?: string;
  disabled?: boolean;
  /** Lets the form disable its submit button while an upload runs. */
  onUploadingChange?: (uploading: boolean) => void;
  className?: string;
};

/**
 * An image picker that uploads at once: click to choose, or drag a file onto it. Only the first file is
 * taken. While uploading it shows the chosen file and 'Uploading...'; otherwise the current image (or a
 * placeholder) and 'Click to select a file to upload'. Free of feature code: the caller passes onUpload.
 */
export function ImageDropZone({
  value,
  onChange,
  onUpload,
  label,
  accept = 'image/*',
  disabled = false,
  onUploadingChange,
  className,
}: ImageDropZoneProps) {
  const id = useId();
  const inputId = `${id}-input`;
  const labelId = `${id}-label`;
  const statusId = `${id}-status`;
  const [uploading, setUploading] = useState(false);
  const [localPreview, setLocalPreview] = useState<string | null>(null);
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
      onChange(await onUpload(file));
    } catch (failure) {
      setError(failure instanceof Error && failure.message ? failure.message : 'The upload failed.');
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

  const shown = localPreview ?? (value || null);

  return (
    <div className={clsx('space-y-1.5', className)}>
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
          accept={accept}
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
            <img src={shown} alt={`${label} preview`} className="size-full object-cover" />
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
            <span className="font-semibold text-brand-700">Uploading...</span>
          ) : (
            <>
              <span className="block font-semibold text-stone-800">Click to select a file to upload</span>
              <span className="block">or drag and drop an image here</span>
            </>
          )}
        </span>
      </label>
      {error ? (
        <p role="alert" className="text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
