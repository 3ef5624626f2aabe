import { adminSettableStatuses, type AdminOrderLine, type AdminOrderStatusBody } from '@bhoj/contract';
import { clsx } from 'clsx';
import { inputClasses } from '../../../components/form/field';
import { translateServerMessage, useMessages } from '../../../i18n';
import { useSetOrderLineStatus } from '../api/set-order-line-status';
import { STATUS_LABEL } from '../lib/labels';
import { adminMessages } from '../messages';

/**
 * The admin's status select of one order line: Pending, Completed or Canceled. Choosing one posts it at
 * once (the server moves the line's whole ticket) and the list reloads; a refusal shows under the select.
 */
export function OrderStatusSelect({ line }: { line: Pick<AdminOrderLine, 'id' | 'item_name' | 'status'> }) {
  const t = useMessages(adminMessages);
  const change = useSetOrderLineStatus();
  const settable = (adminSettableStatuses as readonly string[]).includes(line.status);

  return (
    <div className="min-w-[7.5rem]">
      <select
        aria-label={t('statusOf', { item: line.item_name, id: line.id })}
        value={line.status}
        disabled={change.isPending}
        onChange={(event) =>
          change.mutate({
            id: line.id,
            status: event.currentTarget.value as AdminOrderStatusBody['status'],
            item: line.item_name,
          })
        }
        className={clsx(inputClasses, 'h-9 rounded-lg px-2.5 text-sm')}
        data-testid="order-status-select"
      >
        {settable ? null : (
          <option value={line.status} disabled>
            {t(STATUS_LABEL[line.status])}
          </option>
        )}
        {adminSettableStatuses.map((status) => (
          <option key={status} value={status}>
            {t(STATUS_LABEL[status])}
          </option>
        ))}
      </select>
      {change.isError ? (
        <p role="alert" className="mt-1 text-xs text-red-700">
          {translateServerMessage(change.error.message)}
        </p>
      ) : null}
    </div>
  );
}
