import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '../button';
import { useMessages } from '../../i18n';
import { FormError } from './form-message';
import { formMessages } from './messages';

/**
 * The foot of a form: the server's message for a failed save, then Cancel and the submit button, side by
 * side from the xs width and stacked (submit on top) below it. The submit button says `savingLabel` while
 * the save runs and stays disabled while anything else holds it back (an upload).
 */
export function FormActions({
  error,
  submitLabel,
  savingLabel,
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
  const t = useMessages(formMessages);
  return (
    <>
      <FormError>{error}</FormError>
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        {cancelTo ? (
          <Link to={cancelTo} className={buttonClasses({ variant: 'outline', size: 'lg' })}>
            {t('cancel')}
          </Link>
        ) : null}
        {onCancel ? (
          <Button variant="outline" size="lg" onClick={onCancel} disabled={saving}>
            {t('cancel')}
          </Button>
        ) : null}
        <Button
          type="submit"
          size="lg"
          className={fullWidth ? 'w-full' : undefined}
          disabled={saving || busy}
        >
          {saving ? (savingLabel ?? t('saving')) : submitLabel}
        </Button>
      </div>
    </>
  );
}
