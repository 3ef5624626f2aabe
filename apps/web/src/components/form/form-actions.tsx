import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../button';
import { FormError } from './form-message';

/**
 * The foot of a form: the server's message for a failed save, then Cancel and the submit button, side by
 * side from the xs width and stacked (submit on top) below it. The submit button says `savingLabel` while
 * the save runs and stays disabled while anything else holds it back (an upload).
 */
export function FormActions({
  error,
  submitLabel,
  savingLabel = 'Saving…',
  saving,
  busy = false,
  fullWidth = false,
  cancelTo,
  onCancel,
}: {
  /** The server's message (with a link, at times). */
  error?: ReactNode;
  submitLabel: string;
  savingLabel?: string;
  saving: boolean;
  busy?: boolean;
  /** The submit button spans the form (the account forms). */
  fullWidth?: boolean;
  /** Cancel as a link back to this path… */
  cancelTo?: string;
  /** …or as a button (a dialog's). Without either there is no Cancel. */
  onCancel?: () => void;
}) {
  return (
    <>
      <FormError>{error}</FormError>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        {cancelTo ? (
          <Link to={cancelTo} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            Cancel
          </Link>
        ) : null}
        {onCancel ? (
          <Button variant="outline" size="lg" onClick={onCancel} disabled={saving}>
            Cancel
          </Button>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className={fullWidth ? 'w-full' : undefined}
          disabled={saving || busy}
        >
          {saving ? savingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
