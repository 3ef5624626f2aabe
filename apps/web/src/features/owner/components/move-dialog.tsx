import { MAX_PREP_MINUTES, type OwnerTicket, type TicketStage } from '@bhoj/contract';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { useMessages } from '../../../i18n';
import { firstFormError } from '../../../lib/form-errors';
import { useMoveTicket } from '../api/ticket-board';
import { moveLabelKey } from '../lib/ticket-moves';
import { ownerMessages, type OwnerMessageKey } from '../messages';

const TITLES: Partial<Record<TicketStage, OwnerMessageKey>> = {
  accepted: 'titleAccepted',
  delivered: 'titleDelivered',
  canceled: 'titleCanceled',
};

const inputClass =
  'mt-1 block w-full rounded-lg border border-stone-300 px-3 py-2 text-stone-900 focus:border-brand-500 focus:outline-none focus:ring-2 focus:ring-brand-200';

function MoveForm({
  ticket,
  stage,
  onDone,
}: {
  ticket: OwnerTicket;
  stage: TicketStage;
  onDone: () => void;
}) {
  const t = useMessages(ownerMessages);
  const move = useMoveTicket();
  const [prep, setPrep] = useState('');
  const [reason, setReason] = useState('');
  const error = firstFormError(move.error, ['prep_minutes', 'reason', 'stage', 'error']);
  return (
    <form
      className="space-y-4"
      onSubmit={(event) => {
        event.preventDefault();
        move.mutate(
          {
            id: ticket.id,
            stage,
            ...(stage === 'accepted' ? { prep_minutes: Number(prep) } : {}),
            ...(stage === 'canceled' ? { reason } : {}),
          },
          { onSuccess: onDone },
        );
      }}
    >
      {stage === 'accepted' ? (
        <label className="block text-sm font-semibold text-stone-800">
          {t('prepMinutes')}
          <input
            className={inputClass}
            type="number"
            inputMode="numeric"
            min={1}
            max={MAX_PREP_MINUTES}
            required
            autoFocus
            value={prep}
            onChange={(event) => setPrep(event.target.value)}
            disabled={move.isPending}
          />
        </label>
      ) : null}
      {stage === 'canceled' ? (
        <label className="block text-sm font-semibold text-stone-800">
          {t('cancelReason')}
          <textarea
            className={inputClass}
            rows={3}
            required
            maxLength={300}
            autoFocus
            value={reason}
            onChange={(event) => setReason(event.target.value)}
            disabled={move.isPending}
          />
        </label>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="move-error">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Button variant="outline" onClick={onDone} disabled={move.isPending}>
          {t('back')}
        </Button>
        <Button
          type="submit"
          disabled={move.isPending}
          className={stage === 'canceled' ? 'bg-red-600 hover:bg-red-700 active:bg-red-800' : undefined}
        >
          {move.isPending ? t('saving') : t(moveLabelKey(stage))}
        </Button>
      </div>
    </form>
  );
}

/** Asks what a move needs (the preparation time, a reason) or confirms a move that cannot be undone. */
export function MoveDialog({
  target,
  onClose,
}: {
  target: { ticket: OwnerTicket; stage: TicketStage } | null;
  onClose: () => void;
}) {
  const t = useMessages(ownerMessages);
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? t(TITLES[target.stage] ?? moveLabelKey(target.stage)) : ''}
      description={
        target
          ? t('dialogDescription', { number: target.ticket.number, customer: target.ticket.customer_name })
          : undefined
      }
      testId="move-dialog"
    >
      {target ? <MoveForm ticket={target.ticket} stage={target.stage} onDone={onClose} /> : null}
    </Modal>
  );
}
