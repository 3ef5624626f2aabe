import { Info } from 'lucide-react';
import { useMessages } from '../../../i18n';
import type { SessionEnd } from '../../../lib/session-end';
import { accountsMessages } from '../messages';

const MESSAGE_OF = {
  'role-changed': 'sessionRoleChanged',
  'password-reset': 'sessionPasswordReset',
  'signed-out': 'sessionSignedOut',
  expired: 'sessionExpired',
  ended: 'sessionEnded',
} as const satisfies Record<SessionEnd, string>;

/** Tells someone sent to the sign-in page by a dead token why they must sign in again. */
export function SessionEndedNotice({ reason }: { reason: SessionEnd }) {
  const t = useMessages(accountsMessages);
  return (
    <p
      role="status"
      className="flex items-start gap-2 rounded-xl border border-amber-200 bg-amber-50 px-3.5 py-2.5 text-sm font-medium text-amber-900"
      data-testid="session-ended"
    >
      <Info aria-hidden="true" className="mt-px size-4.5 shrink-0" />
      <span>{t(MESSAGE_OF[reason])}</span>
    </p>
  );
}
