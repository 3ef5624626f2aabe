import { MAX_PREP_MINUTES, type OwnerTicket, type TicketStage } from '@bhoj/contract';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { Modal } from '../../../components/modal';
import { firstFormError } from '../../../lib/form-errors';
import { useMoveTicket } from '../api/ticket-board';
import { MOVE_LABELS } from '../lib/ticket-moves';

const TITLES: Partial<Record<TicketStage, string>> = {
  accepted: 'Accept the order',
  delivered: 'Mark as delivered?',
  canceled: 'Cancel this order?',
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
          Preparation time (minutes)
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
          Reason (the customer sees it)
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
          Back
        </Button>
        <Button
          type="submit"
          disabled={move.isPending}
          className={stage === 'canceled' ? 'bg-red-600 hover:bg-red-700 active:bg-red-800' : undefined}
        >
          {move.isPending ? 'Saving…' : MOVE_LABELS[stage]}
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
  return (
    <Modal
      open={target !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={target ? (TITLES[target.stage] ?? MOVE_LABELS[target.stage]) : ''}
      description={target ? `Ticket ${target.ticket.number} for ${target.ticket.customer_name}.` : undefined}
      testId="move-dialog"
    >
      {target ? <MoveForm ticket={target.ticket} stage={target.stage} onDone={onClose} /> : null}
    </Modal>
  );
}
