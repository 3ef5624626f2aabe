import { AlertTriangle } from 'lucide-react';
import { useMessages } from '../../../i18n';
import { cartMessages } from '../messages';

/** Flags a cart line whose food can no longer be ordered. */
export function UnavailableNote() {
  const t = useMessages(cartMessages);
  return (
    <span
      className="inline-flex items-center gap-1 rounded-full bg-red-50 px-2 py-0.5 text-xs font-semibold text-red-800"
      data-testid="line-unavailable"
    >
      <AlertTriangle aria-hidden="true" className="size-3.5" />
      {t('noLongerAvailable')}
    </span>
  );
}
