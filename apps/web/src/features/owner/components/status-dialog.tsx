import type { OrderStatus, OwnerOrderLine } from '@bhoj/contract';
import { useState } from 'react';
import { Button } from '../../../components/button';
import { SelectField } from '../../../components/form/select-field';
import { Modal } from '../../../components/modal';
import { firstFormError } from '../../../lib/form-errors';
import { formatMoney } from '../../../lib/money';
import { useUpdateOrderStatus } from '../api/update-order-status';
import { nextStatuses } from '../lib/order-status';

function StatusForm({ line, onDone }: { line: OwnerOrderLine; onDone: () => void }) {
  const choices = nextStatuses(line.status);
  const [status, setStatus] = useState<OrderStatus | ''>(choices[0] ?? '');
  const update = useUpdateOrderStatus();
  const error = firstFormError(update.error, ['status', 'error']);

  return (
    <form
      className="space-y-5"
      onSubmit={(event) => {
        event.preventDefault();
        if (status) update.mutate({ lineId: line.id, status }, { onSuccess: onDone });
      }}
    >
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 rounded-xl bg-stone-50 p-3 text-sm">
        <dt className="text-stone-500">Item</dt>
        <dd className="font-semibold text-stone-900">
          {line.item_name} × {line.quantity}
        </dd>
        <dt className="text-stone-500">Total</dt>
        <dd className="font-semibold tabular-nums">{formatMoney(line.subtotal)}</dd>
        <dt className="text-stone-500">Customer</dt>
        <dd>
          {line.username}
          {line.phone_number ? `, ${line.phone_number}` : ''}
        </dd>
        <dt className="text-stone-500">Deliver to</dt>
        <dd className="break-words">{line.address || '—'}</dd>
      </dl>
      <SelectField
        label="Status"
        value={status}
        onChange={(event) => setStatus(event.target.value as OrderStatus)}
        disabled={update.isPending}
      >
        {choices.map((choice) => (
          <option key={choice} value={choice}>
            {choice}
          </option>
        ))}
      </SelectField>
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700" data-testid="status-error">
          {error.message}
        </p>
      ) : null}
      <div className="flex flex-col-reverse gap-3 xs:flex-row xs:justify-end">
        <Button variant="outline" onClick={onDone} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={update.isPending || !status}>
          {update.isPending ? 'Saving…' : 'Submit'}
        </Button>
      </div>
    </form>
  );
}

/**
 * 'Update Status': a select of the moves this line allows (Pending or Paid → Completed or Canceled),
 * Cancel and Submit. On success it closes and the list reloads; a refusal shows the server's message.
 */
export function StatusDialog({ line, onClose }: { line: OwnerOrderLine | null; onClose: () => void }) {
  return (
    <Modal
      open={line !== null}
      onOpenChange={(open) => (open ? undefined : onClose())}
      title="Update Status"
      description={line ? `Order #${line.order}, now ${line.status}.` : undefined}
      testId="status-dialog"
    >
      {line ? <StatusForm key={line.id} line={line} onDone={onClose} /> : null}
    </Modal>
  );
}
